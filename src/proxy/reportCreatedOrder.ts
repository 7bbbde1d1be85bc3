import { bufferedBodyOf } from './bufferedBody'
import { declaredScope } from './declaredScope'
import type { MatchedRequest } from './matchRequest'
import { createdOrderOf } from './createdOrderOf'
import type { ResolvedOptions } from './resolveOptions'
import type { OrderCreatingOperation } from './types'

/**
 * Step 4, report: hands the id of an order that a `createsOrder` route just created to
 * `onOrderCreated` before the answer leaves (see its JSDoc). A failing hook changes nothing: the
 * order exists whatever the portal's bookkeeping did, and the caller still gets its answer.
 */
export async function reportCreatedOrder(
  config: ResolvedOptions,
  matched: MatchedRequest,
  request: Request,
  response: Response,
): Promise<void> {
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
  } catch {
    // ignored: see above
  }
}
