'use client'
import { useId, useRef, useState } from 'react'
import {
  useAlerts,
  useRenewSubscription,
  type RenewSubscriptionVariables,
  type Subscription,
} from '../../hooks'
import { isCalendarDate } from '../../hooks/coreHelpers'
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
  /**
   * Today as `YYYY-MM-DD`, from which a plan whose term has ended is proposed its next one; the
   * viewer's own day by default (SubscriptionList passes its own `today`).
   */
  today?: string | undefined
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

const sameValues = (a: Values, b: Values) => FIELDS.every((field) => a[field] === b[field])

/**
 * The checks made before sending: something changed (issue 31: saving nothing said "renewed"), real
 * dates, the end after the start, the next auto-renewal within the term.
 */
function check(
  values: Values,
  initial: Values,
): Partial<Record<Field, SubscriptionMessageId | CommonMessageId>> {
  const errors: Partial<Record<Field, SubscriptionMessageId | CommonMessageId>> = {}
  if (sameValues(values, initial)) return { renewalType: 'renew.nothingChanged' }
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
  const renewal = values.renewalType === 'Auto Renewal' ? values.renewalDate : ''
  if (
    !errors.renewalDate &&
    renewal &&
    ((values.startDate && isCalendarDate(values.startDate) && renewal < values.startDate) ||
      (values.endDate && isCalendarDate(values.endDate) && renewal > values.endDate))
  ) {
    errors.renewalDate = 'renew.renewalDateOutsideTerm'
  }
  return errors
}

/**
 * The plan's renewal price where the data has one: the product its open renewal alert offers for the
 * plan's service ("Registered Agent Service - 1 Year", $149). The plan itself carries no price (spec 2.7).
 */
function useRenewalPrice(plan: Subscription): number | undefined {
  const category = (plan.serviceCategory ?? '').replace(/\s+/g, '')
  const alerts = useAlerts(plan.entityId ? { companyId: plan.entityId } : {}, {
    enabled: Boolean(plan.entityId),
  })
  for (const alert of alerts.data ?? []) {
    if ((alert.serviceCategory ?? '').replace(/\s+/g, '') !== category || !category) continue
    const product = alert.opportunityProducts.find((candidate) => candidate.productFamily === 'Subscription')
    const price = product?.totalPrice ?? (product?.unitPrice ?? 0) * (product?.quantity ?? 1)
    if (product && price > 0) return price
  }
  return undefined
}

function RenewForm({
  plan,
  today,
  form,
  onSubmit,
}: {
  plan: Subscription
  today: string | undefined
  form: PlanFormShell
  onSubmit: (values: Values, initial: Values) => void
}) {
  const { pending, serviceError } = form
  const { RadioGroup, DateInput } = useComponents()
  const text = useText(subscriptionMessages, planMessages)
  const { t, date, money } = text
  const formId = useId()
  const idOf = (field: string) => `${formId}-${field}`
  const [initial] = useState(() => initialValues(plan, today ?? todayCalendarDate()))
  const [values, setValues] = useState(initial)
  const price = useRenewalPrice(plan)
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
    if (!show(check(values, initial))) onSubmit(values, initial)
  }

  const auto = values.renewalType === 'Auto Renewal'
  // What saving does, in words, with the price where the data has one.
  const renewsOn = auto && isCalendarDate(values.renewalDate) ? values.renewalDate : ''
  const effect = renewsOn
    ? price !== undefined
      ? t('renew.effect.autoPriced', { date: date(renewsOn), price: money(price) })
      : t('renew.effect.auto', { date: date(renewsOn) })
    : isCalendarDate(values.endDate)
      ? t('renew.effect.manual', { date: date(values.endDate) })
      : ''
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
      {effect ? (
        <p className="fk-renew-effect" aria-live="polite">
          {effect}
        </p>
      ) : null}
    </PlanForm>
  )
}

function RenewSubscriptionDialogView({ onRenewed, today, ...shell }: RenewSubscriptionDialogProps) {
  const { subscriptionId } = shell
  const renew = useRenewSubscription()
  const { t } = useText(subscriptionMessages, planMessages)

  // Only what changed is sent (issue 31); the renewal type with its `autoRenew` (CMP-17).
  const variablesOf = (values: Values, initial: Values): RenewSubscriptionVariables => {
    const auto = values.renewalType === 'Auto Renewal'
    const changed = (field: Field) => values[field] !== initial[field] && values[field] !== ''
    return {
      subscriptionId,
      ...(values.renewalType !== initial.renewalType
        ? { renewalType: values.renewalType, autoRenew: auto }
        : {}),
      ...(changed('startDate') ? { startDate: values.startDate } : {}),
      ...(changed('endDate') ? { endDate: values.endDate } : {}),
      ...(auto && (changed('renewalDate') || values.renewalType !== initial.renewalType) && values.renewalDate
        ? { renewalDate: values.renewalDate }
        : {}),
    }
  }

  return (
    <PlanDialog
      {...shell}
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
          today={today}
          form={form}
          onSubmit={(values, initial) =>
            send(variablesOf(values, initial), () => onRenewed?.(subscriptionId))
          }
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
