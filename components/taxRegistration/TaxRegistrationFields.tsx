'use client'
import type { TaxFormParty, TaxFormState, TaxRegistrationFormValues } from '../../hooks'
import {
  NON_PROFIT_ENTITY_TYPE,
  TAX_ENTITY_TYPES,
  TAX_STATE_CHOICES,
  titlesFor,
} from '../../hooks/coreHelpers'
import { useComponents } from '../base/useComponents'
import { useText } from '../base/useText'
import { taxRegistrationMessages } from '../messages/en/taxRegistration'
import { entityTypeName, orList, titleName } from './taxFormProblems'
import { AmountField, DateField } from './TaxFormControls'

/** What every group of fields gets from the form: ids, errors, and whether a request is in flight. */
export interface FieldContext {
  idOf: (field: string) => string
  errorOf: (field: string) => string | undefined
  disabled: boolean
}

/** A group of the form's own fields: the values, a setter per field (with its order path) and the context. */
interface FormFieldsProps {
  values: TaxRegistrationFormValues
  set: (field: keyof TaxRegistrationFormValues, key: string) => (value: string) => void
  context: FieldContext
}

export function BusinessFields({ values, set, context: { idOf, errorOf, disabled } }: FormFieldsProps) {
  const { TextInput, Select } = useComponents()
  const text = useText(taxRegistrationMessages)
  const { t } = text
  const field = (key: string) => ({ id: idOf(key), error: errorOf(key), disabled })
  return (
    <>
      <TextInput
        {...field('businessDetails.legalName')}
        label={t('tax.form.legalName')}
        value={values.legalName}
        onChange={set('legalName', 'businessDetails.legalName')}
        autoComplete="organization"
        required
      />
      <div className="fk-row">
        <Select
          {...field('businessDetails.entityType')}
          label={t('tax.form.entityType')}
          value={values.entityType}
          onChange={set('entityType', 'businessDetails.entityType')}
          options={[
            { value: '', label: t('tax.form.entityTypeChoose') },
            ...TAX_ENTITY_TYPES.map((type) => ({ value: type, label: entityTypeName(type, text) })),
          ]}
          required
        />
        <TextInput
          {...field('businessDetails.EIN')}
          label={t('tax.form.ein')}
          hint={t('tax.form.einHint')}
          value={values.EIN}
          onChange={set('EIN', 'businessDetails.EIN')}
        />
      </div>
      {values.entityType === NON_PROFIT_ENTITY_TYPE ? (
        <TextInput
          {...field('businessDetails.nonProfitInfo')}
          label={t('tax.form.taxExemptStatus')}
          hint={t('tax.form.taxExemptStatusHint')}
          value={values.taxExemptStatus}
          onChange={set('taxExemptStatus', 'businessDetails.nonProfitInfo')}
          required
        />
      ) : null}
    </>
  )
}

/** The first payroll: its date and amount. */
export function PayrollFields({ values, set, context: { idOf, errorOf, disabled } }: FormFieldsProps) {
  const { t } = useText(taxRegistrationMessages)
  return (
    <fieldset className="fk-fieldset fk-tax-group">
      <legend className="fk-tax-legend">{t('tax.form.payroll')}</legend>
      <div className="fk-row">
        <DateField
          id={idOf('accountInfo.firstPayrollDate')}
          value={values.firstPayrollDate}
          onChange={set('firstPayrollDate', 'accountInfo.firstPayrollDate')}
          error={errorOf('accountInfo.firstPayrollDate')}
          disabled={disabled}
        />
        <AmountField
          id={idOf('accountInfo.firstPayrollAmount')}
          value={values.firstPayrollAmount}
          onChange={set('firstPayrollAmount', 'accountInfo.firstPayrollAmount')}
          error={errorOf('accountInfo.firstPayrollAmount')}
          disabled={disabled}
        />
      </div>
    </fieldset>
  )
}

