import type {
  CancelProof,
  CompanyInput,
  ListAlertsQuery,
  ListSubscriptionsQuery,
  SubmitAlertFormsInput,
} from '../schemas/compliance'
import type { CreateCompanyResult } from '../schemas/complianceAnswers'
import type {
  CreateFormationOrderInput,
  DownloadDocumentQuery,
  UpdateFormationOrderInput,
} from '../schemas/formation'
import type { FormationOrder } from '../schemas/formationAnswers'
import type { CreateTaxRegistrationInput } from '../schemas/taxRegistration'
import type { TaxRegistrationOrder } from '../schemas/taxRegistrationAnswers'
import { stateName } from '../schemas/usStates'
import { blobToBase64, fileExtension } from './base64'
import { batchTimeoutMs } from '../api/batchTimeout'
import { checkBulkResults } from './checkBulkResults'
import { readCancelProof, type CancelProofFile } from './readCancelProof'
import { createTransport, type CallOptions } from './createTransport'
import type { PartnerClientOptions } from './PartnerClientOptions'
import type {
  BulkCreateOptions,
  ComplianceApi,
  FormationApi,
  PackagesParams,
  PartnerClient,
  RenewSubscriptionRequest,
  TaxRegistrationApi,
  UploadDocumentFile,
} from './PartnerClient'
import { generatePcid } from './generatePcid'
import { loadBulkCreateRun } from './loadBulkCreateRun'
import { PartnerApiError } from './PartnerApiError'

/**
 * The typed client of the Partner API, talking to the partner's proxy. Every method resolves to the
 * unwrapped payload or rejects with a `PartnerApiError`; every input is validated before sending.
 */
