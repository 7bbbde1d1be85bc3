// The service's values inside the compliance form in the owner's words (issue 34, "one language at a
// time"): a status with the state ("Active"), an entity type ("C-Corp"), a kind of report ("Initial
// Report"), a form's title ("Washington Annual Report"), the alert's name and its products. A value the
// catalog knows is said in the page's language; any other is shown exactly as the service sent it (as
// text), never a mix. What is sent back is always the service's own value: these words are only shown.
//
// In the form's lazy chunk, which must not import the plan names or the alert values' areas: a module
// both this chunk and the main entry import lands in the chunk every page loads. So the kinds of
// filing (`service.*`), the alert's name (`compliance.alertName`) and the products
// (`compliance.product.*`) are looked up by id in the provider's messages only (on a page not in
// English, the catalog of its language); an id it does not have is an unknown value, shown as sent.
import { US_STATES } from '../../hooks/coreHelpers'
import { hasMessage } from '../base/hasMessage'
import { complianceFieldNameMessages } from '../messages/en/complianceFieldNames'
import { ALERT_NAME_SHAPE } from './alertNameShape'
import type { Translate } from './withFieldDictionary'

type Words = { t: Translate; locale: string }

/** Whether the page speaks the service's language (English): then the service's words stand. */
const speaksServiceLanguage = (locale: string) => /^en\b/i.test(locale)

/** The provider's words for `id`, or `undefined` when it has none (`t` then gives the id back). */
function known(t: Translate, id: string, values?: Readonly<Record<string, string | number>>) {
  const words = t(id, values)
  return words === id ? undefined : words
}

/** A value the service sent (or offers as a choice) in the owner's words; an unknown one as sent. */
export function serviceValueIn(value: string, t: Translate): string {
  const id = `compliance.choice.${value.replace(/[^A-Za-z0-9]/g, '')}`
  return value.trim() !== '' && hasMessage(complianceFieldNameMessages, id) ? t(id) : value
}

const STATE_NAMES: ReadonlySet<string> = new Set(Object.values(US_STATES))

/**
 * A form's title in the page's language: on an English page, and for a title of any other shape, as
 * the service wrote it (`lang` then says it is English); "<state name> <kind of filing>" whose kind
 * the catalog knows, said whole ("Informe anual (Washington)"), or the kind alone without a state.
 */
export function formTitleIn(title: string, { t, locale }: Words): { title: string; lang?: 'en' } {
  if (speaksServiceLanguage(locale)) return { title }
  const words = title.trim().split(/\s+/)
  for (let start = 0; start < words.length; start += 1) {
    const type = known(t, `service.${words.slice(start).join('')}`)
    if (!type) continue
    const state = words.slice(0, start).join(' ')
    if (state === '') return { title: type }
    if (STATE_NAMES.has(state)) return { title: t('compliance.form.definitionTitle', { state, type }) }
  }
  return { title, lang: 'en' }
}

/**
 * The alert's name in the page's language, as the alert's detail says it (`alertNameIn`): "<type>
 * <year> - <company>" with a known type said whole, the company's name kept; any other as written.
 */
export function alertNameInForm(name: string, alertType: string | null | undefined, { t, locale }: Words) {
  if (speaksServiceLanguage(locale) || !alertType) return name
  const type = alertType.trim()
  const kind = known(t, `service.${type.replace(/\s+/g, '')}`)
  const shape = ALERT_NAME_SHAPE.exec(name)
  if (!kind || !shape || shape[1] !== type) return name
  const whole = known(t, 'compliance.alertName', { type: kind, year: shape[2]! })
  return whole ? whole + (shape[3] ?? '') : name
}

/** A product's name in the page's language (as the alert's detail says it); any other as written. */
export function productNameInForm(name: string, { t, locale }: Words): string {
  if (speaksServiceLanguage(locale)) return name
  const idOf = (words: string) => `compliance.product.${words.replace(/[^A-Za-z0-9]+/g, '')}`
  const whole = known(t, idOf(name))
  if (whole) return whole
  // A state's fee, "<state code> <fee>" ("WA Annual Report State Fee").
  const fee = /^([A-Z]{2})\s+(.+)$/.exec(name.trim())
  return (fee && known(t, idOf(fee[2]!), { state: fee[1]! })) || name
}
