'use client'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { FormationOrder, useUpdateFormationOrder } from '../../hooks'
import { isUsPhone } from '../../hooks/coreHelpers'
import { useChecks } from '../base/useChecks'
import { ChecksFailedAlert } from '../base/ChecksFailedAlert'
import { FormErrorView } from '../base/FormErrorView'
import { useComponents } from '../base/useComponents'
import { useBaseSubmit } from '../base/useBaseSubmit'
import { useText } from '../base/useText'
import { formationMessages } from '../messages/en/formation'
import { formationTrackerMessages } from '../messages/en/formationTracker'
import { loadRfiContactChecks } from './loadRfiContactChecks'
import type { contactFieldsRefused } from './rfiContactChecks'
import { formationFieldLabel, fieldProblemText, formationFieldMessage } from './words'

const CONTACT_FIELDS = ['contactFirstName', 'contactLastName', 'contactEmail', 'contactPhone'] as const
type ContactField = (typeof CONTACT_FIELDS)[number]
const FIELDS = [...CONTACT_FIELDS, 'companyBusinessDescription', 'fullName'] as const
type Field = (typeof FIELDS)[number]

const text = (record: FormationOrder['contact'], key: string) => {
  const value = record?.[key]
  return typeof value === 'string' ? value : ''
}

/**
 * The answer to a request for information (BF-7): the contact details to confirm or correct, and for
 * `Data Needed RFI` the business description, or for `Signature Needed RFI` an e-signature: the owner
 * types their full name under the statement, and the name, the statement and the time are sent as
 * `signature` (kept in the mutation's `variables` for the record). Sent with
 * update-order once the phone is a US number with its area code (as the order form checks it); the
 * service's 4xx lands on the field it names, headed as a refusal of answers, not as a failure.
 */
