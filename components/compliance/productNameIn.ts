import { hasMessage } from '../base/hasMessage'
import type { Text } from '../base/useText'
import { complianceMessages, type ComplianceMessageId } from '../messages/en/compliance'

/**
 * A product's name in the owner's words: the service's product names the catalog knows (a state's fee
 * is named "<state code> <fee>", e.g. "WA Annual Report State Fee"), in the page's language; any other
 * as the service wrote it.
 */
export function productNameIn(
  name: string | null | undefined,
  { t }: Pick<Text<ComplianceMessageId>, 't'>,
): string {
  if (!name?.trim()) return t('common.notSet')
  const idOf = (words: string) => `compliance.product.${words.replace(/[^A-Za-z0-9]+/g, '')}`
  const whole = idOf(name)
  if (hasMessage(complianceMessages, whole)) return t(whole)
  const fee = /^([A-Z]{2})\s+(.+)$/.exec(name.trim())
  const feeId = fee ? idOf(fee[2]!) : ''
  if (fee && hasMessage(complianceMessages, feeId) && complianceMessages[feeId].includes('{state}'))
    return t(feeId, { state: fee[1]! })
  return name
}
