'use client'
import { useId, useRef, useState } from 'react'
import {
  isCalendarDate,
  useRenewSubscription,
  type RenewSubscriptionVariables,
  type Subscription,
} from '../../hooks'
import { withBase } from '../base/Base'
import { serviceSays, type ErrorRule } from '../base/errors'
import { useComponents } from '../base/useComponents'
import { useFieldErrors } from '../base/useFieldErrors'
import { useText } from '../base/useText'
import { planMessages } from '../messages/en/plans'
import type { CommonMessageId } from '../messages/en/common'
import { subscriptionMessages, type SubscriptionMessageId } from '../messages/en/subscriptions'
import { addCalendarDays, todayCalendarDate } from '../compliance/dueDates'
import { PlanDialog, PlanForm, type PlanFormShell } from './PlanDialog'

/** Props of `RenewSubscriptionDialog`. */
export interface RenewSubscriptionDialogProps {
  subscriptionId: string
  /** The dialog element's id, for the `aria-controls` of the button that opens it. */
  id?: string
  open: boolean
  onOpenChange: (open: boolean) => void
  /** After the service accepted the renewal (CMP-14), with the plan's id. */
  onRenewed?: ((subscriptionId: string) => void) | undefined
  className?: string
}

type RenewalType = 'Auto Renewal' | 'Manual'
const FIELDS = ['renewalType', 'startDate', 'endDate', 'renewalDate'] as const
type Field = (typeof FIELDS)[number]
interface Values {
  renewalType: RenewalType
  startDate: string
  endDate: string
  renewalDate: string
}

// CMP-14's refusals in plain words: an unknown plan is a 400 "no matching record", another partner's a 403.
// The call is marked pure so a page without this dialog drops the rules (and their strings).
const RULES: readonly ErrorRule<SubscriptionMessageId>[] = [
  {
    when: (error) => error.kind === 'not_found' || serviceSays(/no matching record/i)(error),
    message: 'renew.notFound',
  },
  { when: (error) => error.kind === 'forbidden', message: 'renew.forbidden' },
  { when: /* @__PURE__ */ serviceSays(/cancelled and cannot be renewed/i), message: 'renew.cancelled' },
]

const calendarOrEmpty = (value: string | null | undefined) => (value && isCalendarDate(value) ? value : '')

/**
 * The form's first values: a running term as it stands (the owner came to change how it renews); a
 * term that has ended is no use to send back, so then the next one: a year from today, renewing at its end.
 */
function initialValues(plan: Subscription, today: string): Values {
  const renewalType = plan.renewalType === 'Auto Renewal' ? 'Auto Renewal' : 'Manual'
  const endDate = calendarOrEmpty(plan.endDate)
  if (endDate === '' || endDate >= today) {
    return {
      renewalType,
      startDate: calendarOrEmpty(plan.startDate),
      endDate,
      renewalDate: calendarOrEmpty(plan.autoRenewDate ?? plan.endDate),
    }
  }
  const nextEnd = addCalendarDays(today, 365)
  return { renewalType, startDate: today, endDate: nextEnd, renewalDate: nextEnd }
}

/** The checks made before sending: real dates, the end after the start. */
function check(values: Values): Partial<Record<Field, SubscriptionMessageId | CommonMessageId>> {
  const errors: Partial<Record<Field, SubscriptionMessageId | CommonMessageId>> = {}
  for (const field of ['startDate', 'endDate', 'renewalDate'] as const) {
    if (field === 'renewalDate' && values.renewalType !== 'Auto Renewal') continue
    if (values[field] !== '' && !isCalendarDate(values[field])) errors[field] = 'field.dateInvalid'
  }
  if (
    !errors.startDate &&
    !errors.endDate &&
    values.startDate &&
    values.endDate &&
    values.endDate <= values.startDate
  ) {
    errors.endDate = 'renew.endBeforeStart'
  }
  return errors
}

