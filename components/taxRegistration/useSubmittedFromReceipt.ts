'use client'
import { useReceipts, type CreateTaxRegistrationInput } from '../../hooks'
import { parseSubmitted } from './submittedCopy'

/**
 * What was submitted for `orderGuid`, from the proxy's receipt of its create (issue 32): the service
 * never returns it (TAX-2), and the page's own copy is gone after a reload elsewhere or on another
 * device. Read only when `wanted` (no copy at hand); a proxy that keeps no receipts for this user
 * (no signed-in owner, receipts off) leaves it `undefined`, as before. Cleaned like a stored copy.
 */
export function useSubmittedFromReceipt(
  orderGuid: string,
  wanted: boolean,
): CreateTaxRegistrationInput | undefined {
  const receipts = useReceipts({ enabled: wanted, retry: false })
  if (!wanted) return undefined
  const receipt = receipts.data?.find(
    (each) => each.operation === 'taxRegistration.createOrder' && each.ids.orderGuid === orderGuid,
  )
  const order = (receipt?.submitted as { partnerOrder?: unknown } | undefined)?.partnerOrder
  return order ? parseSubmitted(JSON.stringify({ v: 1, submitted: order })) : undefined
}
