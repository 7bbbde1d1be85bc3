import type { OperationName } from '../api'
import { createRandom, hashString } from './random'
import {
  authError,
  complianceError,
  formationError,
  gatewayTimeout,
  serverError,
  type SimResponse,
} from './respond'
import type { SimulatorFaults } from './types'

/** A failure of a chosen status, in the body shape the service uses for it. */
export function failureAnswer(
  status: number,
  product: 'compliance' | 'formation' | 'taxRegistration',
): SimResponse {
  if (status === 401 || status === 403)
    return authError(status, status === 401 ? 'Invalid API key.' : 'Forbidden.')
  if (status === 504) return gatewayTimeout()
  if (status >= 500) return serverError(status)
  return product === 'compliance'
    ? complianceError(status, 'Simulated failure.', null)
    : formationError(status, ['Simulated failure.'])
}

/**
 * Injected faults: one-shot failures queued per operation, and a seeded error rate (the same seed
 * fails the same requests, so a flaky test is reproducible), and latency.
 */
export function createFaults(
  seed: number,
  options: SimulatorFaults = {},
  latency: number | readonly [number, number] = 0,
) {
  const random = createRandom((seed ^ hashString('faults')) >>> 0)
  const queued = new Map<OperationName, number[]>()
  return {
    /** The next request to `operation` answers `status`; calls queue up. */
    failNext(operation: OperationName, status: number): void {
      queued.set(operation, [...(queued.get(operation) ?? []), status])
    },
    /** The status to fail this request with, if any. */
    take(operation: OperationName): number | undefined {
      const pending = queued.get(operation)
      if (pending?.length) return pending.shift()
      const rate = options.errorRate ?? 0
      if (rate <= 0) return undefined
      if (options.operations && !options.operations.includes(operation)) return undefined
      return random.next() < rate ? (options.errorStatus ?? 500) : undefined
    },
    /** Latency of one answer in ms. */
    latencyMs(): number {
      if (typeof latency === 'number') return latency
      const [min, max] = latency
      return min + Math.floor(random.next() * (max - min + 1))
    },
  }
}
export type Faults = ReturnType<typeof createFaults>