export function OrderRfiForm({
  order,
  orderGuid,
  update,
  orderLabelledBy,
}: {
  order: FormationOrder
  orderGuid: string
  /** The tracker's own mutation: it outlives this form, which goes away as soon as the order moves on. */
  update: ReturnType<typeof useUpdateFormationOrder>
  /**
   * The ids of what names the order (the tracker's heading): with two orders waiting for an answer on
   * one page, each form is a landmark named after its own order (axe `landmark-unique`).
   */
  orderLabelledBy?: string
}) {
  const { TextInput, Textarea, Button } = useComponents()
  const words = useText(formationMessages, formationTrackerMessages)
  const { t } = words
  const formId = useId()
  const idOf = (field: string) => `${formId}-${field}`
  const signature = order.orderStatus === 'Signature Needed RFI'
  const [values, setValues] = useState(() => ({
    contactFirstName: text(order.contact, 'contactFirstName'),
    contactLastName: text(order.contact, 'contactLastName'),
    contactEmail: text(order.contact, 'contactEmail'),
    contactPhone: text(order.contact, 'contactPhone'),
    companyBusinessDescription: text(order.companyInfo, 'companyBusinessDescription'),
    fullName: '',
  }))
  // The contact's check (zod and its schema) is a chunk of its own, loaded as the form opens.
  const checks = useChecks(loadRfiContactChecks)
  const [waiting, setWaiting] = useState(false)

  const formRef = useRef<HTMLFormElement>(null)
  // The check's problems over the service's refusal, on the field it names (`contact.contactEmail` →
  // contactEmail); a refused answer the owner changes is no longer in error. Answers the service named
  // that are not on this form: its own words are all there is to say (`unplaced`).
  const {
    submit: sendOnce,
    errors: shown,
    show,
    edited,
    unplaced,
  } = useBaseSubmit(update, {
    order: FIELDS,
    idOf,
    anchor: formRef,
    fieldOf: (path) =>
      FIELDS.find((candidate) => path.split('.').pop()?.toLowerCase() === candidate.toLowerCase()),
    sayRefused: (message, field, path) => formationFieldMessage(path, message, words, values[field]),
    editClearsRefusal: true,
  })

  const set = (field: Field, value: string | boolean) => {
    setValues((current) => ({ ...current, [field]: value }))
    edited(field)
  }

  const submitChecked = (refusedFields: typeof contactFieldsRefused) => {
    const contact = Object.fromEntries(
      CONTACT_FIELDS.map((field) => [field, values[field].trim()]).filter(([, value]) => value !== ''),
    )
    const found: Partial<Record<Field, string>> = {}
    for (const field of refusedFields(contact) as ContactField[])
      found[field] ??= fieldProblemText(field, contact[field] ? 'invalid' : 'required', words)
    // The schema lets a 7-digit number through; the service cannot call back without the area code.
    if (contact.contactPhone && !found.contactPhone && !isUsPhone(contact.contactPhone))
      found.contactPhone = t('formationForm.invalidPhone')
    if (!signature && !values.companyBusinessDescription.trim())
      found.companyBusinessDescription = t('field.required')
    // A signature is a name typed, not a box ticked: two letters at least, what a name has.
    if (signature && (values.fullName.trim().match(/\p{L}/gu)?.length ?? 0) < 2)
      found.fullName = t('formationTracker.rfi.signRequired')
    if (show(found)) return
    sendOnce({
      orderGuid,
      contact,
      ...(signature
        ? {
            signature: {
              fullName: values.fullName.trim().replace(/\s+/g, ' '),
              signedAt: new Date().toISOString(),
              // What was signed, in the words and the language the owner read.
              statement: t('formationTracker.rfi.sign'),
            },
          }
        : { companyInfo: { companyBusinessDescription: values.companyBusinessDescription.trim() } }),
    })
  }
  // Nothing is sent unchecked: before the check's chunk is in, the press waits for it (the button busy);
  // when it fails to load, the form stays as it is and says so, with a retry (which loads it again).
  // What the owner typed while it loaded is what is checked and sent: the latest render's values.
  const latestSubmit = useRef(submitChecked)
  useEffect(() => {
    latestSubmit.current = submitChecked
  })
  const send = () => {
    if (update.isPending || waiting) return
    if (checks.checks) {
      submitChecked(checks.checks)
      return
    }
    setWaiting(true)
    checks
      .ready()
      .then(
        (loaded) => latestSubmit.current(loaded),
        () => undefined,
      )
      .finally(() => setWaiting(false))
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    send()
  }

  // Opened by "Answer the request", which then leaves the page: the focus goes to the form's heading
  // (which scrolls it into view) rather than nowhere.
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])

  const pending = update.isPending
  return (
    <form
      ref={formRef}
      className="fk-form"
      noValidate
      onSubmit={submit}
      aria-labelledby={[`${formId}-title`, orderLabelledBy].filter(Boolean).join(' ')}
    >
      <h3 ref={headingRef} id={`${formId}-title`} className="fk-heading" part="heading" tabIndex={-1}>
        {t('formationTracker.rfi.formTitle')}
      </h3>
      {update.error ? <FormErrorView error={update.error}>{unplaced || undefined}</FormErrorView> : null}
      {checks.failed ? <ChecksFailedAlert onRetry={send} /> : null}
      <div className="fk-row">
        {CONTACT_FIELDS.map((field) => (
          <TextInput
            key={field}
            id={idOf(field)}
            label={formationFieldLabel(field, words)}
            type={field === 'contactEmail' ? 'email' : field === 'contactPhone' ? 'tel' : 'text'}
            autoComplete={
              {
                contactFirstName: 'given-name',
                contactLastName: 'family-name',
                contactEmail: 'email',
                contactPhone: 'tel',
              }[field]
            }
            value={values[field]}
            required
            disabled={pending}
            error={shown[field]}
            onChange={(value) => set(field, value)}
          />
        ))}
      </div>
      {signature ? (
        <div className="fk-stack">
          <p id={`${formId}-statement`} className="fk-signature-statement">
            {t('formationTracker.rfi.sign')}
          </p>
          <TextInput
            id={idOf('fullName')}
            label={t('formationTracker.rfi.fullName')}
            hint={t('formationTracker.rfi.fullNameHint')}
            autoComplete="name"
            value={values.fullName}
            required
            disabled={pending}
            error={shown.fullName}
            onChange={(value) => set('fullName', value)}
          />
        </div>
      ) : (
        <Textarea
          id={idOf('companyBusinessDescription')}
          label={formationFieldLabel('companyBusinessDescription', words)}
          value={values.companyBusinessDescription}
          required
          disabled={pending}
          error={shown.companyBusinessDescription}
          onChange={(value) => set('companyBusinessDescription', value)}
        />
      )}
      <div className="fk-actions">
        <Button type="submit" variant="primary" busy={pending || waiting}>
          {pending ? t('formationTracker.rfi.submitting') : t('formationTracker.rfi.submit')}
        </Button>
      </div>
    </form>
  )
}
