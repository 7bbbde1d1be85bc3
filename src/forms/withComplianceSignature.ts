// An electronic signature where a compliance form asks for one (issue 31): the form's consent to file
// electronically used to be a checkbox, and nothing of who consented, to what, or when was recorded.
// The spec publishes no signature member (spec 2.6), so this is an assumption, kept in one place: the
// signature travels in the section that holds the consent, as three more fields beside it — the
// signer's typed full name, the statement they signed under, the moment (ISO 8601) — and the consent
// is set. No section is invented (spec 2.6 rule 4); the values are strings, as the service's are.
import type { FieldValue } from '../schemas/common'
import type { SubmitAlertFormsInput } from '../schemas/compliance'
import type { ComplianceForm } from '../schemas/complianceAnswers'
import { complianceFieldDomain } from './complianceFieldDomain'
import { getOwn, setOwn } from './keys'

/** What the owner signed: their typed full name, the statement shown above it, and when. */
export interface ComplianceSignature {
  name: string
  statement: string
  /** ISO 8601, e.g. `2026-11-28T09:14:00.000Z`. */
  signedAt: string
}

/** The fields a signature adds beside the consent it signs. */
export const SIGNATURE_FIELDS = {
  name: 'ElectronicSignatureName',
  statement: 'ElectronicSignatureStatement',
  signedAt: 'ElectronicSignatureDate',
} as const

/** Where the alert's forms ask for a signature: `Section.Field` paths of their consent fields. */
export function complianceSignatureFields(forms: readonly ComplianceForm[]): string[] {
  return forms.flatMap((form) =>
    form.formDefinitions.flatMap((definition) =>
      Object.keys(definition.sections).flatMap((section) =>
        Object.keys(getOwn(definition.sections, section) as object).flatMap((field) => {
          const value = (getOwn(definition.sections, section) as Record<string, FieldValue>)[field]!
          return complianceFieldDomain(field, value).signature ? [`${section}.${field}`] : []
        }),
      ),
    ),
  )
}

/**
 * `answers` signed: beside each consent to file electronically (`complianceFieldDomain`'s
 * `signature`), the consent set and the signer's name, statement and time added; unchanged where
 * the forms ask for no signature.
 * @example submit.mutate({ alertId, complianceForms: withComplianceSignature(answers, { name: 'Ada Lovelace', statement, signedAt: new Date().toISOString() }) })
 */
export function withComplianceSignature(
  answers: SubmitAlertFormsInput['complianceForms'],
  signature: ComplianceSignature,
): SubmitAlertFormsInput['complianceForms'] {
  return answers.map((form) => ({
    ...form,
    formDefinitions: form.formDefinitions.map((definition) => {
      const sections: Record<string, Record<string, FieldValue>> = {}
      for (const section of Object.keys(definition.sections)) {
        const fields = { ...(getOwn(definition.sections, section) as Record<string, FieldValue>) }
        const consent = Object.keys(fields).find(
          (field) => complianceFieldDomain(field, fields[field]!).signature,
        )
        if (consent) {
          fields[consent] = true
          setOwn(fields, SIGNATURE_FIELDS.name, signature.name.trim())
          setOwn(fields, SIGNATURE_FIELDS.statement, signature.statement)
          setOwn(fields, SIGNATURE_FIELDS.signedAt, signature.signedAt)
        }
        setOwn(sections, section, fields)
      }
      return { ...definition, sections }
    }),
  }))
}
