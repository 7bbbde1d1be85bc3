import type { AlertDetail } from '../../hooks'
import { hasMessage } from '../base/hasMessage'
import type { Text } from '../base/useText'
import { complianceValueMessages, type ComplianceValueMessageId } from '../messages/en/complianceValues'
import { speaksServiceLanguage } from './alertNameIn'
import { statutoryDueDateOf } from './dueDates'

/**
 * The alert's message (`alertBody`, service text) in one language. On an English page, the service's
 * sentence with its ISO dates (2027-02-25) written as every other date on the page. On a page in
 * another language, our own sentence, whole, for a type the catalog knows and an alert with a
 * statutory due date; else the service's sentence exactly as it wrote it: never an English sentence
 * with a Spanish date spliced in. `lang` is the service's language when its text is shown.
 */
export function alertMessageIn(
  alert: AlertDetail,
  text: Pick<Text<ComplianceValueMessageId>, 't' | 'date' | 'locale'>,
): { message: string; lang?: 'en' } | null {
  const body = alert.alertBody
  if (speaksServiceLanguage(text.locale))
    return body ? { message: body.replace(/\b\d{4}-\d{2}-\d{2}\b/g, (iso) => text.date(iso)) } : null
  const id = `compliance.message.${(alert.alertType ?? alert.serviceCategory ?? '').replace(/\s+/g, '')}`
  const due = statutoryDueDateOf(alert)
  const known = hasMessage(complianceValueMessages, id)
  const facts = Boolean(
    alert.companyName && (alert.serviceState || !known || !complianceValueMessages[id].includes('{state}')),
  )
  if (due && known && facts)
    return {
      message: text.t(id, {
        company: alert.companyName ?? '',
        state: alert.serviceState ?? '',
        date: text.date(due),
      }),
    }
  return body ? { message: body, lang: 'en' } : null
}
