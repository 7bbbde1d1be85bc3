import type { OperationName } from '../api/routes'
import { isRecord } from '../api/isRecord'
import { decodeBody } from '../api/decodeBody'
import type { FilingReceipt } from '../client/FilingReceipt'

// What a receipt never holds (the rule, design.md): SSNs and dates of birth are left out
// whole; EINs and account or routing numbers keep their last four; files keep their name, not their
// bytes; the partner's apiUserPid is theirs, not the owner's.
const LEFT_OUT = /ssn|social|birth|^dob$|^base64$|^apiUserPid$|password|secret|token/i
const LAST_FOUR = /ein$|^ein|taxid|fein|account.?(number|no)$|routing/i
const SSN_TEXT = /(?<!\d)\d{3}-?\d{2}-?\d{4}(?!\d)/
const EIN_TEXT = /(?<!\d)\d{2}-\d{7}(?!\d)/g
// A receipt is a record, not a copy of everything: deep or huge bodies are cut.
const MAX_DEPTH = 12
const MAX_ITEMS = 200

const lastFour = (value: string | number): string => {
  const digits = String(value).replace(/\D/g, '')
  return digits.length >= 4 ? `•••${digits.slice(-4)}` : '•••'
}

/** The submitted body as a receipt keeps it: see the rules above. */
export function sanitizeSubmitted(value: unknown, key = '', depth = 0): unknown {
  if (depth > MAX_DEPTH) return undefined
  if (typeof value === 'string' || typeof value === 'number') {
    if (LAST_FOUR.test(key)) return lastFour(value)
    if (typeof value === 'string') {
      if (SSN_TEXT.test(value) && !EIN_TEXT.test(value)) return undefined
      return value.replace(EIN_TEXT, (ein) => lastFour(ein))
    }
    return value
  }
  if (Array.isArray(value)) {
    return value.slice(0, MAX_ITEMS).map((item) => sanitizeSubmitted(item, '', depth + 1))
  }
  if (isRecord(value)) {
    const kept: Record<string, unknown> = {}
    for (const [name, item] of Object.entries(value)) {
      if (LEFT_OUT.test(name)) continue
      const clean = sanitizeSubmitted(item, name, depth + 1)
      if (clean !== undefined) kept[name] = clean
    }
    return kept
  }
  return typeof value === 'boolean' || value === null ? value : undefined
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)

/** The service's ids a receipt names: from the path, the body and the answer. */
function idsOf(
  params: Readonly<Record<string, string>>,
  caller: unknown,
  answer: unknown,
): FilingReceipt['ids'] {
  const payload = isRecord(answer) && 'data' in answer ? answer.data : answer
  const order = isRecord(payload) && isRecord(payload.partnerOrder) ? payload.partnerOrder : undefined
  const body = isRecord(caller) ? caller : undefined
  const ids: Record<string, string> = {}
  const orderGuid = text(params.orderGuid) ?? text(order?.orderGuid) ?? text(body?.orderGuid)
  const companyId = text(params.companyId) ?? (isRecord(payload) ? text(payload.companyId) : undefined)
  if (orderGuid) ids.orderGuid = orderGuid
  if (companyId) ids.companyId = companyId
  if (params.subscriptionId) ids.subscriptionId = params.subscriptionId
  if (params.alertId) ids.alertId = params.alertId
  if (Array.isArray(payload)) {
    const companyIds = payload.flatMap((item) =>
      isRecord(item) && text(item.companyId) ? [item.companyId as string] : [],
    )
    if (companyIds.length > 0) ids.companyIds = companyIds.slice(0, MAX_ITEMS).join(',')
  }
  return ids
}

/** The receipt of one accepted write: what was submitted (sanitised), the price, the ids, when. */
export function receiptOf(input: {
  readonly id: string
  readonly operation: OperationName
  readonly params: Readonly<Record<string, string>>
  readonly caller: unknown
  readonly answerText: string
  readonly status: number
  readonly at: Date
}): FilingReceipt {
  const answer = decodeBody(input.answerText)
  const order =
    isRecord(input.caller) && isRecord(input.caller.partnerOrder) ? input.caller.partnerOrder : undefined
  const price = order?.orderTotalPrice
  const products = Array.isArray(order?.products) ? order.products : undefined
  const pcid = text(order?.pcid)
  return {
    id: input.id,
    operation: input.operation,
    submittedAt: input.at.toISOString(),
    status: input.status,
    ids: idsOf(input.params, input.caller, answer),
    ...(pcid ? { pcid } : {}),
    ...(typeof price === 'string' || typeof price === 'number' ? { price: String(price) } : {}),
    ...(products ? { products: sanitizeSubmitted(products) as FilingReceipt['products'] } : {}),
    submitted: sanitizeSubmitted(input.caller),
  }
}
