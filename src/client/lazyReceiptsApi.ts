import type { ReceiptsApi } from './createReceiptsApi'
import type { PartnerClientOptions } from './PartnerClientOptions'

/**
 * `client.receipts`, loaded on its first call: most pages never read receipts, and the client's up-
 * front size has a budget (issue 23). A chunk that fails to load rejects that call; the next tries again.
 */
export function lazyReceiptsApi(options: PartnerClientOptions): ReceiptsApi {
  let api: Promise<ReceiptsApi> | undefined
  const load = () =>
    (api ??= import('./createReceiptsApi').then(
      (module) => module.createReceiptsApi(options),
      (error: unknown) => {
        api = undefined
        throw error
      },
    ))
  return {
    list: (opts) => load().then((receipts) => receipts.list(opts)),
    get: (receiptId, opts) => load().then((receipts) => receipts.get(receiptId, opts)),
  }
}
