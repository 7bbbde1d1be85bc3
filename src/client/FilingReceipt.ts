import type { OperationName } from '../api/routes'

/**
 * The proxy's record of one accepted write (`GET {basePath}/receipts`), kept for the signed-in owner
 * who made it. It never holds an SSN or a date of birth; EINs and account numbers keep only their
 * last four (`•••6789`); a document keeps its name, not its bytes.
 */
export interface FilingReceipt {
  /** The receipt's own id (not the service's). */
  readonly id: string
  /** What was done, e.g. `formation.createOrder`, `compliance.renewSubscription`. */
  readonly operation: OperationName
  /** When the service accepted it (ISO 8601). */
  readonly submittedAt: string
  /** The HTTP status of the service's answer. */
  readonly status: number
  /** The service's ids the write named or created. `companyIds` lists a bulk create's, comma-separated. */
  readonly ids: {
    readonly orderGuid?: string
    readonly companyId?: string
    readonly companyIds?: string
    readonly subscriptionId?: string
    readonly alertId?: string
  }
  /** An order create's tracking id (BF-3). */
  readonly pcid?: string
  /** An order's total price as submitted. */
  readonly price?: string
  /** An order's products as submitted. */
  readonly products?: readonly { readonly productId?: string; readonly quantity?: string | number }[]
  /** The submitted body, sanitised as above. */
  readonly submitted: unknown
}
