'use client'
import { useId, useRef, useState, type FormEvent } from 'react'
import {
  contentMatchesName,
  useCancelSubscription,
  type CancelSubscriptionResult,
  type CancelSubscriptionVariables,
} from '../../hooks'
import { ErrorView, Root, withBase } from '../base/Base'
import { BaseView } from '../base/BaseView'
import { serviceSays, type ErrorRule } from '../base/errors'
import { FileDrop } from '../base/FileDrop'
import { useComponents } from '../base/useComponents'
import { useFocusFirstError } from '../base/useFocusFirstError'
import { useText } from '../base/useText'
import { planMessages } from '../messages/en/plans'
import { subscriptionMessages, type SubscriptionMessageId } from '../messages/en/subscriptions'
import { isRegisteredAgent, planStatus, serviceName } from './plan'
import { usePlanAction } from './usePlanAction'

/** PDF and the usual image types: what a replacement agent's appointment arrives as. */
export const DEFAULT_PROOF_ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg'

/** Props of `CancelSubscriptionDialog`. */
export interface CancelSubscriptionDialogProps {
  subscriptionId: string
  /** The dialog element's id, for the `aria-controls` of the button that opens it. */
  id?: string
  open: boolean
  onOpenChange: (open: boolean) => void
  /** After the service accepted: `status` is `Cancelled`, or `Ready for Review` for Registered Agent (CMP-15). */
  onCancelled?: ((result: CancelSubscriptionResult) => void) | undefined
  /** File types the Registered Agent proof may be (the `accept` attribute). Default PDF, PNG, JPEG. */
  accept?: string
  /** Largest proof file, in bytes. Default 10 MB. */
  maxBytes?: number
  className?: string
}

// CMP-16's refusals (400, `data: null`) in plain words; the first message is misspelled by the service.
// The calls are marked pure so a page without this dialog drops the rules (and their strings).
const RULES: readonly ErrorRule<SubscriptionMessageId>[] = [
  { when: /* @__PURE__ */ serviceSays(/already cancelled/i), message: 'cancel.alreadyCancelled' },
  { when: /* @__PURE__ */ serviceSays(/already under review|under review/i), message: 'cancel.inReview' },
  {
    when: (error) =>
      error.kind === 'not_found' || serviceSays(/subscripion plan is required|no matching record/i)(error),
    message: 'cancel.notFound',
  },
  {
    when: /* @__PURE__ */ serviceSays(/requires title, extension and base64|extension must be|is not valid/i),
    message: 'cancel.proofRefused',
  },
]

