// The companies components against the simulator behind its real proxy, in Chromium — like
// ./harness.tsx, plus two seams these tests need: a request can be answered by the test instead
// (a service refusal the simulator would not give), and the n-th bulk request can be made to fail.
import { QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { FilingKitProvider } from '../../hooks'
import { createPartnerSimulator, type PartnerSimulatorOptions } from '../../src/simulator'

export function createCompaniesHarness(options: PartnerSimulatorOptions = {}) {
  const sim = createPartnerSimulator({ seed: 1, ...options })
  const partnerId = sim.partners[0]!.partnerId
  const viaProxy = sim.viaProxy()
  const seeded = new Set(sim.state.companies.keys())
  const bulkBodies: unknown[][] = []
  const failures = new Map<number, number>()
  const holds = new Map<number, Promise<void>>()
  const lostAnswers = new Map<number, number>()
  let answer: ((request: Request, path: string) => Response | undefined) | undefined

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init)
    const path = new URL(request.url).pathname.replace('/api/partner', '')
    const own = answer?.(request, path)
    if (own) return own
    if (path.endsWith('/companies/bulk')) {
      bulkBodies.push((await request.clone().json()) as unknown[])
      const status = failures.get(bulkBodies.length)
      if (status !== undefined) sim.failNext('compliance.bulkCreateCompanies', status)
      const n = bulkBodies.length
      await holds.get(n)
      const lost = lostAnswers.get(n)
      if (lost !== undefined) {
        // The service stores the batch, but its answer never arrives: the gateway gives up.
        await viaProxy(request)
        return Response.json({ message: 'Gateway Timeout' }, { status: lost })
      }
    }
    return viaProxy(request)
  }

  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  })

  return {
    sim,
    partnerId,
    queryClient,
    /** The bodies of every bulk request, in the order they left. */
    bulkBodies,
    /** The `n`-th bulk request (from 1) is answered with `status` by the simulator. */
    failBulkRequest(n: number, status: number) {
      failures.set(n, status)
    },
    /** The `n`-th bulk request (from 1) is stored by the simulator, but answered with `status` (e.g. 504). */
    loseBulkAnswer(n: number, status: number) {
      lostAnswers.set(n, status)
    },
    /** The `n`-th bulk request (from 1) waits until the returned function is called. */
    holdBulkRequest(n: number): () => void {
      let release!: () => void
      holds.set(n, new Promise<void>((resolve) => (release = resolve)))
      return () => release()
    },
    /** Answers matching requests from the test instead of the simulator. */
    answerWith(handler: (request: Request, path: string) => Response | undefined) {
      answer = handler
    },
    /** The companies this test created (the seeded ones left out). */
    created: () => [...sim.state.companies.values()].filter((company) => !seeded.has(company.id)),
    render(ui: ReactElement) {
      return render(
        <FilingKitProvider
          fetch={fetch}
          baseUrl="/api/partner"
          partnerId={partnerId}
          queryClient={queryClient}
          retry={{ baseDelayMs: 1, maxDelayMs: 5 }}
        >
          {ui}
        </FilingKitProvider>,
      )
    },
  }
}
