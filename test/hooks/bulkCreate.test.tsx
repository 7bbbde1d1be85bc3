import { act, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useBulkCreateCompanies } from '../../hooks/index'
import type { CompanyInput } from '../../src/index'
import { createHarness, own, renderWithClient } from './helpers'

const BULK = '/companies/bulk'
const records = (count: number): CompanyInput[] =>
  Array.from({ length: count }, (_, index) => ({
    name: `Bulk Company ${index + 1} LLC`,
    PCID: `ROW-${index}`,
  }))
const sizes = (harness: ReturnType<typeof createHarness>) =>
  harness.sent(BULK).map((request) => (JSON.parse(request.body!) as unknown[]).length)

describe('useBulkCreateCompanies', () => {
  it('CMP-5: 450 records go as 3 chunks of at most 200; CMP-4 results are positional across chunks', async () => {
    const harness = createHarness()
    const { result } = renderWithClient(harness, () => useBulkCreateCompanies())
    const rows = records(450)
    await act(() => result.current.mutateAsync(rows))
    expect(sizes(harness).sort((a, b) => a - b)).toEqual([50, 200, 200])
    expect(result.current.isSuccess).toBe(true)
    expect(result.current.progress).toMatchObject({ done: 450, total: 450 })
    expect(
      result.current.progress.chunks.map(({ start, size, status }) => ({ start, size, status })),
    ).toEqual([
      { start: 0, size: 200, status: 'done' },
      { start: 200, size: 200, status: 'done' },
      { start: 400, size: 50, status: 'done' },
    ])
    expect(result.current.results).toHaveLength(450)
    result.current.results.forEach((created, index) => expect(created?.PCID).toBe(`ROW-${index}`))
    expect(harness.events).toContainEqual({ type: 'companies.bulkCreated', created: 450, total: 450 })
  })

  it('CMP-5: chunk size and concurrency are options; never more requests in flight than asked', async () => {
    const harness = createHarness({ latencyMs: 20 })
    const { result } = renderWithClient(harness, () =>
      useBulkCreateCompanies({ chunkSize: 100, concurrency: 3 }),
    )
    let peak = 0
    const watcher = setInterval(() => {
      peak = Math.max(
        peak,
        result.current.progress.chunks.filter((chunk) => chunk.status === 'sending').length,
      )
    }, 2)
    await act(() => result.current.mutateAsync(records(450)))
    clearInterval(watcher)
    expect(sizes(harness)).toEqual([100, 100, 100, 100, 50])
    expect(peak).toBeGreaterThan(1)
    expect(peak).toBeLessThanOrEqual(3)
  })

  it('CMP-4: a 5xx leaves its chunk unknown (it may be stored); retryFailed() does not resend it, includeUnknown does', async () => {
    const harness = createHarness()
    harness.sim.failNext('compliance.bulkCreateCompanies', 503)
    const { result } = renderWithClient(harness, () => useBulkCreateCompanies())
    await act(() => result.current.mutateAsync(records(450)).catch(() => undefined))
    expect(result.current.isError).toBe(true)
    expect(result.current.error?.kind).toBe('server')
    const statuses = result.current.progress.chunks.map((chunk) => chunk.status)
    expect(statuses.filter((status) => status === 'unknown')).toHaveLength(1)
    expect(statuses.filter((status) => status === 'done')).toHaveLength(2)
    const unknown = result.current.progress.chunks.find((chunk) => chunk.status === 'unknown')!
    expect(unknown.error?.kind).toBe('server')
    expect(result.current.progress.done).toBe(450 - unknown.size)
    expect(harness.sent(BULK)).toHaveLength(3)

    await act(() => result.current.retryFailed().catch(() => undefined))
    expect(harness.sent(BULK)).toHaveLength(3) // nothing else to send: the unknown chunk stays put
    expect(result.current.progress.chunks[unknown.index]!.status).toBe('unknown')
    expect(result.current.error?.kind).toBe('server')

    // After checking the companies list (here: the 503 came before anything was stored).
    await act(() => result.current.retryFailed({ includeUnknown: true }))
    expect(sizes(harness)).toHaveLength(4)
    expect(sizes(harness)[3]).toBe(unknown.size)
    expect(result.current.isSuccess).toBe(true)
    result.current.results.forEach((created, index) => expect(created?.PCID).toBe(`ROW-${index}`))
  })

  it('CMP-4: an answer with fewer results than records is a contract error and leaves its chunk unknown, never a shifted mapping', async () => {
    const harness = createHarness()
    const stored = own(harness, harness.sim.state.companies).length
    // The service stores the first chunk but answers with one result for its 200 records.
    harness.tamperOnce(BULK, (body) => {
      const answer = body as { data: unknown[] }
      return { ...answer, data: answer.data.slice(0, 1) }
    })
    const { result } = renderWithClient(harness, () => useBulkCreateCompanies({ concurrency: 1 }))
    await act(() => result.current.mutateAsync(records(450)).catch(() => undefined))
    const statuses = result.current.progress.chunks.map((chunk) => chunk.status)
    expect(statuses).toEqual(['unknown', 'done', 'done'])
    expect(result.current.error?.kind).toBe('contract')
    expect(result.current.progress.chunks[0]!.error?.issues.join(' ')).toMatch(/expected 200 results/)
    // No record of the bad chunk is given an id; the others map to their own companies.
    expect(result.current.results.slice(0, 200).every((created) => created === undefined)).toBe(true)
    result.current.results
      .slice(200)
      .forEach((created, offset) => expect(created?.PCID).toBe(`ROW-${200 + offset}`))
    expect(own(harness, harness.sim.state.companies).length).toBe(stored + 450) // it was stored after all
    // So retryFailed() does not send it again.
    await act(() => result.current.retryFailed().catch(() => undefined))
    expect(harness.sent(BULK)).toHaveLength(3)
  })

  it('CMP-4: more results than records, or an empty companyId, is a contract error too', async () => {
    const harness = createHarness()
    harness.tamperOnce(BULK, (body) => {
      const answer = body as { data: unknown[] }
      return { ...answer, data: [...answer.data, ...answer.data] }
    })
    harness.tamperOnce(BULK, (body) => {
      const answer = body as { data: { companyId: string }[] }
      return {
        ...answer,
        data: answer.data.map((item, index) => (index === 5 ? { ...item, companyId: '' } : item)),
      }
    })
    const { result } = renderWithClient(harness, () => useBulkCreateCompanies({ concurrency: 1 }))
    await act(() => result.current.mutateAsync(records(450)).catch(() => undefined))
    expect(result.current.progress.chunks.map((chunk) => chunk.status)).toEqual([
      'unknown',
      'unknown',
      'done',
    ])
    expect(result.current.progress.chunks[1]!.error?.issues).toContain('5.companyId: empty')
  })

  it('a bulk run outlives its component: mounted again, the hook shows the same run with its progress', async () => {
    const harness = createHarness({ latencyMs: 30 })
    const first = renderWithClient(harness, () => useBulkCreateCompanies({ concurrency: 1, chunkSize: 100 }))
    let run: Promise<unknown> = Promise.resolve()
    act(() => {
      run = first.result.current.mutateAsync(records(300)).catch(() => undefined)
    })
    await waitFor(() => expect(first.result.current.progress.done).toBeGreaterThan(0))
    first.unmount() // the customer leaves the import screen mid-run
    const again = renderWithClient(harness, () => useBulkCreateCompanies({ concurrency: 1, chunkSize: 100 }))
    expect(again.result.current.progress.total).toBe(300)
    expect(again.result.current.progress.done).toBeGreaterThan(0)
    await act(() => run)
    await waitFor(() => expect(again.result.current.isSuccess).toBe(true))
    expect(again.result.current.progress.done).toBe(300)
    expect(harness.sent(BULK)).toHaveLength(3) // nothing was sent twice
    expect(harness.events).toContainEqual({ type: 'companies.bulkCreated', created: 300, total: 300 })
  })

  it('what a screen keeps beside a run is kept per QueryClient, and goes with the run: on reset() and when a new run replaces it', async () => {
    const harness = createHarness()
    const first = renderWithClient(harness, () =>
      useBulkCreateCompanies<{ file: string }>({ runId: 'import' }),
    )
    expect(first.result.current.kept).toBeUndefined()
    act(() => first.result.current.keep({ file: 'nothing started' }))
    expect(first.result.current.kept).toBeUndefined() // no run, nothing to keep it beside
    await act(async () => {
      const sent = first.result.current.mutateAsync(records(3))
      first.result.current.keep({ file: 'a.csv' })
      await sent
    })
    first.unmount()
    // Mounted again under the same QueryClient: found. Under another QueryClient: not there.
    const again = renderWithClient(harness, () =>
      useBulkCreateCompanies<{ file: string }>({ runId: 'import' }),
    )
    expect(again.result.current.kept).toEqual({ file: 'a.csv' })
    const elsewhere = createHarness()
    const other = renderWithClient(elsewhere, () =>
      useBulkCreateCompanies<{ file: string }>({ runId: 'import' }),
    )
    expect(other.result.current.kept).toBeUndefined()
    // A new run replaces the old one and what was kept with it.
    await act(() => again.result.current.mutateAsync(records(2)))
    expect(again.result.current.kept).toBeUndefined()
    act(() => again.result.current.keep({ file: 'b.csv' }))
    expect(again.result.current.kept).toEqual({ file: 'b.csv' })
    act(() => again.result.current.reset())
    expect(again.result.current.kept).toBeUndefined()
    expect(again.result.current.progress.total).toBe(0)
  })

  it('takes TanStack mutation options like every mutation hook: onSuccess gets the results and the records', async () => {
    const harness = createHarness()
    const onSuccess = vi.fn()
    const { result } = renderWithClient(harness, () => useBulkCreateCompanies({ onSuccess }))
    const rows = records(3)
    await act(() => result.current.mutateAsync(rows))
    expect(onSuccess).toHaveBeenCalledTimes(1)
    expect(onSuccess.mock.calls[0]![0]).toHaveLength(3)
    expect(onSuccess.mock.calls[0]![1]).toEqual(rows)
  })

  it('CMP-4: a chunk the service refuses (4xx) is failed, nothing of it stored; retryFailed() resends only it', async () => {
    const harness = createHarness()
    harness.sim.failNext('compliance.bulkCreateCompanies', 400)
    const stored = () => own(harness, harness.sim.state.companies).filter((c) => c.PCID?.startsWith('ROW-'))
    const { result } = renderWithClient(harness, () => useBulkCreateCompanies())
    await act(() => result.current.mutateAsync(records(450)).catch(() => undefined))
    expect(result.current.error?.kind).toBe('validation')
    const failed = result.current.progress.chunks.filter((chunk) => chunk.status === 'failed')
    expect(failed).toHaveLength(1)
    expect(result.current.progress.chunks.filter((chunk) => chunk.status === 'unknown')).toHaveLength(0)
    expect(stored()).toHaveLength(450 - failed[0]!.size)
    await act(() => result.current.retryFailed())
    expect(harness.sent(BULK)).toHaveLength(4)
    expect(JSON.parse(harness.sent(BULK)[3]!.body!)).toHaveLength(failed[0]!.size)
    expect(result.current.isSuccess).toBe(true)
    expect(stored()).toHaveLength(450) // no duplicates
    result.current.results.forEach((created, index) => expect(created?.PCID).toBe(`ROW-${index}`))
  })

  it('CMP-4: the failing record is identified in the caller’s indices; retryFailed(corrected) sends only that chunk', async () => {
    const harness = createHarness()
    const rows = records(450)
    rows[250] = { ...rows[250]!, ein: '12345' }
    const { result } = renderWithClient(harness, () => useBulkCreateCompanies())
    await act(() => result.current.mutateAsync(rows).catch(() => undefined))
    const failed = result.current.progress.chunks[1]!
    expect(failed).toMatchObject({ status: 'failed', start: 200, failedRecordIndex: 250 })
    expect(failed.error?.fieldErrors).toHaveProperty(['250.ein'])
    expect(result.current.error?.fieldErrors).toHaveProperty(['250.ein'])
    expect(sizes(harness).sort()).toEqual([200, 50]) // the bad chunk was refused before sending
    const corrected = rows.map((row, index) => (index === 250 ? { ...row, ein: '12-3456789' } : row))
    await act(() => result.current.retryFailed(corrected))
    expect(sizes(harness)).toHaveLength(3)
    expect(JSON.parse(harness.sent(BULK)[2]!.body!)[50].ein).toBe('12-3456789')
    expect(result.current.progress.done).toBe(450)
  })

  it('the run starts at once, its code still loading: progress shows the total, and abort() then sends nothing', async () => {
    // The run's code loads lazily (loadBulkCreateRun); even when it is already loaded, it arrives a
    // turn later, so abort() called in the same turn as mutateAsync lands before it.
    const harness = createHarness()
    const { result } = renderWithClient(harness, () => useBulkCreateCompanies<{ file: string }>())
    let run: Promise<unknown> = Promise.resolve()
    act(() => {
      run = result.current.mutateAsync(records(450)).catch((error: unknown) => error)
      result.current.keep({ file: 'a.csv' })
    })
    expect(result.current.progress).toMatchObject({ done: 0, total: 450 })
    expect(result.current.isPending).toBe(true)
    expect(result.current.kept).toEqual({ file: 'a.csv' })
    act(() => result.current.abort())
    const error = await act(() => run)
    expect(error).toMatchObject({ kind: 'aborted' })
    expect(harness.sent(BULK)).toHaveLength(0)
    expect(result.current.progress.chunks.map((chunk) => chunk.status)).toEqual([
      'queued',
      'queued',
      'queued',
    ])
    expect(result.current.kept).toEqual({ file: 'a.csv' })
    // Nothing was sent: retryFailed() sends it all.
    await act(() => result.current.retryFailed())
    expect(sizes(harness).sort((a, b) => a - b)).toEqual([50, 200, 200])
  })

  it('CMP-5: abort() leaves queued chunks unsent and the chunk in flight unknown; retryFailed() sends only the unsent', async () => {
    // Chunk 1's answer is held, so abort() lands while it is in flight on any machine (a 250 ms
    // latency was a bet on the machine's speed). The service has acted on it: its outcome is unknown.
    const harness = createHarness()
    harness.holdAnswer(BULK)() // chunk 0: answered at once
    const chunkOne = harness.holdAnswer(BULK)
    const { result } = renderWithClient(harness, () => useBulkCreateCompanies({ concurrency: 1 }))
    let run: Promise<unknown> = Promise.resolve()
    act(() => {
      run = result.current.mutateAsync(records(450)).catch(() => undefined)
    })
    await waitFor(() => expect(result.current.progress.chunks[1]?.status).toBe('sending'))
    act(() => result.current.abort())
    chunkOne()
    await act(() => run)
    expect(result.current.error?.kind).toBe('aborted')
    expect(result.current.progress.chunks.map((chunk) => chunk.status)).toEqual(['done', 'unknown', 'queued'])
    expect(result.current.progress.chunks[1]!.error?.kind).toBe('aborted')
    const before = harness.sent(BULK).length
    expect(before).toBeLessThanOrEqual(2)

    await act(() => result.current.retryFailed().catch(() => undefined))
    const resent = harness.sent(BULK).slice(before)
    expect(resent).toHaveLength(1) // chunk 2 only: chunk 1 may be stored
    expect(resent[0]!.body).toContain('"ROW-400"')
    expect(result.current.progress.chunks.map((chunk) => chunk.status)).toEqual(['done', 'unknown', 'done'])
    expect(result.current.results[250]).toBeUndefined()

    await act(() => result.current.retryFailed({ includeUnknown: true }))
    expect(harness.sent(BULK).slice(before)).toHaveLength(2)
    expect(harness.sent(BULK).at(-1)!.body).toContain('"ROW-200"')
    expect(result.current.progress.chunks.every((chunk) => chunk.status === 'done')).toBe(true)
    expect(
      harness
        .sent(BULK)
        .slice(before)
        .every((request) => !request.body!.includes('"ROW-0"')),
    ).toBe(true)
  })
})
