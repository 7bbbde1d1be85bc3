import { TAX_STATE_CHOICES } from '../../hooks/coreHelpers'
import { hasMessage } from '../base/hasMessage'
import type { Text } from '../base/useText'
import { taxRegistrationMessages, type TaxRegistrationMessageId } from '../messages/en/taxRegistration'
import type { ValueMessageId } from '../messages/en/value'

/** A phase or status as a message id part: `Submitted to Agency` → `SubmittedtoAgency`. */
const idPart = (value: string) => value.replace(/[^A-Za-z0-9]/g, '')

/** The message for `prefix.<value>` when the catalog has one. */
function known(prefix: string, value: string): TaxRegistrationMessageId | undefined {
  const id = `${prefix}.${idPart(value)}`
  return hasMessage(taxRegistrationMessages, id) ? id : undefined
}

/** A phase in words; one the catalog does not know, as the service wrote it. */
export function taxPhaseName(phase: string, { t }: Pick<Text<TaxRegistrationMessageId>, 't'>): string {
  const id = known('tax.phase', phase)
  return id ? t(id) : phase
}

/** A status in plain words; one the catalog does not know, as the service wrote it. */
export function statusText(
  status: string | null | undefined,
  { t }: Pick<Text<TaxRegistrationMessageId | ValueMessageId>, 't'>,
): string {
  if (!status) return t('value.notYet')
  const id = known('tax.status', status)
  return id ? t(id) : status
}

// Pure: a bundler otherwise keeps this module-level call on a page without a tax component.
const STATE_NAMES = /* @__PURE__ */ new Map<string, string>(
  TAX_STATE_CHOICES.map(({ code, name }) => [code, name]),
)

/** A state code as its name (`CA` → California); anything else as written. */
export const stateLabel = (value: string) => STATE_NAMES.get(value.toUpperCase()) ?? value