export function StateFields({
  row,
  index,
  count,
  onChange,
  onRemove,
  context: { idOf, errorOf, disabled },
}: {
  row: TaxFormState
  index: number
  count: number
  onChange: (key: keyof TaxFormState, value: string) => void
  onRemove: () => void
  context: FieldContext
}) {
  const { Select, TextInput, Button } = useComponents()
  const { t } = useText(taxRegistrationMessages)
  const at = `stateInfo.${index}`
  const number = index + 1
  return (
    <fieldset className="fk-fieldset fk-tax-row">
      <legend className="fk-label">{t('tax.form.stateRow', { number })}</legend>
      <div className="fk-row">
        <Select
          id={idOf(`${at}.state`)}
          label={t('tax.form.state')}
          value={row.state}
          onChange={(value) => onChange('state', value)}
          options={[
            { value: '', label: t('tax.form.stateChoose') },
            ...TAX_STATE_CHOICES.map(({ code, name }) => ({ value: code, label: name })),
          ]}
          error={errorOf(`${at}.state`)}
          disabled={disabled}
          required
        />
        <TextInput
          id={idOf(`${at}.firstPayrollAmount`)}
          label={t('tax.form.stateAmount')}
          hint={t('tax.form.amountHint')}
          value={row.firstPayrollAmount}
          onChange={(value) => onChange('firstPayrollAmount', value)}
          error={errorOf(`${at}.firstPayrollAmount`)}
          disabled={disabled}
        />
      </div>
      {count > 1 ? (
        <div className="fk-actions">
          <Button
            onClick={onRemove}
            disabled={disabled}
            aria-label={t('tax.form.removeStateLabel', { number })}
          >
            {t('tax.form.remove')}
          </Button>
        </div>
      ) : null}
    </fieldset>
  )
}

export function PartyFields({
  party,
  index,
  count,
  entityType,
  onChange,
  onRemove,
  context: { idOf, errorOf, disabled },
}: {
  party: TaxFormParty
  index: number
  count: number
  entityType: string
  onChange: (key: keyof TaxFormParty, value: string) => void
  onRemove: () => void
  context: FieldContext
}) {
  const { Select, TextInput, DateInput, RadioGroup, Button } = useComponents()
  const text = useText(taxRegistrationMessages)
  const { t } = text
  const at = `responsibleParties.${index}`
  const number = index + 1
  const field = (key: keyof TaxFormParty) => ({
    id: idOf(`${at}.${key}`),
    error: errorOf(`${at}.${key}`),
    disabled,
    value: party[key],
    onChange: (value: string) => onChange(key, value),
  })
  const titles = titlesFor(entityType)
  // TAX-5: the titles the entity type accepts are the choices; a title typed for another type stays
  // visible (and in error) until changed, rather than silently switching.
  const titleOptions = titles
    ? [
        { value: '', label: t('tax.form.titleChoose') },
        ...(party.title && !titles.includes(party.title) ? [{ value: party.title, label: party.title }] : []),
        ...titles.map((title) => ({ value: title, label: titleName(title, text) })),
      ]
    : undefined
  return (
    <fieldset className="fk-fieldset fk-tax-row">
      <legend className="fk-label">{t('tax.form.partyRow', { number })}</legend>
      <RadioGroup
        {...field('type')}
        label={t('tax.form.partyType')}
        options={[
          { value: 'INDIVIDUAL', label: t('tax.form.partyType.individual') },
          { value: 'BUSINESS', label: t('tax.form.partyType.business') },
        ]}
      />
      {party.type === 'INDIVIDUAL' ? (
        <div className="fk-row">
          <TextInput {...field('firstName')} label={t('tax.form.firstName')} autoComplete="off" required />
          <TextInput {...field('lastName')} label={t('tax.form.lastName')} autoComplete="off" required />
        </div>
      ) : (
        <TextInput
          {...field('businessName')}
          label={t('tax.form.businessName')}
          autoComplete="off"
          required
        />
      )}
      <div className="fk-row">
        {titleOptions ? (
          <Select
            {...field('title')}
            label={t('tax.form.title')}
            // In error, the message already lists the titles.
            hint={
              errorOf(`${at}.title`)
                ? undefined
                : t('tax.form.titleHint', {
                    entityType: entityTypeName(entityType, text),
                    titles: orList(
                      (titles ?? []).map((title) => titleName(title, text)),
                      text.locale,
                    ),
                  })
            }
            options={titleOptions}
          />
        ) : (
          <TextInput {...field('title')} label={t('tax.form.title')} hint={t('tax.form.titleFreeHint')} />
        )}
        {party.type === 'INDIVIDUAL' ? (
          <DateInput {...field('dateOfBirth')} label={t('tax.form.dateOfBirth')} required />
        ) : null}
      </div>
      {count > 1 ? (
        <div className="fk-actions">
          <Button
            onClick={onRemove}
            disabled={disabled}
            aria-label={t('tax.form.removePartyLabel', { number })}
          >
            {t('tax.form.remove')}
          </Button>
        </div>
      ) : null}
    </fieldset>
  )
}