export function createPartnerClient(options: PartnerClientOptions): PartnerClient {
  if (!options.partnerId)
    throw new TypeError('createPartnerClient: partnerId is required (your Compliance account PID)')
  const call = createTransport(options)
  const timeoutMs = options.timeoutMs ?? 30_000

  const compliance: ComplianceApi = {
    listCompanies: (opts?: CallOptions) => call('compliance.listCompanies', { ...opts }),
    getCompany: (companyId: string, opts?: CallOptions) =>
      call('compliance.getCompany', { ...opts, params: { companyId } }),
    createCompany: (input: CompanyInput, opts?: CallOptions) =>
      call('compliance.createCompany', { ...opts, body: input }),
    /**
     * Registers companies; results are positional. Up to `splitAbove` (500) records go in one
     * all-or-nothing request; more are sent in chunks of `chunkSize` (200), one after another (CMP-5),
     * stopping at the first chunk that fails.
     */
    bulkCreateCompanies: async (
      inputs: readonly CompanyInput[],
      opts: CallOptions & BulkCreateOptions = {},
    ) => {
      const { chunkSize, splitAbove = 500, onProgress, ...callOptions } = opts
      if (inputs.length > splitAbove) {
        // Loaded when needed: most pages never send more than one chunk. Nothing is sent before it.
        const createBulkCreateRun = await loadBulkCreateRun()
        const run = createBulkCreateRun({ compliance }, inputs, {
          ...callOptions,
          chunkSize,
          concurrency: 1,
          stopOnFailure: true,
        })
        if (onProgress) run.subscribe(({ progress }) => onProgress(progress))
        return (await run.start()) as CreateCompanyResult[]
      }
      const results = await call('compliance.bulkCreateCompanies', {
        ...callOptions,
        body: [...inputs],
        timeoutMs: batchTimeoutMs(callOptions.timeoutMs ?? timeoutMs, inputs.length),
      })
      return [...checkBulkResults(inputs.length, results)]
    },
    listAlerts: (query: ListAlertsQuery = {}, opts?: CallOptions) =>
      call('compliance.listAlerts', { ...opts, query }),
    getAlert: (alertId: string, opts?: CallOptions) =>
      call('compliance.getAlert', { ...opts, params: { alertId } }),
    submitAlertForms: (alertId: string, input: SubmitAlertFormsInput, opts?: CallOptions) =>
      call('compliance.submitAlertForms', { ...opts, params: { alertId }, body: input }),
    listSubscriptions: (query: ListSubscriptionsQuery = {}, opts?: CallOptions) =>
      call('compliance.listSubscriptions', { ...opts, query }),
    getSubscription: (subscriptionId: string, opts?: CallOptions) =>
      call('compliance.getSubscription', { ...opts, params: { subscriptionId } }),
    /** Updates renewal fields; the body's `id` is the path's (CMP-14). */
    renewSubscription: (subscriptionId: string, input: RenewSubscriptionRequest, opts?: CallOptions) => {
      if (input.id !== undefined && input.id !== subscriptionId) {
        return Promise.reject(
          new PartnerApiError({
            kind: 'validation',
            operation: 'compliance.renewSubscription',
            message: 'id: the body id must equal the subscription being renewed',
            fieldErrors: { id: 'The body id must equal the subscription being renewed' },
          }),
        )
      }
      return call('compliance.renewSubscription', {
        ...opts,
        params: { subscriptionId },
        body: { ...input, id: subscriptionId },
      })
    },
    /** Cancels a plan: Registered Agent needs the replacement proof; every other category sends `{}` (CMP-15). */
    cancelSubscription: async (
      subscriptionId: string,
      proof?: CancelProof | CancelProofFile,
      opts?: CallOptions,
    ) =>
      call('compliance.cancelSubscription', {
        ...opts,
        params: { subscriptionId },
        body: proof ? await readCancelProof(proof) : {},
      }),
  }

  const formation: FormationApi = {
    getPackages: (params: PackagesParams, opts?: CallOptions) =>
      call('formation.getPackages', {
        ...opts,
        query: { ...params, state: stateName(params.state) ?? params.state },
      }),
    /** Creates an order with a fresh `pcid` unless one is given (BF-3); resolves to the echoed order with its orderGuid. */
    createOrder: async (partnerOrder: CreateFormationOrderInput, opts?: CallOptions) => {
      const body = { partnerOrder: { ...partnerOrder, pcid: partnerOrder.pcid ?? generatePcid() } }
      return (await call('formation.createOrder', { ...opts, body })).partnerOrder
    },
    getOrder: async (orderGuid: string, opts?: CallOptions): Promise<FormationOrder> => {
      const { partnerOrder } = await call('formation.getOrder', { ...opts, params: { orderGuid } })
      // get-order may read orderGuid null: keep the id we asked for (facts).
      return { ...partnerOrder, orderGuid: partnerOrder.orderGuid ?? orderGuid }
    },
    getOrderSummary: (orderGuid: string, opts?: CallOptions) =>
      call('formation.getOrderSummary', { ...opts, params: { orderGuid } }),
    /** Answers a request for information (BF-7); the proxy adds `apiUserPid`. */
    updateOrder: async (orderGuid: string, input: UpdateFormationOrderInput, opts?: CallOptions) => {
      const answer = await call('formation.updateOrder', { ...opts, params: { orderGuid }, body: input })
      // The answer is stored by now: a check that fails to load reads it as a bare acknowledgement
      // rather than failing a write that went through.
      return import('./readEchoedOrder').then(
        ({ readEchoedOrder }) => readEchoedOrder(answer, orderGuid),
        () => null,
      )
    },
    /** Cancels an order, irreversibly. */
    cancelOrder: async (orderGuid: string, opts?: CallOptions) => {
      await call('formation.cancelOrder', { ...opts, params: { orderGuid } })
      return true as const
    },
    uploadDocument: async (orderGuid: string, file: UploadDocumentFile, opts?: CallOptions) => {
      const body =
        'file' in file
          ? {
              orderGuid,
              fileName: file.fileName ?? (file.file as File).name ?? 'document',
              extension: fileExtension(file.fileName ?? (file.file as File).name ?? ''),
              contentType: file.file.type || 'application/octet-stream',
              documentType: file.documentType,
              base64: await blobToBase64(file.file),
            }
          : { ...file, orderGuid }
      await call('formation.uploadDocument', { ...opts, body })
      return true as const
    },
    /** Resolves to the document as a Blob (a PDF). */
    downloadDocument: (
      orderGuid: string,
      params: Omit<DownloadDocumentQuery, 'orderGuid'> = {},
      opts?: CallOptions,
    ) => call('formation.downloadDocument', { ...opts, query: { ...params, orderGuid } }) as Promise<Blob>,
  }

  const taxRegistration: TaxRegistrationApi = {
    /** Creates a registration with a fresh `pcid` unless one is given; resolves to the echo with its orderGuid (TAX-1). */
    createOrder: async (partnerOrder: CreateTaxRegistrationInput, opts?: CallOptions) => {
      const body = { partnerOrder: { ...partnerOrder, pcid: partnerOrder.pcid ?? generatePcid() } }
      return (await call('taxRegistration.createOrder', { ...opts, body })).partnerOrder
    },
    /** The status summary only (TAX-2); an unknown id rejects with kind `not_found` (TAX-8). */
    getOrder: async (orderGuid: string, opts?: CallOptions): Promise<TaxRegistrationOrder> => {
      const { partnerOrder } = await call('taxRegistration.getOrder', { ...opts, params: { orderGuid } })
      return { ...partnerOrder, orderGuid: partnerOrder.orderGuid ?? orderGuid }
    },
  }

  return {
    /** The Compliance account PID this client was made for (hooks key their caches by it). */
    partnerId: options.partnerId,
    compliance,
    formation,
    taxRegistration,
    /** Calls any operation of the route table by name: for routes without a method of their own. */
    call,
  }
}
