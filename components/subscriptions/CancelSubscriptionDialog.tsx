'use client'
import { useId, useRef, useState } from 'react'
import {
  useCancelSubscription,
  type CancelSubscriptionResult,
  type CancelSubscriptionVariables,
} from '../../hooks'
import { contentMatchesName } from '../../hooks/coreHelpers'
import { withBase } from '../base/Base'
import { serviceSays, type ErrorRule } from '../base/errors'
import { FileDrop } from '../base/FileDrop'
import { usePickedFile } from '../base/usePickedFile'
import { useComponents } from '../base/useComponents'
import { useFieldErrors } from '../base/useFieldErrors'
import { useText } from '../base/useText'
import { planMessages } from '../messages/en/plans'
import { subscriptionMessages, type SubscriptionMessageId } from '../messages/en/subscriptions'
import { isRegisteredAgent, planStatus } from './plan'
import { PlanDialog, PlanForm, PlanNotice, type PlanFormShell } from './PlanDialog'

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

const PROOF_FIELDS = ['file', 'title'] as const

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
  form,
  onSubmit,
}: {
  accept: string
  maxBytes: number | undefined
  form: PlanFormShell
  onSubmit: (proof: NonNullable<CancelSubscriptionVariables['proof']>) => void
}) {
  const { pending } = form
  const { TextInput } = useComponents()
  const { t } = useText(subscriptionMessages, planMessages)
  const formId = useId()
  const idOf = (field: string) => `${formId}-${field}`
  const [title, setTitle] = useState('')
  // What the title field holds when it is not the owner's own: the title proposed from the last file
  // picked, or '' (nothing yet, or emptied). Null once the owner typed a title: no later pick,
  // accepted or refused, replaces that.
  const suggested = useRef<string | null>('')
  const formRef = useRef<HTMLFormElement>(null)
  // The check's problems only: the service's refusal of the proof is said above the form (RULES).
  const { errors, show, edited } = useFieldErrors({
    order: PROOF_FIELDS,
    idOf,
    anchor: formRef,
    say: (id: SubscriptionMessageId) => t(id),
  })

  const picked = usePickedFile((file) => {
    edited('file')
    // A title proposed from the previous file goes with it: a refused file leaves none behind.
    const proposed = file ? titleFromFileName(file.name) : ''
    if (suggested.current === null) return
    suggested.current = proposed
    setTitle(proposed)
    if (proposed) edited('title')
  })

  const submit = async () => {
    const file = await picked.settled()
    // Closed while the file was being checked: the owner backed out, nothing is sent.
    if (!formRef.current?.isConnected) return
    // Unless the owner typed one, the title is the one proposed from the file (just accepted, perhaps,
    // and not yet in this render's `title`); an emptied field stays empty.
    const trimmed = (suggested.current ?? title).trim()
    const missing = show({
      ...(file ? {} : { file: 'cancel.ra.fileRequired' }),
      ...(trimmed ? {} : { title: 'cancel.ra.titleRequired' }),
    })
    if (file && !missing) onSubmit({ file, title: trimmed })
  }

  return (
    <PlanForm
      {...form}
      formRef={formRef}
      onSubmit={() => void submit()}
      submit={t('cancel.ra.submit')}
      submitting={t('cancel.ra.submitting')}
    >
      <FileDrop
        anchor={formRef}
        checkContent={contentMatchesName}
        id={idOf('file')}
        label={t('cancel.ra.file')}
        accept={accept}
        maxBytes={maxBytes}
        file={picked.file}
        required
        disabled={pending}
        error={errors.file}
        onFile={picked.onFile}
        onChecking={picked.onChecking}
      />
      <TextInput
        id={idOf('title')}
        label={t('cancel.ra.title')}
        value={title}
        required
        disabled={pending}
        error={errors.title}
        onChange={(value) => {
          // Emptied, the field takes the next file's name again.
          suggested.current = value.trim() === '' ? '' : null
          setTitle(value)
          edited('title')
        }}
      />
    </PlanForm>
  )
}

function CancelSubscriptionDialogView({
  onCancelled,
  accept = DEFAULT_PROOF_ACCEPT,
  maxBytes,
  ...shell
}: CancelSubscriptionDialogProps) {
  const { subscriptionId } = shell
  const cancel = useCancelSubscription()
  const { t } = useText(subscriptionMessages, planMessages)

  return (
    <PlanDialog
      {...shell}
      action={cancel}
      rules={RULES}
      loading={t('cancel.loading')}
      title={(service) => (service ? t('cancel.title', { service }) : t('cancel.titleGeneric'))}
      // What cancelling means, read out with the dialog's name: ends at once, or goes to review.
      description={(plan, service) => {
        if (cancel.isSuccess || !plan || (planStatus(plan) ?? 'Active') !== 'Active') return undefined
        const company = plan.entityName ?? t('common.notSet')
        return isRegisteredAgent(plan)
          ? t('cancel.ra.explain', { company })
          : t('cancel.confirm', { service, company })
      }}
      succeeded={(result, service) =>
        result.status === 'Ready for Review' ? t('cancel.ra.submitted') : t('cancel.submitted', { service })
      }
      keep={t('cancel.keep')}
      variant="danger"
    >
      {(data, sendOnce, form) => {
        const send = (proof?: CancelSubscriptionVariables['proof']) =>
          sendOnce(proof ? { subscriptionId, proof } : { subscriptionId }, (result) => onCancelled?.(result))
        const status = planStatus(data)
        return status === 'Cancelled' || status === 'Ready for Review' ? (
          <PlanNotice tone="info" onClose={form.onCancel}>
            {t(status === 'Cancelled' ? 'cancel.alreadyCancelled' : 'cancel.inReview')}
          </PlanNotice>
        ) : isRegisteredAgent(data) ? (
          <ProofForm accept={accept} maxBytes={maxBytes} form={form} onSubmit={send} />
        ) : (
          <PlanForm
            {...form}
            onSubmit={() => send()}
            submit={t('cancel.submit')}
            submitting={t('cancel.submitting')}
          />
        )
      }}
    </PlanDialog>
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
