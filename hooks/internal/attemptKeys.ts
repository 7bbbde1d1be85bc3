'use client'
import { hashKey, type QueryClient } from '@tanstack/react-query'
import { generatePcid, isOutcomeUnknown } from '../../src/index'

// Per QueryClient (not per component): a form closed and opened again, or another form of the same
// write, resends an unanswered attempt under the key it was first sent with.
const open = new WeakMap<QueryClient, Map<string, string>>()

/**
 * Runs one write under its attempt's `Idempotency-Key`. The same write (operation and variables)
 * sent again after an outcome the client does not know — no answer, a time-out, a 5xx — reuses the
 * key, so the proxy answers it from its store instead of doing it twice; a write answered either way
 * gives up its key, and the next one is a new attempt.
 */
export async function attemptKeyOf<T>(
  queryClient: QueryClient,
  operation: string,
  variables: unknown,
  send: (idempotencyKey: string) => Promise<T>,
): Promise<T> {
  let keys = open.get(queryClient)
  if (!keys) open.set(queryClient, (keys = new Map()))
  // Files hash as {}: two uploads of different files to one order share a name only while the first is unknown.
  const name = hashKey([operation, variables])
  const key = keys.get(name) ?? generatePcid()
  keys.set(name, key)
  try {
    const data = await send(key)
    keys.delete(name)
    return data
  } catch (error) {
    if (!isOutcomeUnknown(error)) keys.delete(name)
    throw error
  }
}