/** "appointment_of-agent.pdf" → "Appointment of agent": the name without its extension, as words. */
const titleFromFileName = (name: string) => {
  const words = name
    .replace(/\.[^.]+$/, '')
    .replace(/[_-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function ProofForm({
  accept,
  maxBytes,
  pending,
  serviceError,
  onSubmit,
  onCancel,
}: {
  accept: string
  maxBytes: number | undefined
  pending: boolean
  serviceError: unknown
  onSubmit: (proof: NonNullable<CancelSubscriptionVariables['proof']>) => void
  onCancel: () => void
}) {
  const { TextInput, Button } = useComponents()
  const { t } = useText(subscriptionMessages, planMessages)
  const formId = useId()
  const idOf = (field: string) => `${formId}-${field}`
  const [file, setFile] = useState<File | null>(null)
  const [title, setTitle] = useState('')
  const titleEdited = useRef(false)
  const [errors, setErrors] = useState<{ file?: SubscriptionMessageId; title?: SubscriptionMessageId }>({})
  const [attempt, setAttempt] = useState(0)
  const shown = { file: errors.file && t(errors.file), title: errors.title && t(errors.title) }
  const formRef = useRef<HTMLFormElement>(null)
  useFocusFirstError(shown, ['file', 'title'], idOf, attempt, formRef)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found: typeof errors = {}
    if (!file) found.file = 'cancel.ra.fileRequired'
    if (!title.trim()) found.title = 'cancel.ra.titleRequired'
    setErrors(found)
    if (!file || !title.trim()) {
      setAttempt((count) => count + 1)
      return
    }
    onSubmit({ file, title: title.trim() })
  }

  return (
    <form ref={formRef} className="fk-form" noValidate onSubmit={submit}>
      {serviceError ? <ErrorView error={serviceError} rules={RULES} area={subscriptionMessages} /> : null}
      <FileDrop
        anchor={formRef}
        checkContent={contentMatchesName}
        id={idOf('file')}
        label={t('cancel.ra.file')}
        accept={accept}
        maxBytes={maxBytes}
        file={file}
        required
        disabled={pending}
        error={shown.file}
        onFile={(picked) => {
          setFile(picked)
          setErrors((current) => ({ ...current, file: undefined }))
          if (picked && !titleEdited.current) {
            setTitle(titleFromFileName(picked.name))
            setErrors((current) => ({ ...current, title: undefined }))
          }
        }}
      />
      <TextInput
        id={idOf('title')}
        label={t('cancel.ra.title')}
        value={title}
        required
        disabled={pending}
        error={shown.title}
        onChange={(value) => {
          titleEdited.current = true
          setTitle(value)
          setErrors((current) => ({ ...current, title: undefined }))
        }}
      />
      <div className="fk-actions fk-actions-end">
        <Button onClick={onCancel} disabled={pending}>
          {t('cancel.keep')}
        </Button>
        <Button type="submit" variant="danger" busy={pending}>
          {pending ? t('cancel.ra.submitting') : t('cancel.ra.submit')}
        </Button>
      </div>
    </form>
  )
}

function ConfirmForm({
  pending,
  serviceError,
  onSubmit,
  onCancel,
}: {
  pending: boolean
  serviceError: unknown
  onSubmit: () => void
  onCancel: () => void
}) {
  const { Button } = useComponents()
  const { t } = useText(subscriptionMessages, planMessages)
  return (
    <form
      className="fk-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      {serviceError ? <ErrorView error={serviceError} rules={RULES} area={subscriptionMessages} /> : null}
      <div className="fk-actions fk-actions-end">
        <Button onClick={onCancel} disabled={pending}>
          {t('cancel.keep')}
        </Button>
        <Button type="submit" variant="danger" busy={pending}>
          {pending ? t('cancel.submitting') : t('cancel.submit')}
        </Button>
      </div>
    </form>
  )
}

function CancelSubscriptionDialogView({
  subscriptionId,
  id,
  open,
  onOpenChange,
  onCancelled,
  accept = DEFAULT_PROOF_ACCEPT,
  maxBytes,
  className,
}: CancelSubscriptionDialogProps) {
  const cancel = useCancelSubscription()
  const { plan, state, send: sendOnce } = usePlanAction(subscriptionId, open, cancel)
  const text = useText(subscriptionMessages, planMessages)
  const { t } = text
  const { Dialog, Alert, Button } = useComponents()

  const service = plan.data ? serviceName(plan.data.serviceCategory, text) : undefined

  const send = (proof?: CancelSubscriptionVariables['proof']) =>
    sendOnce(proof ? { subscriptionId, proof } : { subscriptionId }, (result) => onCancelled?.(result))

  const close = () => onOpenChange(false)
  // What cancelling means, as the dialog's description (read out with its name): ends at once, or goes to review.
  const company = plan.data?.entityName ?? t('common.notSet')
  const offersCancel =
    !cancel.isSuccess && plan.data !== undefined && (planStatus(plan.data) ?? 'Active') === 'Active'
  const description = !offersCancel
    ? undefined
    : isRegisteredAgent(plan.data!)
      ? t('cancel.ra.explain', { company })
      : t('cancel.confirm', { service: service ?? '', company })
  let body
  if (cancel.isSuccess) {
    const inReview = cancel.data.status === 'Ready for Review'
    body = (
      <div className="fk-form">
        <Alert tone="success">
          {inReview ? t('cancel.ra.submitted') : t('cancel.submitted', { service: service ?? '' })}
        </Alert>
        <div className="fk-actions fk-actions-end">
          <Button variant="primary" onClick={close}>
            {t('common.done')}
          </Button>
        </div>
      </div>
    )
  } else {
    body = (
      <BaseView read={plan} loading={t('cancel.loading')} rules={RULES} area={subscriptionMessages}>
        {(data) => {
          const status = planStatus(data)
          return status === 'Cancelled' || status === 'Ready for Review' ? (
            <div className="fk-form">
              <Alert tone="info">
                {t(status === 'Cancelled' ? 'cancel.alreadyCancelled' : 'cancel.inReview')}
              </Alert>
              <div className="fk-actions fk-actions-end">
                <Button onClick={close}>{t('common.close')}</Button>
              </div>
            </div>
          ) : isRegisteredAgent(data) ? (
            <ProofForm
              accept={accept}
              maxBytes={maxBytes}
              pending={cancel.isPending}
              serviceError={cancel.error}
              onSubmit={send}
              onCancel={close}
            />
          ) : (
            <ConfirmForm
              pending={cancel.isPending}
              serviceError={cancel.error}
              onSubmit={() => send()}
              onCancel={close}
            />
          )
        }}
      </BaseView>
    )
  }

  return (
    <Root name="CancelSubscriptionDialog" state={state} className={className}>
      <Dialog
        id={id}
        open={open}
        title={service ? t('cancel.title', { service }) : t('cancel.titleGeneric')}
        description={description}
        onClose={close}
        dismissible={!cancel.isPending}
        closeLabel={t('common.close')}
      >
        {open ? body : null}
      </Dialog>
    </Root>
  )
}

/**
 * Cancels a plan (CMP-15): a confirmation for most categories (the plan ends at once); for Registered
 * Agent, the replacement agent's proof as a checked file, sent for review. Refusals (CMP-16) in plain words.
 * @example <CancelSubscriptionDialog subscriptionId={id} open={open} onOpenChange={setOpen} />
 */
export const CancelSubscriptionDialog = /* @__PURE__ */ withBase(
  'CancelSubscriptionDialog',
  CancelSubscriptionDialogView,
)
