'use client'
import { useId, useState } from 'react'
import { useCompanies, type Company, type TaxRegistrationFormValues } from '../../hooks'
import type { TAX_ENTITY_TYPES } from '../../hooks/coreHelpers'
import { useComponents } from '../base/useComponents'
import { useText } from '../base/useText'
import { taxRegistrationMessages } from '../messages/en/taxRegistration'

// The owner registers a business they have, usually one already among their companies (Compliance):
// choosing it fills in what the company record knows instead of having it typed again. Without
// companies, or without the Compliance product (a refusal), there is nothing to offer: no picker.

const ENTITY_TYPE_OF: readonly [RegExp, (typeof TAX_ENTITY_TYPES)[number]][] = [
  [/\bLLC\b|limited liability/i, 'LLC'],
  [/^S[- ]?Corp|^S Corporation/i, 'S-Corp'],
  [/non-?profit/i, 'Non-Profit Corporation'],
  [/^C[- ]?Corp|corporation|^corp/i, 'C-Corp'],
  [/partnership/i, 'Partnership'],
  [/sole/i, 'Sole Proprietorship'],
]

/** The form's values with what `company` knows filled in; what it does not know is left as typed. */
export function valuesFromCompany(
  values: TaxRegistrationFormValues,
  company: Company,
): TaxRegistrationFormValues {
  const entityType = ENTITY_TYPE_OF.find(([pattern]) => pattern.test(company.type ?? ''))?.[1]
  const digits = (company.ein ?? '').replace(/\D/g, '')
  const home = company.homeState?.trim().toUpperCase()
  return {
    ...values,
    legalName: company.name?.trim() || values.legalName,
    entityType: entityType ?? values.entityType,
    // Only a whole EIN: a masked one ("••-•••6789") is the owner's to type.
    EIN: digits.length === 9 ? `${digits.slice(0, 2)}-${digits.slice(2)}` : values.EIN,
    states:
      home && /^[A-Z]{2}$/.test(home) && !values.states.some((row) => row.state === home)
        ? values.states[0] && !values.states[0].state
          ? [{ ...values.states[0], state: home }, ...values.states.slice(1)]
          : [...values.states, { state: home, firstPayrollAmount: '' }]
        : values.states,
  }
}

/** "Fill in from one of your companies": a select of the owner's companies, when there are any. */
export function TaxCompanyPicker({
  disabled,
  onPick,
}: {
  disabled: boolean
  onPick: (company: Company) => void
}) {
  const { Select } = useComponents()
  const { t } = useText(taxRegistrationMessages)
  const id = useId()
  const [chosen, setChosen] = useState('')
  const companies = useCompanies({ retry: false })
  const named = (companies.data ?? []).filter((company) => (company.companyId ?? company.id) && company.name)
  if (named.length === 0) return null
  return (
    <Select
      id={id}
      label={t('tax.form.fromCompany')}
      hint={t('tax.form.fromCompanyHint')}
      value={chosen}
      disabled={disabled}
      options={[
        { value: '', label: t('tax.form.fromCompanyChoose') },
        ...named.map((company) => ({ value: (company.companyId ?? company.id)!, label: company.name! })),
      ]}
      onChange={(value) => {
        setChosen(value)
        const company = named.find((candidate) => (candidate.companyId ?? candidate.id) === value)
        if (company) onPick(company)
      }}
    />
  )
}
