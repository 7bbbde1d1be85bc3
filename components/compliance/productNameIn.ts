import { hasMessage } from '../base/hasMessage'
import type { Text } from '../base/useText'
import { complianceValueMessages, type ComplianceValueMessageId } from '../messages/en/complianceValues'

/**
 * A product's name in the owner's words: the service's product names the catalog knows (a state's fee
 * is named "<state code> <fee>", e.g. "WA Annual Report State Fee"), in the page's language; any other
 * as the service wrote it.
 */
export function productNameIn(
  name: string | null | undefined,
  { t }: Pick<Text<ComplianceValueMessageId>, 't'>,
): string {
  if (!name?.trim()) return t('common.notSet')
  const idOf = (words: string) => `compliance.product.${words.replace(/[^A-Za-z0-9]+/g, '')}`
  const whole = idOf(name)
  if (hasMessage(complianceValueMessages, whole)) return t(whole)
  const fee = /^([A-Z]{2})\s+(.+)$/.exec(name.trim())
  const feeId = fee ? idOf(fee[2]!) : ''
  if (fee && hasMessage(complianceValueMessages, feeId) && complianceValueMessages[feeId].includes('{state}'))
    return t(feeId, { state: fee[1]! })
  return name
}
