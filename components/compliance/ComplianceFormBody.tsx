'use client'
// The compliance form's lazy chunk: rjsf, its validator and our rjsf theme load only when a
// ComplianceForm renders (design.md). Nothing outside this file may import @rjsf/* or a JSON-Schema
// validator at run time.
import Form from '@rjsf/core'
import type {
  FormValidation,
  RegistryWidgetsType,
  RJSFSchema,
  RJSFValidationError,
  TemplatesType,
  UiSchema,
  ValidatorType,
} from '@rjsf/utils'
import { memo, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import {
  type AlertDetailProduct,
  type ComplianceSchemaOverrides,
  type SubmitAlertFormsInput,
  type ComplianceForm,
  type ComplianceFormData,
  type ComplianceAlertFieldRef,
} from '../../hooks'
import {
  complianceFormsToJsonSchema,
  complianceSignatureFields,
  formDataToComplianceForms,
  withComplianceSignature,
  withCountedBlocks,
} from '../../hooks/coreHelpers'
import { findById } from '../base/findById'
import { ComplianceReview } from './ComplianceReview'
import { useComponents } from '../base/useComponents'
import { useText } from '../base/useText'
import { complianceFieldMessages, type ComplianceFieldMessageId } from '../messages/en/complianceFields'
import { complianceFieldNameMessages } from '../messages/en/complianceFieldNames'
import { errorSchemaOf, type RefusedField } from './errorSchemaOf'
import {
  clearDraft,
  type ComplianceDraftStorage,
  draftSavedAt,
  restoreDraft,
  saveDraft,
} from './complianceDraft'
import { complianceAnswerErrors } from './complianceAnswerErrors'
import { withFieldDomains } from './withFieldDomains'
import { alertNameInForm, serviceValueIn } from './serviceValueIn'
import { draftStorageOf } from './draftStorageOf'
import { jsonSchemaValidator } from './jsonSchemaValidator'
import { complianceTemplates, complianceWidgets } from './rjsfTheme'
import type { FieldFormat } from './fieldFormat'
import { withFieldDictionary, type Translate } from './withFieldDictionary'
import { withFieldFormats, type FormattedFieldRef } from './withFieldFormats'

/** What a field refused for its format is told (a date's words are the date field's). */
const FORMAT_MESSAGE: Record<Exclude<FieldFormat, 'date'>, ComplianceFieldMessageId> = {
  email: 'compliance.form.emailInvalid',
  count: 'compliance.form.countInvalid',
  usState: 'compliance.form.usStateInvalid',
  zip: 'compliance.form.zipInvalid',
  ein: 'compliance.form.einInvalid',
}

/** When a draft was saved, in the viewer's words ("Nov 28, 2026, 9:14 AM"). */
const savedOn = (at: number, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(at)

/** What the lazy body needs from ComplianceForm. */
export interface ComplianceFormBodyProps {
  idPrefix: string
  alertId: string
  /** Where the owner's draft is kept (see `ComplianceFormProps`). */
  draftStorage?: ComplianceDraftStorage | false | undefined
  /** The alert's forms as received; drawn, checked and sent with each counted group as long as its count. */
  forms: readonly ComplianceForm[]
  /** The partner's `schemaOverrides`. */
  overrides?: ComplianceSchemaOverrides | undefined
  /** The alert's products: the review's price. */
  products: readonly AlertDetailProduct[]
  /** The fields the service refused, with its words (CMP-10); none once the owner edits them. */
  refused: readonly RefusedField[]
  disabled: boolean
  widgets?: RegistryWidgetsType | undefined
  templates?: Partial<TemplatesType> | undefined
  validator?: ValidatorType | undefined
  /** A field changed (its rjsf id); the latest form data. */
  onChange: (formData: ComplianceFormData, id: string | undefined) => void
  /** The owner confirmed the review ("File now"): send these forms. */
  onSubmit: (complianceForms: SubmitAlertFormsInput['complianceForms']) => void
  /** The check before sending refused the data: how many errors (headed here, above the fields). */
  onInvalid: (count: number) => void
  /** The alert's name as the service wrote it, and its type: the body says it in the page's language. */
  alertName: string
  alertType?: string | null | undefined
  /**
   * The body is in, with the alert's name in the page's language (`alertNameIn`) for the heading, and
   * the fields as received (the service names a refused one by its `Section.Field`, CMP-10): converted
   * here, in the lazy chunk, so that the form's up-front code carries no conversion.
   */
  onReady: (alertName: string, received: readonly ComplianceAlertFieldRef[]) => void
  /** The actions under the fields (the submit button). */
  children: ReactNode
}

function ComplianceFormBody({
  idPrefix,
  alertId,
  draftStorage,
  forms: received,
  overrides,
  products,
  refused,
  disabled,
  widgets,
  templates,
  validator,
  onChange,
  onSubmit,
  onInvalid,
  alertName,
  alertType,
  onReady,
  children,
}: ComplianceFormBodyProps) {
  const { t, locale } = useText(complianceFieldMessages, complianceFieldNameMessages)
  // "Officer count 4": four officer blocks, each with every field (issue 31); what is checked and sent.
  const forms = useMemo(() => withCountedBlocks(received), [received])
  const overridesKey = JSON.stringify(overrides ?? null)
  const derived = useMemo(
    () => complianceFormsToJsonSchema(forms, JSON.parse(overridesKey) ?? undefined),
    [forms, overridesKey],
  )
  const extraErrors = useMemo(() => errorSchemaOf(refused), [refused])
  const { Alert, Button } = useComponents()
  // The check before sending failed: nothing was sent, nothing went wrong (issue 21).
  const [invalid, setInvalid] = useState(false)
  const shownName = alertNameInForm(alertName, alertType, { t: t as Translate, locale })
  const receivedFields = useMemo(
    () => complianceFormsToJsonSchema(received, JSON.parse(overridesKey) ?? undefined).fields,
    [received, overridesKey],
  )
  useEffect(() => onReady(shownName, receivedFields), [onReady, shownName, receivedFields])
  // The known fields in the owner's words; what their names announce (an e-mail, a count…), checked
  // before sending.
  const converted = useMemo(
    () =>
      withFieldDomains(withFieldFormats(withFieldDictionary(derived, t as Translate)), (choice) =>
        serviceValueIn(choice, t as Translate),
      ),
    [derived, t],
  )
  // Controlled: rjsf re-reads `formData` from its props whenever `extraErrors` change (a refusal's
  // field cleared as the user types), so the props must hold what the user typed, not the prefill.
  // What the owner typed before a reload or a closed form comes back from the draft.
  const storage = useMemo(() => draftStorageOf(draftStorage), [draftStorage])
  const [formData, setFormData] = useState(() => restoreDraft(storage, alertId, converted))
  // A draft that came back is said so, with when, and can be discarded (issue 31).
  const [restoredAt, setRestoredAt] = useState(() =>
    JSON.stringify(formData) === JSON.stringify(converted.formData)
      ? undefined
      : draftSavedAt(storage, alertId),
  )
  const [prefill, setPrefill] = useState(converted.formData)
  if (prefill !== converted.formData) {
    setPrefill(converted.formData)
    setFormData(restoreDraft(storage, alertId, converted))
  }
  const discardDraft = () => {
    clearDraft(storage, alertId)
    setFormData(converted.formData)
    setRestoredAt(undefined)
  }
  // Sent, the draft is forgotten; a send that failed leaves the form here, and the draft is kept again.
  // (Accepted, the form gives way to its confirmation and this body unmounts.)
  // The review of what passed the checks: shown in place of the form until "File now" or an edit.
  const [review, setReview] = useState<ComplianceFormData>()
  // The field to focus once the form shows again (an edit from the review, a refused field).
  const editing = useRef<string | undefined>(undefined)
  const sending = useRef(false)
  useEffect(() => {
    if (sending.current && !disabled) {
      saveDraft(storage, alertId, converted, formData)
      // Refused or failed: back to the form, the focus on the field refused (CMP-10), once shown.
      if (refused[0]) editing.current = [idPrefix, ...refused[0].key].join('_')
      setReview(undefined)
    }
    sending.current = disabled
  }, [disabled, storage, alertId, converted, formData, refused, idPrefix])
  // An edit from the review: back to the form, focus on that field once it shows again.
  const formRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (review || !editing.current) return
    const element = findById(formRef.current, editing.current)
    editing.current = undefined
    element?.focus()
    element?.scrollIntoView({ block: 'center' })
  }, [review])
  const sectionTitle = (field: FormattedFieldRef) => {
    const [definition, section] = field.key as [string, string]
    const node = (converted.schema.properties?.[definition]?.properties?.[section] ?? {}) as {
      title?: string
    }
    return node.title ?? ''
  }
  const kindOf = useMemo(() => {
    const map = new Map<string, FormattedFieldRef>()
    for (const field of converted.fields) map.set(`.${field.key.join('.')}`, field)
    return map
  }, [converted.fields])
  const allWidgets = useMemo(() => ({ ...complianceWidgets, ...widgets }), [widgets])
  const allTemplates = useMemo(() => ({ ...complianceTemplates, ...templates }), [templates])

  // The validator's words replaced by ours, per field kind.
  const transformErrors = (errors: RJSFValidationError[]) =>
    errors.map((error) => {
      const field = kindOf.get(error.property ?? '')
      let message = error.message
      if (error.name === 'required' || error.name === 'minLength') message = t('field.required')
      else if (error.name === 'enum') message = t('compliance.form.chooseValid')
      else if (field?.kind === 'date') message = t('field.dateInvalid')
      else if (field?.format && field.format !== 'date') message = t(FORMAT_MESSAGE[field.format])
      else if (field?.kind === 'numericString' || field?.kind === 'number')
        message = t('compliance.form.numberInvalid')
      return { ...error, message, stack: message ?? error.stack }
    })

  // The core's checks (checkComplianceAnswers) on the answers as they would be sent, on their fields.
  const customValidate = (
    data: ComplianceFormData | undefined,
    errors: FormValidation<ComplianceFormData>,
  ) => {
    for (const { key, message } of complianceAnswerErrors(forms, converted.fields, data ?? {}, t)) {
      let node = errors as unknown as Record<string, unknown> | undefined
      for (const part of key) node = node?.[part] as Record<string, unknown> | undefined
      ;(node as { addError?: (message: string) => void } | undefined)?.addError?.(message)
    }
    return errors
  }

  return (
    <>
      {restoredAt !== undefined ? (
        <Alert tone="info" title={t('compliance.form.draftRestored', { date: savedOn(restoredAt, locale) })}>
          <Button type="button" variant="secondary" onClick={discardDraft} disabled={disabled}>
            {t('compliance.form.draftDiscard')}
          </Button>
        </Alert>
      ) : null}
      {review ? (
        <ComplianceReview
          fields={converted.fields}
          answers={formDataToComplianceForms(review, forms)}
          sectionTitle={sectionTitle}
          products={products}
          pending={disabled}
          signs={complianceSignatureFields(forms).length > 0}
          editable={(field) => {
            let ui: unknown = converted.uiSchema
            for (const part of field.key) ui = (ui as Record<string, unknown> | undefined)?.[part]
            return (ui as Record<string, unknown> | undefined)?.['ui:readonly'] !== true
          }}
          onBack={() => setReview(undefined)}
          onEdit={(field) => {
            editing.current = [idPrefix, ...field.key].join('_')
            setReview(undefined)
          }}
          onConfirm={(signature) => {
            clearDraft(storage, alertId)
            const answers = formDataToComplianceForms(review, forms)
            onSubmit(
              signature
                ? withComplianceSignature(answers, { ...signature, signedAt: new Date().toISOString() })
                : answers,
            )
          }}
        />
      ) : null}
      {/* Hidden while the review shows (kept mounted: what was typed stays); the class would undo `hidden`. */}
      <div ref={formRef} hidden={review !== undefined} className={review ? undefined : 'fk-stack'}>
        {invalid ? (
          <Alert tone="error" title={t('compliance.form.checkFields')}>
            {t('compliance.form.checkFieldsDetail')}
          </Alert>
        ) : null}
        <Form
          className="fk-form fk-compliance-form"
          schema={converted.schema as RJSFSchema}
          uiSchema={converted.uiSchema as UiSchema}
          formData={formData}
          // One that compiles no code: the same checks under any Content-Security-Policy.
          validator={validator ?? jsonSchemaValidator}
          widgets={allWidgets}
          templates={allTemplates}
          idPrefix={idPrefix}
          disabled={disabled}
          extraErrors={extraErrors}
          // Our messages, not the browser's (toolchain.md).
          noHtml5Validate
          showErrorList={false}
          focusOnFirstError
          transformErrors={transformErrors}
          customValidate={customValidate}
          onChange={(event, id) => {
            setFormData(event.formData as ComplianceFormData)
            saveDraft(storage, alertId, converted, event.formData as ComplianceFormData)
            onChange(event.formData as ComplianceFormData, id)
          }}
          onError={(errors) => {
            setInvalid(true)
            onInvalid(errors.length)
          }}
          onSubmit={(event) => {
            setInvalid(false)
            setReview(event.formData as ComplianceFormData)
          }}
        >
          {children}
        </Form>
      </div>
    </>
  )
}

export default memo(ComplianceFormBody)
