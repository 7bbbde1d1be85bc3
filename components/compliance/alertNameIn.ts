import { hasMessage } from '../base/hasMessage'
import { ALERT_NAME_SHAPE } from './alertNameShape'
import type { Text } from '../base/useText'
import type { ComplianceValueMessageId } from '../messages/en/complianceValues'
import { planMessages, type PlanMessageId } from '../messages/en/plans'
import { serviceName } from '../subscriptions/plan'

/**
 * Whether the page speaks the service's language (English): then the service's own alert names and
 * messages stand as it wrote them. On a page in another language, a known one is said whole in the
 * catalog's words and an unknown one shown as the service wrote it, never a mix of the two.
 */
export const speaksServiceLanguage = (locale: string) => /^en\b/i.test(locale)

/**
 * An alert's name in the page's language. The service names alerts "<type> <year> - <company>"
 * ("BOI Report 2026 - Summit Bakery Inc."): on a page not in English, a name of that shape whose type
 * the catalog knows reads "Informe de beneficiarios finales 2026 - Summit Bakery Inc." (the company's
 * name is a name, kept); any other name, and every name on an English page, as the service wrote it.
 */
export function alertNameIn(
  name: string,
  alertType: string | null | undefined,
  text: Pick<Text<ComplianceValueMessageId | PlanMessageId>, 't'> & { locale?: string },
): string {
  if (!text.locale || speaksServiceLanguage(text.locale) || !alertType) return name
  const type = alertType.trim()
  if (!hasMessage(planMessages, `service.${type.replace(/\s+/g, '')}`)) return name
  const shape = ALERT_NAME_SHAPE.exec(name)
  if (!shape || shape[1] !== type) return name
  return text.t('compliance.alertName', { type: serviceName(type, text), year: shape[2]! }) + (shape[3] ?? '')
}
