import { describe, expect, it } from 'vitest'
import {
  createBulkCreateRun,
  createPartnerClient,
  isPartnerApiError,
  type BulkCreateFailureDetails,
  type BulkProgress,
  type CompanyInput,
  type PartnerApiError,
} from '../../../src/index'
import { createPartnerSimulator } from '../../../src/simulator/index'
import { BASE_URL, rejection, setup } from './setup'

const records = (count: number, prefix = 'Run'): CompanyInput[] =>
  Array.from({ length: count }, (_, index) => ({
    name: `${prefix} ${index} LLC`,
    PCID: `${prefix}-${index}`,
  }))

/** The simulator behind its proxy, with the bulk answer rewritten once: a service that misbehaves. */
function tampered(change: (results: { companyId: string; PCID: string | null }[]) => unknown[]) {
  const sim = createPartnerSimulator({ seed: 3 })
  const viaProxy = sim.viaProxy()
  let left = 1
  const client = createPartnerClient({
    baseUrl: BASE_URL,
    partnerId: sim.partners[0]!.partnerId,
    fetch: async (input, init) => {
      const answer = await viaProxy(input, init)
      if (left === 0 || !String(new Request(input, init).url).endsWith('/companies/bulk')) return answer
      left -= 1
      const body = (await answer.json()) as { data: { companyId: string; PCID: string | null }[] }
      return Response.json({ ...body, data: change(body.data) }, { status: answer.status })
    },
  })
  return { sim, client }
}

const storedCount = (sim: ReturnType<typeof createPartnerSimulator>) =>
  [...sim.state.companies.values()].filter((company) => company.partnerId === sim.partners[0]!.partnerId)
    .length

describe('bulk create: answers the client must not believe', () => {
  it('CMP-4: a short answer (1 result for 3 records) is a contract error, not a shifted mapping', async () => {
    const { client } = tampered((results) => results.slice(0, 1))
    const error = await rejection(client.compliance.bulkCreateCompanies(records(3)))
    expect(error.kind).toBe('contract')
    expect(error.issues).toContain('expected 3 results, one per record in order, and got 1')
  })

  it('CMP-4: a long answer (more results than records) and an empty companyId are contract errors', async () => {
    const long = tampered((results) => [...results, ...results])
    expect((await rejection(long.client.compliance.bulkCreateCompanies(records(3)))).kind).toBe('contract')
    const blank = tampered((results) =>
      results.map((result, index) => (index === 1 ? { ...result, companyId: '' } : result)),
    )
    const error = await rejection(blank.client.compliance.bulkCreateCompanies(records(3)))
    expect(error.kind).toBe('contract')
    expect(error.issues).toEqual(['1.companyId: empty'])
  })
})

