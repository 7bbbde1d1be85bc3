import type { FormationFormValues } from '../../hooks'
import { valueAt } from '../../hooks/coreHelpers'
import type { Text } from '../base/useText'
import type { FormationMessageId } from '../messages/en/formation'
import { FORMATION_FORM_STEPS, stepOfField } from './model/formationFormSteps'
import { formationFieldMessage } from './words'

/**
 * BF-10: the service's refusal of a create, by path, put on the fields of one step — the first, in the
 * form's order, that holds a field it names (`review` when none does), which the form then shows — in
 * the owner's words (`value` picks "required" or "check this value").
 */
export function refusedOnStep(
  byPath: Readonly<Record<string, string>>,
  values: FormationFormValues,
  words: Pick<Text<FormationMessageId>, 't'>,
): Record<string, string> {
  const paths = Object.keys(byPath)
  const target = FORMATION_FORM_STEPS.find((step) => paths.some((path) => stepOfField(path) === step))
  const placed: Record<string, string> = {}
  for (const [path, message] of Object.entries(byPath))
    if (stepOfField(path) === target)
      placed[path] = formationFieldMessage(path, message, words, valueAt(values, path.split('.')))
  return placed
}
