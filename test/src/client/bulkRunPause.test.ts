import { describe, expect, it } from 'vitest'
import { createBulkCreateRun, createPartnerClient, isPartnerApiError } from '../../../src/index'
import { createPartnerSimulator } from '../../../src/simulator/index'
import { TEST_BASE_URL } from '../../support/fixtures'

describe('createBulkCreateRun: pause()', () => {
  it('CMP-5: no further chunk starts, the chunks in flight finish and keep their results; retryFailed() sends the rest, each chunk once', async () => {
    const sim = createPartnerSimulator({ seed: 5, latencyMs: 20 })
    const partnerId = sim.partners[0]!.partnerId
    const sent: number[] = []
    const viaProxy = sim.viaProxy()
    const client = createPartnerClient({
      baseUrl: TEST_BASE_URL,
      partnerId,
      fetch: async (input, init) => {
        const request = new Request(input, init)
        if (request.url.endsWith('/companies/bulk'))
          sent.push(((await request.clone().json()) as unknown[]).length)
        return viaProxy(request)
      },
    })
    const before = sim.state.companies.size
    const records = Array.from({ length: 1000 }, (_, index) => ({
      name: `Paused ${index} LLC`,
      PCID: `P-${index}`,
    }))
    const run = createBulkCreateRun(client, records, { chunkSize: 100, concurrency: 2 })
    const started = run.start()
    // start() has put the first two chunks in flight by the time it returns.
    expect(
      run
        .snapshot()
        .progress.chunks.slice(0, 3)
        .map((chunk) => chunk.status),
    ).toEqual(['sending', 'sending', 'queued'])
    run.pause()
    const error: unknown = await started.catch((cause: unknown) => cause)
    expect(isPartnerApiError(error, 'aborted')).toBe(true)
    const paused = run.snapshot()
    expect(paused.state).toBe('stopped')
    expect(paused.progress.chunks.map((chunk) => chunk.status)).toEqual([
      'done',
      'done',
      ...Array.from({ length: 8 }, () => 'queued'),
    ])
    expect(sent).toEqual([100, 100])
    expect(paused.results.filter(Boolean)).toHaveLength(200)

    const results = await run.retryFailed()
    expect(run.snapshot().state).toBe('succeeded')
    expect(sent).toHaveLength(10)
    expect(results.every((result) => result?.companyId)).toBe(true)
    expect(sim.state.companies.size - before).toBe(1000)
  })

  it('does nothing when the run is not sending', async () => {
    const sim = createPartnerSimulator({ seed: 5 })
    const client = createPartnerClient({
      baseUrl: TEST_BASE_URL,
      partnerId: sim.partners[0]!.partnerId,
      fetch: sim.viaProxy(),
    })
    const run = createBulkCreateRun(client, [{ name: 'Solo LLC' }])
    run.pause()
    await expect(run.start()).resolves.toHaveLength(1)
    expect(run.snapshot().state).toBe('succeeded')
  })
})
