'use client'
import { type FormationFormValues } from '../../hooks'
import { entityDesignators, lacksEntityDesignator } from '../../hooks/coreHelpers'
import { FORMATION_STATES } from './model/formationStates'
import { useComponents } from '../base/useComponents'
import { useText, type Text } from '../base/useText'
import { formationMessages, type FormationMessageId } from '../messages/en/formation'
import { formationFormMessages, type FormationFormMessageId } from '../messages/en/formationForm'
import { entityName, formationFieldLabel, type FormationFieldName } from './words'

type Section = 'contact' | 'companyInfo' | 'businessAddress' | 'registerAgent' | 'responsibleParty'

interface FieldSpec {
  name: FormationFieldName
  kind?: 'email' | 'tel' | 'state' | 'textarea'
  optional?: boolean
  autoComplete?: string
}

/** The text fields of each section, in order; `optional` ones may stay empty (the schema's `.optional()`). */
export const SECTION_FIELDS: Record<Section, readonly FieldSpec[]> = {
  contact: [
    { name: 'contactFirstName', autoComplete: 'given-name' },
    { name: 'contactLastName', autoComplete: 'family-name' },
    { name: 'contactEmail', kind: 'email', autoComplete: 'email' },
    { name: 'contactPhone', kind: 'tel', autoComplete: 'tel' },
    { name: 'contactEveningPhone', kind: 'tel', optional: true },
  ],
  companyInfo: [
    { name: 'companyDesiredName', autoComplete: 'organization' },
    { name: 'companyAlternativeName', optional: true },
    { name: 'companyBusinessCategory' },
    { name: 'companyBusinessDescription', kind: 'textarea' },
  ],
  businessAddress: [
    { name: 'businessAddressAddress1', autoComplete: 'address-line1' },
    { name: 'businessAddressAddress2', optional: true, autoComplete: 'address-line2' },
    { name: 'businessAddressCity', autoComplete: 'address-level2' },
    { name: 'businessAddressState', kind: 'state' },
    { name: 'businessAddressZip', autoComplete: 'postal-code' },
  ],
  registerAgent: [
    { name: 'registeredAgentFirstName' },
    { name: 'registeredAgentLastName' },
    { name: 'registeredAgentAddress1' },
    { name: 'registeredAgentAddress2', optional: true },
    { name: 'registeredAgentCity' },
    { name: 'registeredAgentState', kind: 'state' },
    { name: 'registeredAgentZip' },
  ],
  responsibleParty: [
    { name: 'responsiblePartySSN', autoComplete: 'off' },
    { name: 'responsiblePartyEmail', kind: 'email' },
  ],
}

/** The id of a field's control: `contact.contactEmail` → `<form>-contact-contactEmail`. */
export const fieldId = (formId: string, path: string) => `${formId}-${path.replace(/\./g, '-')}`

/** The states to choose from (the business's, an address's), after a blank "Choose…". */
export const stateOptions = ({ t }: Pick<Text<FormationFormMessageId>, 't'>) => [
  { value: '', label: t('formationForm.choose') },
  ...FORMATION_STATES.map((state) => ({ value: state.code, label: state.name })),
]

/** A section's fields, drawn from the adapter; each error under its field. */
export function SectionFields({
  formId,
  section,
  values,
  errors,
  disabled,
  onChange,
}: {
  formId: string
  section: Section
  values: FormationFormValues
  errors: Readonly<Record<string, string | undefined>>
  disabled: boolean
  onChange: (section: Section, name: string, value: string) => void
}) {
  const { TextInput, Textarea, Select } = useComponents()
  const words = useText(formationMessages, formationFormMessages)
  const part = values[section] as unknown as Record<string, string>
  const states = stateOptions(words)
  // The name without its designator is a warning under it (issue 34), not an error: the owner decides.
  const designator = designatorWarning(values, words)
  return (
    <div className="fk-row">
      {SECTION_FIELDS[section].map((spec) => {
        const path = `${section}.${spec.name}`
        const common = {
          id: fieldId(formId, path),
          label: formationFieldLabel(spec.name, words),
          value: part[spec.name] ?? '',
          required: !spec.optional,
          disabled,
          error: errors[path],
          onChange: (value: string) => onChange(section, spec.name, value),
        }
        if (spec.kind === 'textarea') return <Textarea key={path} {...common} rows={3} />
        if (spec.kind === 'state') return <Select key={path} {...common} options={states} />
        return (
          <TextInput
            key={path}
            {...common}
            warning={spec.name === 'companyDesiredName' ? designator : undefined}
            type={spec.kind === 'email' || spec.kind === 'tel' ? spec.kind : 'text'}
            autoComplete={spec.autoComplete}
          />
        )
      })}
    </div>
  )
}

/** The warning for a company name without the designator its entity type requires, if it lacks one. */
export function designatorWarning(
  values: FormationFormValues,
  words: Pick<Text<FormationFormMessageId | FormationMessageId>, 't' | 'locale'>,
): string | undefined {
  const name = values.companyInfo.companyDesiredName
  if (!values.entityType || !lacksEntityDesignator(values.entityType, name)) return undefined
  const designators = entityDesignators(values.entityType).slice(0, 3)
  return words.t('formation.designatorMissing', {
    entity: entityName(values.entityType, words),
    designators: new Intl.ListFormat(words.locale, { type: 'disjunction' }).format(designators),
  })
}
