'use client'
import { Fragment, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { checkCompanyValues, COMPANY_IMPORT_FIELDS } from '../../hooks/coreHelpers'
import {
  useCreateCompany,
  type CompanyImportField,
  type CompanyInput,
  type CompanyProblemCode,
  type CompanyRowValues,
  type CreateCompanyResult,
} from '../../hooks'
import { findById } from '../base/findById'
import { Root, withBase } from '../base/Base'
import { FormErrorView } from '../base/FormErrorView'
import { baseState } from '../base/baseState'
import { useComponents } from '../base/useComponents'
import { useBaseSubmit } from '../base/useBaseSubmit'
import { useText } from '../base/useText'
import { companyMessages } from '../messages/en/companies'
import { companyFieldLabel, problemText, stateOptions } from './fields'

/** Props of `CompanyForm`. */
export interface CompanyFormProps {
  /** Values the form starts with, e.g. from the portal's own record of the customer. */
  defaultValues?: Partial<CompanyInput>
  /** After the service registered the company, with its `{ companyId, PCID }` (CMP-3). */
  onCreated?: ((result: CreateCompanyResult) => void) | undefined
  className?: string
}

type Values = Record<CompanyImportField, string>

function initialValues(defaults: Partial<CompanyInput> = {}): Values {
  const values = Object.fromEntries(COMPANY_IMPORT_FIELDS.map((field) => [field, ''])) as Values
  for (const field of COMPANY_IMPORT_FIELDS) {
    const [head, member] = field.split('.') as [keyof CompanyInput, string | undefined]
    const value = member
      ? (defaults.businessAddress as Record<string, unknown> | undefined)?.[member]
      : defaults[head]
    if (typeof value === 'string') values[field] = value
  }
  return values
}

// Pure calls: a bundler otherwise keeps module-level calls, and with them this whole component.
const ADDRESS_FIELDS = /* @__PURE__ */ COMPANY_IMPORT_FIELDS.filter((field) =>
  field.startsWith('businessAddress.'),
)
const COMPANY_FIELDS = /* @__PURE__ */ COMPANY_IMPORT_FIELDS.filter(
  (field) => !field.startsWith('businessAddress.'),
)

function CompanyFormView({ defaultValues, onCreated, className }: CompanyFormProps) {
  const create = useCreateCompany()
  const text = useText(companyMessages)
  const { t } = text
  const { TextInput, Textarea, DateInput, Select, Button, Alert, Heading } = useComponents()
  const formId = useId()
  const idOf = (field: string) => `${formId}-${field}`
  const headingId = `${formId}-heading`
  const rootRef = useRef<HTMLDivElement>(null)
  const [values, setValues] = useState(() => initialValues(defaultValues))
  const [createdName, setCreatedName] = useState('')
  // Sent once; the check's problems, else the service's refusal (CMP-3's message names the field), on the fields.
  const {
    submit: send,
    errors,
    show,
    edited,
  } = useBaseSubmit(create, {
    order: COMPANY_IMPORT_FIELDS,
    idOf,
    anchor: rootRef,
    say: (code: CompanyProblemCode) => problemText(code, text),
  })

  const created = create.isSuccess ? create.data : undefined
  const wasCreated = created !== undefined
  useEffect(() => {
    if (wasCreated) findById(rootRef.current, headingId)?.focus()
  }, [wasCreated, headingId])

  const state = baseState({ write: create })

  const set = (field: CompanyImportField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    edited(field)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = checkCompanyValues(values as CompanyRowValues)
    if (!checked.ok) {
      show(Object.fromEntries(checked.problems.map(({ field, code }) => [field, code])))
      return
    }
    show({})
    if (send(checked.company, { onSuccess: (result) => onCreated?.(result) }))
      setCreatedName(checked.company.name)
  }

  const startOver = () => {
    create.reset()
    setValues(initialValues(defaultValues))
    show({})
    requestAnimationFrame(() => findById(rootRef.current, idOf('name'))?.focus())
  }

  const field = (name: CompanyImportField): ReactNode => {
    const common = {
      id: idOf(name),
      label: companyFieldLabel(name, text),
      value: values[name],
      onChange: set(name),
      error: errors[name],
      disabled: create.isPending,
      name,
    }
    switch (name) {
      case 'name':
        return <TextInput {...common} required autoComplete="organization" />
      case 'formationDate':
        return <DateInput {...common} />
      case 'homeState':
      case 'businessAddress.state':
        return <Select {...common} options={stateOptions(text)} />
      case 'businessDescription':
        return <Textarea {...common} rows={3} />
      case 'businessAddress.email':
        return <TextInput {...common} type="email" hint={t('company.hint.email')} autoComplete="email" />
      case 'businessAddress.phone':
        return <TextInput {...common} type="tel" autoComplete="tel" />
      case 'PCID':
        return <TextInput {...common} hint={t('company.hint.PCID')} />
      case 'ein':
        return <TextInput {...common} hint={t('company.hint.ein')} />
      case 'type':
        return <TextInput {...common} hint={t('company.hint.type')} />
      case 'website':
        return <TextInput {...common} hint={t('company.hint.website')} autoComplete="url" />
      default:
        return <TextInput {...common} />
    }
  }

  return (
    <Root state={state} className={className} as="section" labelledBy={headingId}>
      <div ref={rootRef} className="fk-stack">
        <Heading level={2} id={headingId}>
          {t('companyForm.heading')}
        </Heading>
        {created ? (
          <>
            <Alert tone="success">
              <p>{t('companyForm.created', { name: createdName })}</p>
              {created.PCID ? <p>{t('companyForm.createdPcid', { pcid: created.PCID })}</p> : null}
            </Alert>
            <div className="fk-actions">
              <Button onClick={startOver}>{t('companyForm.another')}</Button>
            </div>
          </>
        ) : (
          <form className="fk-form" noValidate onSubmit={submit}>
            {create.error ? <FormErrorView error={create.error} /> : null}
            <fieldset className="fk-fieldset">
              <legend className="fk-legend">{t('companyForm.section.company')}</legend>
              <div className="fk-company-grid">
                {COMPANY_FIELDS.map((name) => (
                  <Fragment key={name}>{field(name)}</Fragment>
                ))}
              </div>
            </fieldset>
            <fieldset className="fk-fieldset">
              <legend className="fk-legend">{t('companyForm.section.address')}</legend>
              <div className="fk-company-grid">
                {ADDRESS_FIELDS.map((name) => (
                  <Fragment key={name}>{field(name)}</Fragment>
                ))}
              </div>
            </fieldset>
            <div className="fk-actions fk-actions-end">
              <Button type="submit" variant="primary" busy={create.isPending}>
                {create.isPending ? t('companyForm.submitting') : t('companyForm.submit')}
              </Button>
            </div>
          </form>
        )}
      </div>
    </Root>
  )
}

/**
 * Registers one company for compliance tracking (CMP-3): every field of spec 2.4, checked as the
 * service checks them (only the name is required; EIN `12-3456789`; two-letter states; real dates; a
 * full URL; the compliance-notice email), then shows the `companyId` the service assigned. A field
 * the service refuses shows its message on that field.
 * @example <CompanyForm onCreated={({ companyId }) => navigate(`/companies/${companyId}`)} />
 */
export const CompanyForm = /* @__PURE__ */ withBase('CompanyForm', CompanyFormView)
