import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { useEffect, useState } from 'react'
import { expect, within } from 'storybook/test'
import { createPartnerSimulator } from '../src/simulator'
import { simulatorHandlers } from '../src/simulator/msw'

// Proves the Storybook ⇄ MSW ⇄ Vitest wiring, in Storybook and in Chromium under
// `vitest --project storybook`: the probe below really fetches, and only MSW can answer (an unmocked
// /api/ request is a network error, .storybook/preview.ts), so the play functions fail if the worker
// is not registered or the story's handlers are not applied.

// One simulator for the file, back to its seeded state before every story (stories run one after
// another in the same page). Its accounts are seeded too: the first is the one its tokens belong to.
const sim = createPartnerSimulator({ seed: 1 })
const seededPartnerId = sim.partners[0]!.partnerId
const companiesPath = '/api/partner/v1/partners/:partnerId/companies'

type State =
  | { phase: 'loading' }
  | { phase: 'loaded'; names: string[] }
  | { phase: 'failed'; status: number; message: string }

/** A stand-in until the library has components: lists a partner's companies with a bare fetch. */
function CompaniesProbe({ partnerId }: { partnerId: string }) {
  const [state, setState] = useState<State>({ phase: 'loading' })

  useEffect(() => {
    const controller = new AbortController()
    fetch(`/api/partner/v1/partners/${partnerId}/companies`, { signal: controller.signal })
      .then(async (response) => {
        const body = (await response.json().catch(() => null)) as {
          message?: string
          data?: { name?: string | null }[] | null
        } | null
        if (!response.ok) {
          setState({
            phase: 'failed',
            status: response.status,
            message: body?.message ?? response.statusText,
          })
          return
        }
        setState({ phase: 'loaded', names: (body?.data ?? []).map((company) => company.name ?? '(unnamed)') })
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        setState({
          phase: 'failed',
          status: 0,
          message: error instanceof Error ? error.message : String(error),
        })
      })
    return () => controller.abort()
  }, [partnerId])

  switch (state.phase) {
    case 'loading':
      return <p data-state="loading">Loading companies…</p>
    case 'failed':
      return (
        <p role="alert" data-state="error">
          Could not load companies (HTTP {state.status}): {state.message}
        </p>
      )
    case 'loaded':
      return (
        <div data-state="success">
          <p>{state.names.length} companies</p>
          <p>First: {state.names[0] ?? 'none'}</p>
        </div>
      )
  }
}

const meta = {
  title: 'Internal/Wiring',
  component: CompaniesProbe,
  args: { partnerId: seededPartnerId },
} satisfies Meta<typeof CompaniesProbe>

export default meta
type Story = StoryObj<typeof meta>

/** The simulator answers through MSW, as every story will: `simulatorHandlers(sim)` plays the partner's proxy. */
export const CompaniesFromSimulator: Story = {
  beforeEach({ msw }) {
    sim.reset()
    msw.use(...simulatorHandlers(sim))
  },
  async play({ canvasElement }) {
    // What the simulator holds, asked directly (not over the network), to compare with what the page got.
    const response = await sim.viaProxy()(`/api/partner/v1/partners/${seededPartnerId}/companies`)
    const { data } = (await response.json()) as { data: { name: string }[] }
    await expect(data.length).toBeGreaterThan(0)

    const canvas = within(canvasElement)
    await expect(await canvas.findByText(`${data.length} companies`)).toBeInTheDocument()
    await expect(canvas.getByText(`First: ${data[0]!.name}`)).toBeInTheDocument()
  },
}

/** A hand-written handler still works beside the simulator's: a 500 in the service's envelope. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(companiesPath, () =>
        HttpResponse.json({ statusCode: 500, message: 'Simulated outage', data: null }, { status: 500 }),
      ),
    )
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('Could not load companies (HTTP 500): Simulated outage')
  },
}
