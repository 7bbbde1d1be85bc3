// The companies components against the simulator behind its real proxy, in Chromium — like
// ./harness.tsx, plus two seams these tests need: a request can be answered by the test instead
// (a service refusal the simulator would not give), and the n-th bulk request can be made to fail.
import type { PartnerSimulatorOptions } from '../../src/simulator'
import { createComponentHarness } from './harness'

export function createCompaniesHarness(options: PartnerSimulatorOptions = {}) {
  const bulkBodies: unknown[][] = []
  const failures = new Map<number, number>()
  const holds = new Map<number, Promise<void>>()
  const lostAnswers = new Map<number, number>()
  let answer: ((request: Request, path: string) => Response | undefined) | undefined

  const harness = createComponentHarness({
    sim: options,
    intercept: async (request, path, forward) => {
      const own = answer?.(request, path)
      if (own) return own
      if (!path.endsWith('/companies/bulk')) return undefined
      bulkBodies.push((await request.clone().json()) as unknown[])
      const n = bulkBodies.length
      const status = failures.get(n)
      if (status !== undefined) harness.sim.failNext('compliance.bulkCreateCompanies', status)
      await holds.get(n)
      const lost = lostAnswers.get(n)
      if (lost === undefined) return undefined
      // The service stores the batch, but its answer never arrives: the gateway gives up.
      await forward(request)
      return Response.json({ message: 'Gateway Timeout' }, { status: lost })
    },
  })
  const seeded = new Set(harness.sim.state.companies.keys())

  return {
    ...harness,
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
    /**
     * Every new company is refused as the service refuses a field (CMP-3): a 400 whose message names
     * the field, by default the EIN (`<field>: <words>`).
     */
    refuseNewCompanies(refusal = 'ein: EIN is already registered to another company') {
      answer = (request, path) =>
        request.method === 'POST' && path.endsWith('/companies')
          ? Response.json(
              { statusCode: 400, message: `FIELD_CUSTOM_VALIDATION_EXCEPTION: ${refusal}`, data: null },
              { status: 400 },
            )
          : undefined
    },
    /** The companies this test created (the seeded ones left out). */
    created: () => [...harness.sim.state.companies.values()].filter((company) => !seeded.has(company.id)),
  }
}
