import { createPartnerClient, isPartnerApiError } from '../../../src/index'
import { createPartnerSimulator } from '../../../src/simulator/index'
import { BASE_URL } from './setup'

// The client loads a product's routes and its validation on first use. These tests play what the
// network can do to those chunks (the simulator answers every request) and to the partner's own
// headers function: the caller sees a PartnerApiError, and nothing is sent that was not meant to be.

const chunk = vi.hoisted(() => ({ failures: 0 }))
vi.mock('../../../src/client/validateCall', async (original) => {
  if (chunk.failures > 0) {
    chunk.failures -= 1
    throw new TypeError('Failed to fetch dynamically imported module: validateCall.js')
  }
  return await original()
})

function client(options: { headers?: () => Promise<HeadersInit> } = {}) {
  const sim = createPartnerSimulator({ seed: 11 })
  const viaProxy = sim.viaProxy()
  const sent: string[] = []
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    sent.push(request.url)
    return viaProxy(request)
  }
  const partnerId = sim.partners[0]!.partnerId
  return {
    sent,
    client: createPartnerClient({
      baseUrl: BASE_URL,
      partnerId,
      fetch,
      retry: { attempts: 2, baseDelayMs: 1 },
      ...options,
    }),
  }
}

describe('parts loaded on first use', () => {
  it('GEN-3: a validation chunk that does not arrive is a retryable network error with nothing sent; it is loaded again, within a call and on the next', async () => {
    const { client: fresh, sent } = client()
    // Three loads fail: the first and the two retries of the policy.
    chunk.failures = 3
    const error = await fresh.compliance
      .createCompany({ name: 'Acme LLC' })
      .catch((caught: unknown) => caught)
    if (!isPartnerApiError(error)) throw new Error(`expected a PartnerApiError, got ${String(error)}`)
    expect(error.kind).toBe('network')
    expect(error.retryable).toBe(true)
    expect(sent).toEqual([])
    // One load fails: the call loads again and goes through.
    chunk.failures = 1
    await expect(fresh.compliance.listCompanies()).resolves.toEqual(expect.any(Array))
    expect(sent).toHaveLength(1)
    expect(chunk.failures).toBe(0)
  })

  it('a headers function that fails is a network error before anything is sent', async () => {
    const { client: fresh, sent } = client({
      headers: async () => {
        throw new Error('CSRF token endpoint unreachable')
      },
    })
    const error = await fresh.compliance
      .createCompany({ name: 'Acme LLC' })
      .catch((caught: unknown) => caught)
    if (!isPartnerApiError(error)) throw new Error(`expected a PartnerApiError, got ${String(error)}`)
    expect(error.kind).toBe('network')
    expect(error.serviceMessage).toContain('CSRF token endpoint unreachable')
    expect(sent).toEqual([])
  })
})
