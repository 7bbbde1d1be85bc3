'use client'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import {
  isCalendarDate,
  useRenewSubscription,
  type RenewSubscriptionVariables,
  type Subscription,
} from '../../hooks'
import { ErrorView, Root, withBase } from '../base/Base'
import { BaseView } from '../base/BaseView'
import { serviceSays, type ErrorRule } from '../base/errors'
import { fieldErrorsOf } from '../base/fieldErrorsOf'
import { useComponents } from '../base/useComponents'
import { useFocusFirstError } from '../base/useFocusFirstError'
import { useText } from '../base/useText'
import { planMessages } from '../messages/en/plans'
import type { CommonMessageId } from '../messages/en/common'
import { subscriptionMessages, type SubscriptionMessageId } from '../messages/en/subscriptions'
import { addCalendarDays, todayCalendarDate } from '../compliance/dueDates'
import { serviceName } from './plan'
import { usePlanAction } from './usePlanAction'

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
  pending,
  serviceError,
  onSubmit,
  onCancel,
}: {
  plan: Subscription
  pending: boolean
  serviceError: unknown
  onSubmit: (values: Values) => void
  onCancel: () => void
}) {
  const { RadioGroup, DateInput, Button } = useComponents()
  const text = useText(subscriptionMessages, planMessages)
  const { t } = text
  const formId = useId()
  const idOf = (field: string) => `${formId}-${field}`
  const [values, setValues] = useState(() => initialValues(plan, todayCalendarDate()))
  const [localErrors, setLocalErrors] = useState<
    Partial<Record<Field, SubscriptionMessageId | CommonMessageId>>
  >({})
  const [attempt, setAttempt] = useState(0)
  const serverFieldErrors = fieldErrorsOf(serviceError)
  const errors: Partial<Record<Field, string>> = {}
  for (const field of FIELDS) {
    const local = localErrors[field]
    errors[field] = local ? t(local) : serverFieldErrors[field]
  }
  const formRef = useRef<HTMLFormElement>(null)
  useFocusFirstError(errors, FIELDS, idOf, attempt, formRef)
  // A refusal from the service with field errors: focus the first of them too.
  const lastError = useRef<unknown>(null)
  useEffect(() => {
    if (
      serviceError &&
      serviceError !== lastError.current &&
      Object.keys(fieldErrorsOf(serviceError)).length > 0
    )
      setAttempt((count) => count + 1)
    lastError.current = serviceError
  }, [serviceError])

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setLocalErrors((current) => ({ ...current, [field]: undefined }))
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = check(values)
    setLocalErrors(found)
    if (Object.keys(found).length > 0) {
      setAttempt((count) => count + 1)
      return
    }
    onSubmit(values)
  }

  const auto = values.renewalType === 'Auto Renewal'
  return (
    <form ref={formRef} className="fk-form" noValidate onSubmit={submit}>
      {serviceError ? <ErrorView error={serviceError} rules={RULES} area={subscriptionMessages} /> : null}
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
      <div className="fk-actions fk-actions-end">
        <Button onClick={onCancel} disabled={pending}>
          {t('renew.keep')}
        </Button>
        <Button type="submit" variant="primary" busy={pending}>
          {pending ? t('renew.submitting') : t('renew.submit')}
        </Button>
      </div>
    </form>
  )
}

function RenewSubscriptionDialogView({
  subscriptionId,
  id,
  open,
  onOpenChange,
  onRenewed,
  className,
}: RenewSubscriptionDialogProps) {
  const renew = useRenewSubscription()
  const { plan, state, send: sendOnce } = usePlanAction(subscriptionId, open, renew)
  const text = useText(subscriptionMessages, planMessages)
  const { t } = text
  const { Dialog, Alert, Button } = useComponents()

  const service = plan.data ? serviceName(plan.data.serviceCategory, text) : undefined

  const send = (values: Values) => {
    const variables: RenewSubscriptionVariables = {
      subscriptionId,
      renewalType: values.renewalType,
      autoRenew: values.renewalType === 'Auto Renewal',
      ...(values.startDate ? { startDate: values.startDate } : {}),
      ...(values.endDate ? { endDate: values.endDate } : {}),
      ...(values.renewalType === 'Auto Renewal' && values.renewalDate
        ? { renewalDate: values.renewalDate }
        : {}),
    }
    sendOnce(variables, () => onRenewed?.(subscriptionId))
  }

  const close = () => onOpenChange(false)
  let body
  if (renew.isSuccess) {
    body = (
      <div className="fk-form">
        <Alert tone="success">{t('renew.submitted', { service: service ?? '' })}</Alert>
        <div className="fk-actions fk-actions-end">
          <Button variant="primary" onClick={close}>
            {t('common.done')}
          </Button>
        </div>
      </div>
    )
  } else {
    body = (
      <BaseView read={plan} loading={t('renew.loading')} rules={RULES} area={subscriptionMessages}>
        {(data) => (
          <RenewForm
            plan={data}
            pending={renew.isPending}
            serviceError={renew.error}
            onSubmit={send}
            onCancel={close}
          />
        )}
      </BaseView>
    )
  }

  return (
    <Root name="RenewSubscriptionDialog" state={state} className={className}>
      <Dialog
        id={id}
        open={open}
        title={service ? t('renew.title', { service }) : t('renew.titleGeneric')}
        description={
          plan.data && service
            ? t('renew.description', { service, company: plan.data.entityName ?? t('common.notSet') })
            : undefined
        }
        onClose={close}
        dismissible={!renew.isPending}
        closeLabel={t('common.close')}
      >
        {open ? body : null}
      </Dialog>
    </Root>
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