function RenewForm({
  plan,
  form,
  onSubmit,
}: {
  plan: Subscription
  form: PlanFormShell
  onSubmit: (values: Values) => void
}) {
  const { pending, serviceError } = form
  const { RadioGroup, DateInput } = useComponents()
  const text = useText(subscriptionMessages, planMessages)
  const { t } = text
  const formId = useId()
  const idOf = (field: string) => `${formId}-${field}`
  const [values, setValues] = useState(() => initialValues(plan, todayCalendarDate()))
  const formRef = useRef<HTMLFormElement>(null)
  // The check's problems, else the service's refusal, on the fields.
  const { errors, show, edited } = useFieldErrors({
    order: FIELDS,
    idOf,
    anchor: formRef,
    refusal: serviceError,
    say: (id: SubscriptionMessageId | CommonMessageId) => t(id),
  })

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    edited(field)
  }

  const submit = () => {
    if (!show(check(values))) onSubmit(values)
  }

  const auto = values.renewalType === 'Auto Renewal'
  return (
    <PlanForm
      {...form}
      formRef={formRef}
      onSubmit={submit}
      submit={t('renew.submit')}
      submitting={t('renew.submitting')}
    >
      <RadioGroup
        id={idOf('renewalType')}
        label={t('renew.renewalType')}
        value={values.renewalType}
        onChange={(value) => set('renewalType')(value === 'Auto Renewal' ? 'Auto Renewal' : 'Manual')}
        options={[
          { value: 'Auto Renewal', label: t('renew.renewalType.auto') },
          { value: 'Manual', label: t('renew.renewalType.manual') },
        ]}
        error={errors.renewalType}
        disabled={pending}
      />
      <div className="fk-row">
        <DateInput
          id={idOf('startDate')}
          label={t('renew.startDate')}
          value={values.startDate}
          onChange={set('startDate')}
          error={errors.startDate}
          disabled={pending}
        />
        <DateInput
          id={idOf('endDate')}
          label={t('renew.endDate')}
          value={values.endDate}
          onChange={set('endDate')}
          min={values.startDate || undefined}
          error={errors.endDate}
          disabled={pending}
        />
      </div>
      {auto ? (
        <DateInput
          id={idOf('renewalDate')}
          label={t('renew.renewalDate')}
          hint={t('renew.renewalDateHint')}
          value={values.renewalDate}
          onChange={set('renewalDate')}
          error={errors.renewalDate}
          disabled={pending}
        />
      ) : null}
    </PlanForm>
  )
}

function RenewSubscriptionDialogView({ onRenewed, ...shell }: RenewSubscriptionDialogProps) {
  const { subscriptionId } = shell
  const renew = useRenewSubscription()
  const { t } = useText(subscriptionMessages, planMessages)

  const variablesOf = (values: Values): RenewSubscriptionVariables => ({
    subscriptionId,
    renewalType: values.renewalType,
    autoRenew: values.renewalType === 'Auto Renewal',
    ...(values.startDate ? { startDate: values.startDate } : {}),
    ...(values.endDate ? { endDate: values.endDate } : {}),
    ...(values.renewalType === 'Auto Renewal' && values.renewalDate
      ? { renewalDate: values.renewalDate }
      : {}),
  })

  return (
    <PlanDialog
      {...shell}
      name="RenewSubscriptionDialog"
      action={renew}
      rules={RULES}
      loading={t('renew.loading')}
      title={(service) => (service ? t('renew.title', { service }) : t('renew.titleGeneric'))}
      description={(plan, service) =>
        plan && service
          ? t('renew.description', { service, company: plan.entityName ?? t('common.notSet') })
          : undefined
      }
      succeeded={(_, service) => t('renew.submitted', { service })}
      keep={t('renew.keep')}
      variant="primary"
    >
      {(data, send, form) => (
        <RenewForm
          plan={data}
          form={form}
          onSubmit={(values) => send(variablesOf(values), () => onRenewed?.(subscriptionId))}
        />
      )}
    </PlanDialog>
  )
}

/**
 * Changes how and when a plan renews (CMP-14): renewal type, start, end and auto-renewal dates,
 * checked before sending; the body's `id` is the path's. Refusals in plain words.
 * @example <RenewSubscriptionDialog subscriptionId={id} open={open} onOpenChange={setOpen} />
 */
export const RenewSubscriptionDialog = /* @__PURE__ */ withBase(
  'RenewSubscriptionDialog',
  RenewSubscriptionDialogView,
)
