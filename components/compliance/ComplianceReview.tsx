'use client'
// The review before filing (issue 31): exactly what will be sent — each form's sections and values
// in plain words, as the service will receive them (numbers as sent, "363000") — the price from the
// alert's products, and "File now", which alone sends. Each value has a way back to its field. Part
// of the form's lazy chunk (ComplianceForm's up-front budget).
import { useEffect, useId, useRef, useState } from 'react'
import type { AlertDetailProduct, FieldValue, SubmitAlertFormsInput } from '../../hooks'
import { useComponents } from '../base/useComponents'
import { useText } from '../base/useText'
import { complianceFieldMessages } from '../messages/en/complianceFields'
import { complianceFieldNameMessages } from '../messages/en/complianceFieldNames'
import { productNameInForm, serviceValueIn } from './serviceValueIn'
import type { Translate } from './withFieldDictionary'
import type { FormattedFieldRef } from './withFieldFormats'

/** What the review needs: the fields with their labels, the answers as sent, the sections' titles. */
export interface ComplianceReviewProps {
  fields: readonly FormattedFieldRef[]
  answers: SubmitAlertFormsInput['complianceForms']
  /** A section's heading, by the field that opens it (its schema title; none for `root`). */
  sectionTitle: (field: FormattedFieldRef) => string
  products: readonly AlertDetailProduct[]
  pending: boolean
  /** Whether the owner can change a field (the service's own values cannot): no edit link otherwise. */
  editable: (field: FormattedFieldRef) => boolean
  /** The form asks for an electronic signature: the owner types their full name under the statement. */
  signs: boolean
  onEdit: (field: FormattedFieldRef) => void
  onBack: () => void
  /** "File now": with the signature (name and the statement shown) where the form asks for one. */
  onConfirm: (signature?: { name: string; statement: string }) => void
}

/** A product's line total: price (else unit or list price) × quantity (else 1). */
const lineTotal = (product: AlertDetailProduct) =>
  (product.price ?? product.unitPrice ?? product.listPrice ?? 0) * (product.quantity ?? 1)

export function ComplianceReview({
  fields,
  answers,
  sectionTitle,
  products,
  pending,
  editable,
  signs,
  onEdit,
  onBack,
  onConfirm,
}: ComplianceReviewProps) {
  const { t, date, money, locale } = useText(complianceFieldMessages, complianceFieldNameMessages)
  const { Heading, Button, TextInput } = useComponents()
  const headingId = useId()
  const signerId = useId()
  const [signer, setSigner] = useState('')
  const [unsigned, setUnsigned] = useState(false)
  const statement = t('compliance.review.signatureStatement')
  const confirm = () => {
    if (!signs) return onConfirm()
    if (signer.trim().length < 2) {
      setUnsigned(true)
      document.getElementById(signerId)?.focus()
      return
    }
    onConfirm({ name: signer.trim(), statement })
  }
  const headingRef = useRef<HTMLDivElement>(null)
  // Shown in place of the form: the owner's focus goes to its heading.
  useEffect(() => {
    headingRef.current?.querySelector<HTMLElement>(`[id="${headingId}"]`)?.focus()
  }, [headingId])

  const sent = (field: FormattedFieldRef): FieldValue | undefined =>
    answers
      .find((form) => form.formDataId === field.formDataId)
      ?.formDefinitions.find((definition) => definition.formDefinitionId === field.formDefinitionId)
      ?.sections[field.section]?.[field.field]
  const words = (field: FormattedFieldRef) => {
    const value = sent(field)
    if (typeof value === 'boolean') return value ? t('compliance.review.yes') : t('compliance.review.no')
    if (value === undefined || value === null || String(value).trim() === '')
      return t('compliance.review.blank')
    // A value the service knows ("Initial Report", "Active") in the owner's words; typed text as typed.
    return field.kind === 'date' ? date(String(value)) : serviceValueIn(String(value), t as Translate)
  }

  // Fields grouped by definition and section, in the form's order.
  const groups: { id: string; title: string; fields: FormattedFieldRef[] }[] = []
  for (const field of fields) {
    const id = `${field.formDataId}|${field.formDefinitionId}|${field.section}`
    const group = groups.find((candidate) => candidate.id === id)
    if (group) group.fields.push(field)
    else
      groups.push({ id, title: sectionTitle(field) || t('compliance.review.otherDetails'), fields: [field] })
  }
  const total = products.reduce((sum, product) => sum + lineTotal(product), 0)

  return (
    <div className="fk-stack fk-compliance-review" ref={headingRef}>
      <Heading level={3} id={headingId}>
        {t('compliance.review.heading')}
      </Heading>
      <p className="fk-muted">{t('compliance.review.intro')}</p>
      {groups.map((group) => (
        <section key={group.id} aria-label={group.title} className="fk-review-section">
          <h4>{group.title}</h4>
          <dl className="fk-details">
            {group.fields.map((field) => (
              <div key={field.key.join('.')}>
                <dt>{field.label}</dt>
                <dd>
                  {words(field)}{' '}
                  {editable(field) ? (
                    <button
                      type="button"
                      className="fk-review-edit"
                      aria-label={t('compliance.review.editField', { field: field.label })}
                      disabled={pending}
                      onClick={() => onEdit(field)}
                    >
                      {t('compliance.review.edit')}
                    </button>
                  ) : null}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      {products.length > 0 ? (
        <section aria-label={t('compliance.review.price')} className="fk-review-section">
          <h4>{t('compliance.review.price')}</h4>
          <dl className="fk-details">
            {products.map((product) => (
              <div key={product.id}>
                <dt>
                  {product.productName
                    ? productNameInForm(product.productName, { t: t as Translate, locale })
                    : t('compliance.review.blank')}
                </dt>
                <dd>{money(lineTotal(product))}</dd>
              </div>
            ))}
          </dl>
          <p className="fk-total">{t('compliance.review.total', { total: money(total) })}</p>
        </section>
      ) : null}
      {signs ? (
        <section aria-label={t('compliance.review.signature')} className="fk-review-section">
          <h4>{t('compliance.review.signature')}</h4>
          <p>{statement}</p>
          <TextInput
            id={signerId}
            label={t('compliance.review.signatureName')}
            hint={t('compliance.review.signatureHint')}
            value={signer}
            required
            autoComplete="name"
            disabled={pending}
            {...(unsigned && signer.trim().length < 2
              ? { error: t('compliance.review.signatureMissing') }
              : {})}
            onChange={setSigner}
          />
        </section>
      ) : null}
      <div className="fk-actions fk-actions-end">
        <Button type="button" onClick={onBack} disabled={pending}>
          {t('compliance.review.back')}
        </Button>
        <Button type="button" variant="primary" busy={pending} onClick={confirm}>
          {pending ? t('compliance.review.filing') : t('compliance.review.fileNow')}
        </Button>
      </div>
    </div>
  )
}