describe('createBulkCreateRun (no React)', () => {
  it('CMP-5: 1,000 companies in chunks of 200 with progress after every change, each stored exactly once', async () => {
    const { client, sim, sent } = setup({ seed: 11 })
    const before = storedCount(sim)
    const run = createBulkCreateRun(client, records(1_000), { concurrency: 2 })
    const seen: BulkProgress[] = []
    run.subscribe(({ progress }) => seen.push(progress))
    const results = await run.start()
    expect(results).toHaveLength(1_000)
    results.forEach((result, index) => expect(result?.PCID).toBe(`Run-${index}`))
    expect(new Set(results.map((result) => result?.companyId)).size).toBe(1_000)
    expect(storedCount(sim)).toBe(before + 1_000)
    expect(sent.filter((request) => request.url.endsWith('/companies/bulk'))).toHaveLength(5)
    const done = seen.map((progress) => progress.done)
    expect(done).toEqual([...done].sort((a, b) => a - b)) // never goes backwards
    expect(done.at(-1)).toBe(1_000)
    expect(seen.some((progress) => progress.chunks.some((chunk) => chunk.status === 'sending'))).toBe(true)
    expect(run.snapshot().state).toBe('succeeded')
  })

  it('CMP-4: a refused chunk is failed, the rest are stored; retryFailed with corrections sends only it', async () => {
    const { client, sim, sent } = setup({ seed: 12 })
    const before = storedCount(sim)
    const rows = records(450)
    rows[250] = { ...rows[250]!, ein: '123456789' } // not NN-NNNNNNN: refused before it is sent
    const run = createBulkCreateRun(client, rows, { concurrency: 1 })
    const error = (await run.start().catch((caught: unknown) => caught)) as PartnerApiError
    expect(isPartnerApiError(error, 'validation')).toBe(true)
    const chunk = run.snapshot().progress.chunks[1]!
    expect(chunk.status).toBe('failed')
    expect(chunk.failedRecordIndex).toBe(250)
    expect(storedCount(sim)).toBe(before + 250)
    const bulkSent = () => sent.filter((request) => request.url.endsWith('/companies/bulk')).length
    expect(bulkSent()).toBe(2)
    rows[250] = { ...rows[250]!, ein: '12-3456789' }
    await run.retryFailed({ records: rows })
    expect(bulkSent()).toBe(3)
    expect(storedCount(sim)).toBe(before + 450)
  })

  it('CMP-5: the client splits batches over 500 through the same runner, reporting progress and stopping at a failure', async () => {
    const { client, sim } = setup({ seed: 13 })
    const before = storedCount(sim)
    const rows = records(900)
    rows[450] = { ...rows[450]!, ein: 'bad' }
    const progress: number[] = []
    const error = await rejection(
      client.compliance.bulkCreateCompanies(rows, { onProgress: (p) => progress.push(p.done) }),
    )
    expect(error.kind).toBe('validation')
    expect(error.fieldErrors).toHaveProperty(['450.ein'])
    const details = error.details as BulkCreateFailureDetails
    expect(details.failedChunkStart).toBe(400)
    expect(details.completed).toHaveLength(400)
    expect(storedCount(sim)).toBe(before + 400) // the chunk after the failure was never sent
    expect(progress.at(-1)).toBe(400)
  })
})

describe('cancelSubscription with a file', () => {
  it('CMP-15: a Blob proof is read to Base64 of exactly its bytes, its extension from the file name', async () => {
    const { client, sim, sent } = setup({ seed: 14 })
    const plan = [...sim.state.subscriptions.values()].find(
      (record) =>
        record.partnerId === sim.partners[0]!.partnerId &&
        /registered ?agent/i.test(record.serviceCategory) &&
        record.status === 'Active',
    )!
    const bytes = new Uint8Array(70_000).map((_, index) => (index * 31) % 256)
    const file = new File([bytes], 'Agent Appointment.PDF', { type: 'application/pdf' })
    const result = await client.compliance.cancelSubscription(plan.id, { file, title: 'New agent' })
    expect(result.status).toBeTruthy()
    const body = JSON.parse(sent.at(-1)!.body!) as { title: string; extension: string; base64: string }
    expect(body.title).toBe('New agent')
    expect(body.extension).toBe('pdf')
    expect(Uint8Array.from(atob(body.base64), (char) => char.charCodeAt(0))).toEqual(bytes)
    expect(sim.state.subscriptions.get(plan.id)!.status).toBe('Ready for Review')
  })
})

describe('answers that are nobody’s validation error', () => {
  it('GEN-1: a 3xx (a login redirect) or a 304 is a contract failure, not "check the highlighted fields"', async () => {
    for (const status of [302, 304]) {
      const client = createPartnerClient({
        baseUrl: BASE_URL,
        partnerId: 'P123456',
        fetch: async () =>
          new Response(null, { status, headers: status === 302 ? { location: '/login' } : {} }),
      })
      const error = await rejection(client.compliance.listCompanies())
      expect(error.kind).toBe('contract')
      expect(error.status).toBe(status)
      expect(error.issues).toEqual([`unexpected HTTP status ${status}`])
    }
  })

  it('a relative baseUrl with nothing to resolve it (Node) fails at creation, naming the option', () => {
    expect(() => createPartnerClient({ baseUrl: '/api/partner', partnerId: 'P123456' })).toThrow(
      /baseUrl "\/api\/partner" is relative/,
    )
    // With a fetch of its own (a simulator, a server's fetch), a relative address is the fetch's business.
    const sim = createPartnerSimulator({ seed: 1 })
    expect(() =>
      createPartnerClient({ baseUrl: '/api/partner', partnerId: 'P123456', fetch: sim.viaProxy() }),
    ).not.toThrow()
  })
})
