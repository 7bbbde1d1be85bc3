// The service's values inside the compliance form in the owner's words (issue 34, "one language at a
// time"): a status with the state ("Active"), an entity type ("C-Corp"), a kind of report ("Initial
// Report"), and a form's title ("Washington Annual Report"). A value the catalog knows is said in the
// page's language; any other is shown exactly as the service sent it (as text), never a mix. What is
// sent back is always the service's own value: these words are only shown. In the form's lazy chunk.
import { US_STATES } from '../../hooks'
import { hasMessage } from '../base/hasMessage'
import { complianceFieldNameMessages } from '../messages/en/complianceFieldNames'
import { planMessages } from '../messages/en/plans'
import { serviceName } from '../subscriptions/plan'
import type { Translate } from './withFieldDictionary'
import { speaksServiceLanguage } from './alertNameIn'

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
export function formTitleIn(
  title: string,
  { t, locale }: { t: Translate; locale: string },
): { title: string; lang?: 'en' } {
  if (speaksServiceLanguage(locale)) return { title }
  const words = title.trim().split(/\s+/)
  for (let start = 0; start < words.length; start += 1) {
    const kind = words.slice(start).join('')
    if (!hasMessage(planMessages, `service.${kind}`)) continue
    const state = words.slice(0, start).join(' ')
    const type = serviceName(kind, { t })
    if (state === '') return { title: type }
    if (STATE_NAMES.has(state)) return { title: t('compliance.form.definitionTitle', { state, type }) }
  }
  return { title, lang: 'en' }
}
