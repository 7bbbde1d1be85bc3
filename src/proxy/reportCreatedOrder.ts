import { bufferedBodyOf } from './bufferedBody'
import { declaredScope } from './declaredScope'
import type { MatchedRequest } from './matchRequest'
import { createdOrderOf } from './createdOrderOf'
import type { ResolvedOptions } from './resolveOptions'
import type { OrderCreatingOperation } from './types'

/**
 * Set on the 2xx answer of an order creation whose `onOrderCreated` threw: the new order's id. The
 * order exists (a retry would create a second one), but the portal did not record it for its user,
 * so following it may be refused until it does.
 */
export const ORDER_UNRECORDED_HEADER = 'x-filing-kit-order-unrecorded'

/**
 * Step 5, report: hands the id of an order that a `createsOrder` route just created to
 * `onOrderCreated` before the answer leaves (see its JSDoc). A failing hook does not turn the answer
 * into an error — the order exists whatever the portal's bookkeeping did — but it is not silent
 * either: the answer carries `ORDER_UNRECORDED_HEADER`, and the exception is returned for the log.
 */
export async function reportCreatedOrder(
  config: ResolvedOptions,
  matched: MatchedRequest,
  request: Request,
  response: Response,
): Promise<{ readonly error: unknown } | undefined> {
  if (!config.onOrderCreated || !response.ok) return
  if (declaredScope(matched.route)?.kind !== 'createsOrder') return
  const bytes = bufferedBodyOf(response)
  const text = bytes ? new TextDecoder().decode(bytes) : await response.clone().text()
  const created = createdOrderOf(matched.route.envelope, text)
  if (!created) return
  try {
    // The route declares that it creates orders; the table's types say which operations those are.
    const operation = matched.operation as OrderCreatingOperation
    await config.onOrderCreated({ operation, ...created, request })
  } catch (error) {
    // The proxy built this response, so its headers are its own to change (and the Node adapter
    // writes them from here in both of its paths).
    // writes them from here in both of its paths). The id is the service's: only a plain one travels.
    const id = /^[A-Za-z0-9_-]{1,64}$/.test(created.orderGuid) ? created.orderGuid : 'unknown'
    response.headers.set(ORDER_UNRECORDED_HEADER, id)
    return { error }
  }
  return undefined
}
