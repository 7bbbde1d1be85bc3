import { hasMessage } from '../base/hasMessage'
import type { Text } from '../base/useText'
import { formationMessages, type FormationMessageId } from '../messages/en/formation'

// "Alabama State Filing Fee": one catalog entry for every state, the state's name filled in.
const STATE_FEE = /^(.+) State (Filing|Expedite) Fee$/
// "Limited Liability Company (LLC) - Basic": the entity type the owner chose already, then the level.
const PACKAGE_LEVEL = /^.+ - ([A-Za-z]+)$/

type Words = Pick<Text<FormationMessageId>, 't'>

const idOf = (text: string) => `formationForm.service.${text.replace(/[^A-Za-z0-9]/g, '')}`

/**
 * A name or note the service gives a package's option or group ("Select Speed?", "Express Filing",
 * "1 Year Free") as an owner reads it, in the viewer's language: the catalog's `formationForm.service.*`
 * entry for it (its letters and digits), else the service's own words, never an id.
 */
export function optionWords(serviceText: string | null | undefined, { t }: Words): string {
  if (!serviceText) return ''
  const fee = STATE_FEE.exec(serviceText)
  const id = idOf(fee ? `State${fee[2]}Fee` : serviceText)
  return hasMessage(formationMessages, id) ? t(id, { state: fee?.[1] ?? '' }) : serviceText
}

/**
 * A package's name as its level ("Basic package") when the catalog knows the level, any other product
 * of an order as `optionWords` gives it: the tracker's summary lists both.
 */
export function packageWords(serviceName: string | null | undefined, words: Words): string {
  const level = PACKAGE_LEVEL.exec(serviceName ?? '')?.[1]
  const id = idOf(level ?? '')
  return level && hasMessage(formationMessages, id)
    ? words.t('formationForm.packageName', { level: words.t(id) })
    : optionWords(serviceName, words)
}

/** The order's filing speed ("Express", or the option's "Express Filing") as the form named it. */
export function filingSpeedWords(serviceText: string, words: Words): string {
  if (hasMessage(formationMessages, idOf(serviceText))) return optionWords(serviceText, words)
  // The option's name whenever the catalog knows it, even where its words are the service's own
  // ("Standard Filing" in English): comparing texts read a known name as an unknown one (issue 34).
  return hasMessage(formationMessages, idOf(`${serviceText} Filing`))
    ? optionWords(`${serviceText} Filing`, words)
    : serviceText
}
