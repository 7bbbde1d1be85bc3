import { hasMessage } from '../base/hasMessage'
import type { Text } from '../base/useText'
import { formationFormMessages, type FormationFormMessageId } from '../messages/en/formationForm'

// "Alabama State Filing Fee": one catalog entry for every state, the state's name filled in.
const STATE_FEE = /^(.+) State (Filing|Expedite) Fee$/

/**
 * A name or note the service gives a package's option or group ("Select Speed?", "Express Filing",
 * "1 Year Free") as an owner reads it, in the viewer's language: the catalog's `formationForm.service.*`
 * entry for it (its letters and digits), else the service's own words, never an id.
 */
export function optionWords(
  serviceText: string | null | undefined,
  { t }: Pick<Text<FormationFormMessageId>, 't'>,
): string {
  if (!serviceText) return ''
  const fee = STATE_FEE.exec(serviceText)
  const id = `formationForm.service.${(fee ? `State${fee[2]}Fee` : serviceText).replace(/[^A-Za-z0-9]/g, '')}`
  return hasMessage(formationFormMessages, id) ? t(id, { state: fee?.[1] ?? '' }) : serviceText
}
