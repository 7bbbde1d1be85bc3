// Network economy (issue 13), with the real hooks rendered in jsdom against the simulator: N
// components over the same data make one request; two trackers of one order poll once per interval;
// no polling while the page is hidden. Counted requests, not timings.
import type { ReactNode } from 'react'

export interface Row {
  name: string
  value: string
  note: string
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function networkRows(): Promise<Row[]> {
  // jsdom ships no types of its own (and @types/jsdom is not a dependency): the little used here.
  const jsdom = 'jsdom'
  const { JSDOM } = (await import(jsdom)) as {
    JSDOM: new (html: string, options: object) => { window: { close(): void } }
  }
  const dom = new JSDOM('<!doctype html><html><body></body></html>', { pretendToBeVisual: true })
  const globals = globalThis as Record<string, unknown>
  for (const name of ['window', 'document', 'navigator', 'HTMLElement', 'Node', 'MutationObserver']) {
    if (name === 'navigator' && name in globals) continue
    globals[name] = (dom.window as unknown as Record<string, unknown>)[name]
  }
  // React is loaded here, not at the top: an earlier bench's Vite build sets NODE_ENV=production,
  // and react must then load in the same mode as react-dom.
  const { createElement } = await import('react')
  const { createRoot } = await import('react-dom/client')
  // A root per scene, unmounted after it (no testing library: React's production build has no act).
  let root: ReturnType<typeof createRoot> | undefined
  const render = (node: ReactNode) => {
    root = createRoot(document.body.appendChild(document.createElement('div')))
    root.render(node)
  }
  const cleanup = () => root?.unmount()
  const { QueryClient, focusManager } = await import('@tanstack/react-query')
  const { FilingKitProvider, useAlerts, useFormationOrder } = await import('../hooks/index')
  const { createPartnerClient } = await import('../src/client/index')
  const { createPartnerSimulator } = await import('../src/simulator/index')

  const sim = createPartnerSimulator({ seed: 9 })
  const partner = sim.partners[0]!
  const viaProxy = sim.viaProxy()
  const sent: string[] = []
  const client = createPartnerClient({
    baseUrl: 'http://portal.test/api/partner',
    partnerId: partner.partnerId,
    fetch: (input, init) => {
      const request = new Request(input, init)
      sent.push(new URL(request.url).pathname)
      return viaProxy(request)
    },
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrap = (children: ReactNode) => createElement(FilingKitProvider, { client, queryClient }, children)
  const rows: Row[] = []

  // N components over the same alert list.
  const N = 10
  function AlertCount() {
    const { data } = useAlerts()
    return createElement('span', null, data ? data.length : '…')
  }
  render(wrap(Array.from({ length: N }, (_, index) => createElement(AlertCount, { key: index }))))
  await wait(300)
  const alertReads = sent.filter((path) => path.endsWith('/alerts')).length
  rows.push({
    name: `network: ${N} components on one alert list`,
    value: `${(alertReads / 1).toFixed(1)} request${alertReads === 1 ? '' : 's'}`,
    note: 'ratio to one component (target 1.0); useAlerts rendered in jsdom against the simulator',
  })
  cleanup()

  // Two trackers of one order, polling every 200 ms (factor 1 keeps the interval fixed).
  const order = [...sim.state.formationOrders.values()].find(
    (record) =>
      record.partnerId === partner.partnerId &&
      record.timeline.steps[record.timeline.index]!.phase === 'Order Received',
  )!
  const poll = { initialIntervalMs: 200, factor: 1 }
  function Tracker() {
    const { data } = useFormationOrder(order.orderGuid, { poll })
    return createElement('span', null, data?.orderPhase ?? '…')
  }
  const reads = () => sent.filter((path) => path.includes(order.orderGuid)).length
  render(wrap([createElement(Tracker, { key: 'a' }), createElement(Tracker, { key: 'b' })]))
  await wait(100)
  const first = reads()
  await wait(1000)
  const polled = reads() - first
  rows.push({
    name: 'network: two trackers of one order, 1 s at 200 ms',
    value: `${polled} polls`,
    note: `5 intervals: 5 means one request per interval, 10 would be one per tracker (${first} initial read)`,
  })
  focusManager.setFocused(false)
  const hiddenStart = reads()
  await wait(1000)
  rows.push({
    name: 'network: the same trackers, page hidden 1 s',
    value: `${reads() - hiddenStart} polls`,
    note: 'target 0; hidden as TanStack sees it (focusManager, which follows visibilitychange)',
  })
  focusManager.setFocused(undefined)
  cleanup()
  queryClient.clear()
  dom.window.close()
  return rows
}
