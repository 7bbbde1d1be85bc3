import { createRetryPolicy, parseRetryAfter, sleep } from '../../../src/client/retryPolicy'

describe('retry policy', () => {
  it('GEN-3: delays grow exponentially, with jitter between half and all of each step', () => {
    const low = createRetryPolicy({ baseDelayMs: 100 }, () => 0)
    const high = createRetryPolicy({ baseDelayMs: 100 }, () => 0.999999)
    expect([0, 1, 2, 3].map((retry) => low.delay(retry))).toEqual([50, 100, 200, 400])
    expect(high.delay(3)).toBeCloseTo(800, 0)
  })

  it('GEN-3: no delay exceeds the cap, Retry-After included', () => {
    const policy = createRetryPolicy({ baseDelayMs: 1000, maxDelayMs: 5000 }, () => 1)
    expect(policy.delay(10)).toBeLessThanOrEqual(5000)
    expect(policy.delay(0, 60_000)).toBe(5000)
    expect(policy.delay(0, 1500)).toBe(1500)
  })

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(parseRetryAfter('2')).toBe(2000)
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 4_000)).toBe(6000)
    expect(parseRetryAfter('soon')).toBeUndefined()
    expect(parseRetryAfter(null)).toBeUndefined()
  })

  it('stops waiting as soon as the caller aborts', async () => {
    const controller = new AbortController()
    const waiting = sleep(60_000, controller.signal)
    controller.abort(new Error('user left'))
    await expect(waiting).rejects.toThrow('user left')
  })
})
