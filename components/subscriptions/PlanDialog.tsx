'use client'
import type { UseMutationResult } from '@tanstack/react-query'
import type { ReactNode, RefObject } from 'react'
import type { PartnerApiError, Subscription } from '../../hooks'
import { Root } from '../base/Base'
import { FormErrorView } from '../base/FormErrorView'
import { BaseView } from '../base/BaseView'
import { dialogPropsOf } from '../base/useDialogControl'
import type { ErrorRule } from '../base/errors'
import { useComponents } from '../base/useComponents'
import { useText } from '../base/useText'
import { planMessages } from '../messages/en/plans'
import { subscriptionMessages, type SubscriptionMessageId } from '../messages/en/subscriptions'
import { serviceName } from './plan'
import { usePlanAction } from './usePlanAction'

/** What the renew and cancel dialogs say and do; the shell (`PlanDialog`) does the rest. */
export interface PlanDialogProps<TData, TVariables> {
  subscriptionId: string
  id?: string | undefined
  open: boolean
  onOpenChange: (open: boolean) => void
  className?: string | undefined
  /** The write the dialog makes (CMP-14 or CMP-15). */
  action: UseMutationResult<TData, PartnerApiError, TVariables>
  /** The service's refusals in plain words, for the plan's read and the write. */
  rules: readonly ErrorRule<SubscriptionMessageId>[]
  loading: string
  /** The dialog's name, with the plan's service once it is read. */
  title: (service: string | undefined) => string
  /** What the dialog is about, read out with its name; `undefined` says nothing. */
  description: (plan: Subscription | undefined, service: string) => string | undefined
  /** What the owner is told once the service accepted. */
  succeeded: (data: TData, service: string) => ReactNode
  /** The Keep button's words (it closes the dialog, never sends) and how the send button looks. */
  keep: string
  variant: 'primary' | 'danger'
  /** The body for the plan read: `send` never sends twice; `form` goes to its `PlanForm`. */
  children: (
    plan: Subscription,
    send: (variables: TVariables, onSuccess: (data: TData) => void) => void,
    form: PlanFormShell,
  ) => ReactNode
}

/** What every form of one dialog shares: the write's refusal and state, Keep, the send button's look. */
export interface PlanFormShell {
  serviceError: unknown
  rules: readonly ErrorRule<SubscriptionMessageId>[]
  pending: boolean
  onCancel: () => void
  keep: string
  variant: 'primary' | 'danger'
}

/**
 * The shell the renew and cancel dialogs share: the plan read while open, the dialog named after its
 * service and kept open while sending, the service's refusals in plain words, and once the service
 * accepted, what it did and a Done button in place of the form.
 */
export function PlanDialog<TData, TVariables>({
  subscriptionId,
  id,
  open,
  onOpenChange,
  className,
  action,
  rules,
  loading,
  title,
  description,
  succeeded,
  keep,
  variant,
  children,
}: PlanDialogProps<TData, TVariables>) {
  const { plan, state, send } = usePlanAction(subscriptionId, open, action)
  const text = useText(subscriptionMessages, planMessages)
  const { Dialog } = useComponents()
  const service = plan.data ? serviceName(plan.data.serviceCategory, text) : undefined
  const close = () => onOpenChange(false)

  return (
    <Root state={state} className={className}>
      <Dialog
        {...dialogPropsOf({ id, open, onOpenChange })}
        title={title(service)}
        description={description(plan.data, service ?? '')}
        dismissible={!action.isPending}
        closeLabel={text.t('common.close')}
      >
        {!open ? null : action.isSuccess ? (
          <PlanNotice tone="success" onClose={close}>
            {succeeded(action.data, service ?? '')}
          </PlanNotice>
        ) : (
          <BaseView read={plan} loading={loading} rules={rules} area={subscriptionMessages}>
            {(data) =>
              children(data, send, {
                serviceError: action.error,
                rules,
                pending: action.isPending,
                onCancel: close,
                keep,
                variant,
              })
            }
          </BaseView>
        )}
      </Dialog>
    </Root>
  )
}

/** A message in place of the form, and the one button that closes the dialog (Done after a success). */
export function PlanNotice({
  tone,
  onClose,
  children,
}: {
  tone: 'success' | 'info'
  onClose: () => void
  children: ReactNode
}) {
  const { Alert, Button } = useComponents()
  const { t } = useText(subscriptionMessages, planMessages)
  const done = tone === 'success'
  return (
    <div className="fk-form">
      <Alert tone={tone}>{children}</Alert>
      <div className="fk-actions fk-actions-end">
        <Button variant={done ? 'primary' : 'secondary'} onClick={onClose}>
          {t(done ? 'common.done' : 'common.close')}
        </Button>
      </div>
    </div>
  )
}

/**
 * A dialog's form: the service's refusal above the fields, then Keep (closes, never sends) and the
 * send button, busy while sending.
 */
export function PlanForm({
  formRef,
  onSubmit,
  serviceError,
  rules,
  pending,
  onCancel,
  keep,
  submit,
  submitting,
  variant,
  children,
}: PlanFormShell & {
  formRef?: RefObject<HTMLFormElement | null>
  onSubmit: () => void
  submit: string
  submitting: string
  children?: ReactNode
}) {
  const { Button } = useComponents()
  return (
    <form
      ref={formRef}
      className="fk-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      {serviceError ? <FormErrorView error={serviceError} rules={rules} area={subscriptionMessages} /> : null}
      {children}
      <div className="fk-actions fk-actions-end">
        <Button onClick={onCancel} disabled={pending}>
          {keep}
        </Button>
        <Button type="submit" variant={variant} busy={pending}>
          {pending ? submitting : submit}
        </Button>
      </div>
    </form>
  )
}
