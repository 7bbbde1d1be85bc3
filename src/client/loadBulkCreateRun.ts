import type { createBulkCreateRun } from './createBulkCreateRun'
import { loadFailure } from './loadFailure'

/**
 * `createBulkCreateRun`, loaded on first use: how the client's `bulkCreateCompanies` (above 500
 * records) and `useBulkCreateCompanies` reach it, so a page that never imports companies does not
 * ship it. Both load it lazily — a module imported statically by one and lazily by the other loads up
 * front anyway, and bundlers warn about it (INEFFECTIVE_DYNAMIC_IMPORT). The runtime loads a module
 * once; a load that fails (the network dropped the chunk) rejects with a retryable `network` error,
 * and nothing is sent.
 */
export const loadBulkCreateRun = (): Promise<typeof createBulkCreateRun> =>
  import('./createBulkCreateRun').then(
    (module) => module.createBulkCreateRun,
    (cause: unknown) => {
      throw loadFailure('compliance.bulkCreateCompanies', cause)
    },
  )
