import { useQuery, useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { describe, expectTypeOf, it } from 'vitest'
import {
  alertsQueryOptions,
  filingKeys,
  companyQueryOptions,
  formationOrderQueryOptions,
  subscriptionsQueryOptions,
  taxRegistrationOrderQueryOptions,
  useAlerts,
  useAlert,
  useBulkCreateCompanies,
  useCancelSubscription,
  useCreateFormationOrder,
  useCreateTaxRegistration,
  useFormationOrder,
  useRenewSubscription,
  useSubmitComplianceForm,
  useTaxRegistrationOrder,
  useUpdateFormationOrder,
  type BulkChunkStatus,
  type BulkProgress,
  type CreateOutcome,
  type FilingKitEvent,
  type RetryFailedOptions,
  type SubmissionRefusalReason,
  type SubmissionRefusedError,
  type WritebackState,
} from '../../hooks/index'
import type {
  Alert,
  AlertDetail,
  Company,
  CompanyInput,
  CreateCompanyResult,
  CreatedFormationOrder,
  CreateFormationOrderInput,
  FormationOrder,
  PartnerApiError,
  PartnerClient,
  SubscriptionList,
  TaxRegistrationOrder,
} from '../../src/index'

declare const client: PartnerClient
declare const queryClient: QueryClient

describe('public types of filing-kit/hooks', () => {
  it('query hooks give the data type and PartnerApiError', () => {
    const alerts = useAlerts()
    expectTypeOf(alerts.data).toEqualTypeOf<Alert[] | undefined>()
    expectTypeOf(alerts.error).toEqualTypeOf<PartnerApiError | null>()
    expectTypeOf(useAlert('006').data).toEqualTypeOf<AlertDetail | undefined>()
    expectTypeOf(useFormationOrder('801').data).toEqualTypeOf<FormationOrder | undefined>()
    expectTypeOf(useTaxRegistrationOrder('801').error).toEqualTypeOf<PartnerApiError | null>()
  })

  it('query options factories keep key and data types for the imperative API', () => {
    const options = alertsQueryOptions(client, { companyId: 'a0E' })
    expectTypeOf(queryClient.getQueryData(options.queryKey)).toEqualTypeOf<Alert[] | undefined>()
    expectTypeOf(queryClient.getQueryData(companyQueryOptions(client, 'a0E').queryKey)).toEqualTypeOf<
      Company | undefined
    >()
    expectTypeOf(queryClient.getQueryData(subscriptionsQueryOptions(client).queryKey)).toEqualTypeOf<
      SubscriptionList | undefined
    >()
    expectTypeOf(
      queryClient.fetchQuery(taxRegistrationOrderQueryOptions(client, '801')),
    ).resolves.toEqualTypeOf<TaxRegistrationOrder>()
    queryClient.setQueryData(options.queryKey, (previous) => {
      expectTypeOf(previous).toEqualTypeOf<Alert[] | undefined>()
      return previous
    })
    expectTypeOf(useQuery(formationOrderQueryOptions(client, '801')).data).toEqualTypeOf<
      FormationOrder | undefined
    >()
    expectTypeOf(useSuspenseQuery(alertsQueryOptions(client)).data).toEqualTypeOf<Alert[]>()
    expectTypeOf(useQuery(alertsQueryOptions(client)).error).toEqualTypeOf<PartnerApiError | null>()
  })

  it('mutation variables and results are typed', () => {
    const renew = useRenewSubscription()
    expectTypeOf(renew.mutate)
      .parameter(0)
      .toMatchTypeOf<{ subscriptionId: string; renewalType?: 'Auto Renewal' | 'Manual' }>()
    expectTypeOf(renew.error).toEqualTypeOf<PartnerApiError | null>()
    const cancel = useCancelSubscription()
    expectTypeOf(cancel.mutate).parameter(0).toEqualTypeOf<{
      subscriptionId: string
      proof?: { file: Blob; title: string; extension?: string }
    }>()
    const submit = useSubmitComplianceForm()
    expectTypeOf(submit.writeback).toEqualTypeOf<WritebackState>()
    expectTypeOf(submit.data).toEqualTypeOf<true | undefined>()
  })

  it('create hooks expose outcome and pcid; mutate takes the order', () => {
    const create = useCreateFormationOrder()
    expectTypeOf(create.outcome).toEqualTypeOf<CreateOutcome>()
    expectTypeOf(create.pcid).toEqualTypeOf<string | undefined>()
    expectTypeOf(create.mutate).parameter(0).toEqualTypeOf<CreateFormationOrderInput>()
    expectTypeOf(create.mutateAsync).returns.resolves.toEqualTypeOf<CreatedFormationOrder>()
    expectTypeOf(create.error).toEqualTypeOf<PartnerApiError | null>()
    expectTypeOf(useCreateTaxRegistration().data?.orderGuid).toEqualTypeOf<string | undefined>()
    expectTypeOf<SubmissionRefusedError['reason']>().toEqualTypeOf<SubmissionRefusalReason>()
    expectTypeOf<SubmissionRefusalReason>().toEqualTypeOf<
      'in_flight' | 'outcome_unknown' | 'already_created'
    >()
  })

  it('updating a formation order resolves to the order, or null when only acknowledged', () => {
    const update = useUpdateFormationOrder()
    expectTypeOf(update.data).toEqualTypeOf<FormationOrder | null | undefined>()
    expectTypeOf(update.mutateAsync).returns.resolves.toEqualTypeOf<FormationOrder | null>()
    expectTypeOf(update.mutate).parameter(0).toMatchTypeOf<{ orderGuid: string }>()
  })

  it('bulk create exposes progress and positional results', () => {
    const bulk = useBulkCreateCompanies()
    expectTypeOf(bulk.progress).toEqualTypeOf<BulkProgress>()
    expectTypeOf(bulk.results).toEqualTypeOf<readonly (CreateCompanyResult | undefined)[]>()
    expectTypeOf(bulk.retryFailed).returns.resolves.toEqualTypeOf<
      readonly (CreateCompanyResult | undefined)[]
    >()
    expectTypeOf(bulk.retryFailed)
      .parameter(0)
      .toEqualTypeOf<readonly CompanyInput[] | RetryFailedOptions | undefined>()
    expectTypeOf<RetryFailedOptions['includeUnknown']>().toEqualTypeOf<boolean | undefined>()
    expectTypeOf(bulk.progress.chunks[0]!.status).toEqualTypeOf<BulkChunkStatus>()
    expectTypeOf<BulkChunkStatus>().toEqualTypeOf<'queued' | 'sending' | 'done' | 'failed' | 'unknown'>()
  })

  it('writeback has an unverifiable state; companyScope is an invalidateQueries predicate', () => {
    expectTypeOf<WritebackState>().toEqualTypeOf<
      'idle' | 'pending' | 'confirmed' | 'timed_out' | 'unverifiable'
    >()
    void queryClient.invalidateQueries({ predicate: filingKeys.compliance.companyScope('P1', 'a0E') })
    expectTypeOf(filingKeys.compliance.companyScope('P1', 'a0E')).returns.toEqualTypeOf<boolean>()
  })

  it('events are a discriminated union', () => {
    const handle = (event: FilingKitEvent) => {
      if (event.type === 'formation.order.created')
        expectTypeOf(event).toEqualTypeOf<{
          type: 'formation.order.created'
          orderGuid: string
          pcid: string
        }>()
      if (event.type === 'subscription.cancelled') expectTypeOf(event.status).toEqualTypeOf<string>()
    }
    expectTypeOf(handle).toBeFunction()
  })
})
