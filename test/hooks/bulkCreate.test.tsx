import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
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

  it('CMP-5: abort() leaves queued chunks unsent and the chunk in flight unknown; retryFailed() sends only the unsent', async () => {
    // Wide enough that abort() lands while chunk 1 is in flight, however loaded the machine is.
    const harness = createHarness({ latencyMs: 250 })
    const { result } = renderWithClient(harness, () => useBulkCreateCompanies({ concurrency: 1 }))
    let run: Promise<unknown> = Promise.resolve()
    act(() => {
      run = result.current.mutateAsync(records(450)).catch(() => undefined)
    })
    await waitFor(() => expect(result.current.progress.chunks[1]?.status).toBe('sending'), { interval: 10 })
    act(() => result.current.abort())
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
