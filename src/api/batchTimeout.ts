/** Records one time budget covers in a bulk create; the service recommends batches of this size (CMP-5). */
export const RECORDS_PER_TIME_BUDGET = 200

/**
 * A bulk create's time-out: latency grows with the batch (CMP-5), so a batch gets one `baseMs` per
 * 200 records. The client and the proxy share this rule, so neither gives up while the other waits.
 */
export function batchTimeoutMs(baseMs: number, records: number): number {
  return baseMs * Math.max(1, Math.ceil(records / RECORDS_PER_TIME_BUDGET))
}
