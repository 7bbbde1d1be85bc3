import { isRecord } from '../api/isRecord'

/**
 * The company owning one record (an alert, a subscription): the first of `ownerKeys` it holds, as
 * the route declares it. `undefined` when there is none or it is not a string: no owner, no access.
 */
export function ownerOf(payload: unknown, ownerKeys: readonly string[]): string | undefined {
  if (!isRecord(payload)) return undefined
  const owner = ownerKeys.map((key) => payload[key]).find((value) => value !== undefined && value !== null)
  return typeof owner === 'string' ? owner : undefined
}
