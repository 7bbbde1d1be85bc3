import { awaitWriteback } from '../../../src/client/index'
import { setup } from './setup'

/** A signal that tells how many `abort` listeners are still attached to it. */
function countedSignal() {
  const controller = new AbortController()
  const { signal } = controller
  const live = new Set<EventListenerOrEventListenerObject>()
  const add = signal.addEventListener.bind(signal)
  const remove = signal.removeEventListener.bind(signal)
  signal.addEventListener = ((
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: unknown,
  ) => {
    if (type === 'abort') live.add(listener)
    add(type, listener, options as AddEventListenerOptions)
  }) as AbortSignal['addEventListener']
  signal.removeEventListener = ((
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: unknown,
  ) => {
    if (type === 'abort') live.delete(listener)
    remove(type, listener, options as EventListenerOptions)
  }) as AbortSignal['removeEventListener']
  return { controller, signal, live }
}

describe('awaitWriteback', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }))
  afterEach(() => vi.useRealTimers())

  it('CMP-11: leaves no abort listener on the caller’s signal, however many re-reads it waited between', async () => {
    const { client, sim, sent } = setup()
    const companyId = [...sim.state.companies.values()].find(
      (company) => company.partnerId === client.partnerId,
    )!.id
    // A first read loads the product's routes (a dynamic import, real time); the fake clock then moves
    // only the waits between re-reads.
    await client.compliance.getCompany(companyId)
    sent.length = 0
    const { signal, live } = countedSignal()
    const waiting = awaitWriteback(
      client,
      companyId,
      { complianceForms: [] },
      { expect: () => false, signal },
    )
    await vi.advanceTimersByTimeAsync(31_000)
    await expect(waiting).resolves.toEqual({ state: 'timed_out' })
    // Reads at 0, 1, 3, 7, 15, 23 and 30 s: six pauses, each of which once left its listener behind.
    expect(sent.filter((request) => request.url.endsWith(`/companies/${companyId}`)).length).toBeGreaterThan(
      5,
    )
    expect(live.size).toBe(0)
  })
})
