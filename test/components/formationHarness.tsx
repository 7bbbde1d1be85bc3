// The formation components' harness: like harness.tsx (the simulator behind its real proxy, every
// request recorded), plus a simulator whose new orders take the RFI path when asked, a client to
// create orders directly, canned answers for a chosen request, and a keyboard helper.
import { screen, waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import { userEvent } from 'vitest/browser'
import {
  createPartnerClient,
  initialSelection,
  type CreateFormationOrderInput,
  type FormationFormDefaults,
  type FormationPackage,
} from '../../src/index'
import { formationEntries, formationOrderInput } from '../support/fixtures'
import { createComponentHarness } from './harness'

/** One hour: the simulator's time per lifecycle step. */
export const PHASE_MS = 3_600_000
/** Fast polling for tests: every 40 ms. */
export const FAST_POLL = { initialIntervalMs: 40, maxIntervalMs: 40 }

export function createFormationHarness({ rfi = false }: { rfi?: boolean } = {}) {
  const canned: { fragment: string; method: string; answer: () => Response }[] = []
  const harness = createComponentHarness({
    sim: { formationRfiRate: rfi ? 1 : 0 },
    intercept: (request, path) => {
      const index = canned.findIndex(
        (entry) => path.includes(entry.fragment) && entry.method === request.method,
      )
      return index >= 0 ? canned.splice(index, 1)[0]!.answer() : undefined
    },
  })
  const { sim, partnerId } = harness
  // Orders a test starts from are created straight through a client, not through the component.
  const client = createPartnerClient({
    baseUrl: '/api/partner',
    partnerId,
    fetch: sim.viaProxy(),
    retry: { baseDelayMs: 1, maxDelayMs: 5 },
  })

  return {
    ...harness,
    client,
    /** The next `method` request whose path contains `fragment` gets `answer` instead of the service's. */
    answerNext(fragment: string, method: string, answer: () => Response) {
      canned.push({ fragment, method, answer })
    },
    /** An Alabama LLC order, created straight through the client; its id. */
    async createOrder(overrides: Partial<CreateFormationOrderInput> = {}): Promise<string> {
      const packages = await client.formation.getPackages({ entityType: 'LLC', state: 'Alabama' })
      const pkg = packages.packageCollection[0]!.productPackages[0]!
      const created = await client.formation.createOrder(formationOrderInput(pkg, overrides))
      return created.orderGuid
    },
    /** A seeded order of the provider's partner at `status`. */
    seededOrder(status: string): string {
      for (const order of sim.state.formationOrders.values()) {
        const step = order.timeline.steps[order.timeline.index]
        if (order.partnerId === partnerId && step?.status === status) return order.orderGuid
      }
      throw new Error(`no seeded order at ${status}`)
    },
  }
}

/** A 400 as the Formation service words a refusal (BF-10). */
export const formationRefusal =
  (...errorMessage: string[]) =>
  () =>
    Response.json({ statusCode: 400, message: 'success', errorMessage, data: null }, { status: 400 })

/**
 * Presses Tab until `target` has the focus (at most `limit` times); fails if it never does, and at
 * once when `target` is no longer on the page. That is how a test that timed out goes on running
 * (nothing cancels its body): its form gone, it pressed Tab up to 60 times in the next test's form,
 * moving the focus under that test's feet ("focus moved: aria-invalid false, focused true").
 */
export async function tabTo(target: Element, limit = 60) {
  for (let press = 0; press < limit; press += 1) {
    if (!target.isConnected) throw new Error(`No longer on the page: ${target.outerHTML.slice(0, 120)}`)
    if (document.activeElement === target) return
    await userEvent.tab()
  }
  if (document.activeElement !== target)
    throw new Error(`Tab never reached ${target.outerHTML.slice(0, 120)}`)
}

/** The simulator's Basic package for an Alabama LLC, asked for as the form asks (the state's name). */
export async function alabamaBasicPackage(
  h: ReturnType<typeof createFormationHarness>,
): Promise<FormationPackage> {
  const result = await h.client.formation.getPackages({ entityType: 'LLC', state: 'Alabama' })
  return result.packageCollection[0]!.productPackages[0]!
}

/** Every step filled in for that package with its preselected options, `formationEntries`' values. */
export function filledFormationDefaults(
  basic: FormationPackage,
  overrides: Partial<FormationFormDefaults> = {},
): FormationFormDefaults {
  return {
    entityType: 'LLC',
    state: 'AL',
    packageId: basic.id,
    selection: initialSelection(basic),
    ...formationEntries,
    ...overrides,
  }
}

/** The form's step heading (level 3). */
export const stepHeading = () => screen.getByRole('heading', { level: 3 })

/** Presses Continue (in English or Spanish) until the step heading matches `step`. */
export async function continueUntil(step: RegExp) {
  for (let press = 0; press < 9; press += 1) {
    if (step.test(stepHeading().textContent ?? '')) return
    const before = stepHeading().textContent
    await userEvent.click(await screen.findByRole('button', { name: /^(Continue|Continuar)$/ }))
    await waitFor(() => expect(stepHeading().textContent).not.toBe(before))
  }
  throw new Error(`never reached ${step}`)
}
