import type { EntityType } from '../../hooks'
import { serviceFieldMessage, type ServiceFieldWords } from '../base/serviceFieldMessage'
import type { Text } from '../base/useText'
import type { FormationMessageId } from '../messages/en/formation'

/** `Rest` of each id in `Id` that starts with `Prefix` (distributes over the union). */
type After<Id, Prefix extends string> = Id extends `${Prefix}${infer Rest}` ? Rest : never

/** A create-order field the catalog labels (`formation.field.<name>`): a field spec without a label fails tsc. */
export type FormationFieldName = After<FormationMessageId, 'formation.field.'>

/** The label of a create-order field, by its member name (`contactEmail`). */
export function formationFieldLabel(
  field: FormationFieldName,
  { t }: Pick<Text<FormationMessageId>, 't'>,
): string {
  return t(`formation.field.${field}`)
}

/** The message for a refused field: nothing typed, or a value whose format is wrong. */
export function fieldProblemText(
  field: string,
  problem: 'required' | 'invalid' | 'poBox',
  { t }: Pick<Text<FormationMessageId>, 't'>,
): string {
  if (problem === 'required') return t('field.required')
  if (problem === 'poBox') return t('formation.invalid.poBox')
  if (/Email$/.test(field)) return t('formation.invalid.email')
  if (/Zip$/.test(field)) return t('formation.invalid.zip')
  if (/SSN$/.test(field)) return t('formation.invalid.ssn')
  if (/State(Initial)?$/.test(field)) return t('formation.invalid.state')
  return t('formation.invalid.generic')
}

const ENTITY_MESSAGE: Record<EntityType, FormationMessageId> = {
  LLC: 'formation.entity.LLC',
  'C-Corp': 'formation.entity.CCorp',
  'S-Corp': 'formation.entity.SCorp',
  'Non-Profit Corporation': 'formation.entity.NonProfitCorporation',
  'Professional Corporation': 'formation.entity.ProfessionalCorporation',
}

/** An entity type in words: `C-Corp` → "C corporation". */
export function entityName(type: EntityType, { t }: Pick<Text<FormationMessageId>, 't'>): string {
  return t(ENTITY_MESSAGE[type])
}

/**
 * A create-order field's words for the service's refusals of it (BF-10, read by `serviceFieldMessage`):
 * "Please enter a value for ResponsiblePartySSN" is "This field is required." on that field, or
 * "Check this value." when the field holds one; "a valid value", what the field needs.
 */
export function formationFieldWords(
  path: string,
  words: Pick<Text<FormationMessageId>, 't'>,
): ServiceFieldWords {
  const field = path.split('.').pop() ?? path
  return {
    required: fieldProblemText(field, 'required', words),
    invalid: fieldProblemText(field, 'invalid', words),
    filled: words.t('formation.invalid.generic'),
  }
}

/** A create-order field's refusal by the service in the owner's words: `serviceFieldMessage` with the field's words. */
export const formationFieldMessage = (
  path: string,
  message: string,
  words: Pick<Text<FormationMessageId>, 't'>,
  value?: unknown,
): string => serviceFieldMessage(message, formationFieldWords(path, words), value)
