'use client'
import { type EntityType, type FormationFormValues } from '../../hooks'
import { ENTITY_TYPES } from '../../hooks/coreHelpers'
import { useComponents } from '../base/useComponents'
import type { Text } from '../base/useText'
import type { FormationMessageId } from '../messages/en/formation'
import type { FormationFormMessageId } from '../messages/en/formationForm'
import { fieldId, stateOptions } from './FormationFields'
import { entityName } from './words'

/**
 * The order form's first step: the business's type and the state it forms in. The form drops the
 * package chosen when either changes (packages are per type and state).
 */
export function BusinessStep({
  formId,
  values,
  errors,
  disabled,
  words,
  onChange,
}: {
  formId: string
  values: FormationFormValues
  errors: Readonly<Record<string, string | undefined>>
  disabled: boolean
  words: Text<FormationMessageId | FormationFormMessageId>
  /** The values changed, and the field (its error cleared) that changed them. */
  onChange: (change: Partial<FormationFormValues>, field: string) => void
}) {
  const { Select } = useComponents()
  const { t } = words
  return (
    <div className="fk-row">
      <Select
        id={fieldId(formId, 'businessStructureType')}
        label={t('formationForm.entityType')}
        value={values.entityType}
        options={[
          { value: '', label: t('formationForm.choose') },
          ...ENTITY_TYPES.map((type) => ({ value: type, label: entityName(type, words) })),
        ]}
        required
        disabled={disabled}
        error={errors.businessStructureType}
        onChange={(value) => onChange({ entityType: value as EntityType | '' }, 'businessStructureType')}
      />
      <Select
        id={fieldId(formId, 'businessStateInitial')}
        label={t('formationForm.state')}
        value={values.state}
        options={stateOptions(words)}
        required
        disabled={disabled}
        error={errors.businessStateInitial}
        onChange={(value) => onChange({ state: value }, 'businessStateInitial')}
      />
    </div>
  )
}
