// Shared by the component stories: one simulator per story file, reset before every story and served
// through MSW as the partner's proxy would (simulatorHandlers), and a provider around each story.
import type { Decorator } from '@storybook/react-vite'
import { delay, http, type RequestHandler } from 'msw'
import { expect, waitFor } from 'storybook/test'
import { FilingKitProvider } from '../hooks'
import type { PartnerSimulator, SubscriptionRecord } from '../src/simulator'
import { simulatorHandlers } from '../src/simulator/msw'

/**
 * A fresh provider (and so a fresh QueryClient) per story, talking to `/api/partner` through MSW;
 * a story's `parameters.filingKit` may set the provider's `locale` and `messages`.
 */
export const providerFor =
  (sim: PartnerSimulator): Decorator =>
  (Story, { parameters }) => {
    const { locale, messages } = (parameters.filingKit ?? {}) as {
      locale?: string
      messages?: Readonly<Record<string, string>>
    }
    return (
      <FilingKitProvider
        baseUrl="/api/partner"
        partnerId={sim.partners[0]!.partnerId}
        retry={{ baseDelayMs: 1, maxDelayMs: 5 }}
        locale={locale}
        messages={messages}
      >
        <Story />
      </FilingKitProvider>
    )
  }

/** MSW's worker on the story context (`beforeEach({ msw })`). */
interface Msw {
  use: (...handlers: RequestHandler[]) => void
}

// Requests that reached the current story's `pending` handlers, where they stay unanswered.
let heldRequests: string[] = []

/** Back to the seeded world, served through MSW; `pending` paths (regular expressions) never answer. */
export function serve(sim: PartnerSimulator, msw: Msw, pending: RegExp[] = []) {
  sim.reset()
  heldRequests = []
  msw.use(...simulatorHandlers(sim))
  for (const path of pending) {
    msw.use(
      http.all(path, async ({ request }) => {
        heldRequests.push(`${request.method} ${new URL(request.url).pathname}`)
        await delay('infinite')
        return new Response(null)
      }),
    )
  }
}

/**
 * Waits until a request has reached one of the story's `pending` handlers, and so can never be
 * answered by anything else. A story that ends while its held request is still on its way through
 * MSW's worker leaves it to the handlers of whichever story comes next: they are looked up when the
 * request arrives, not when it is sent. Under load a held write once reached the next story's
 * simulator that way, after its reset (a cancellation from CancelSubscriptionDialog's 'Submitting'
 * made 'Submitted' open on a plan already in review). The component's busy state shows as soon as
 * the request is sent, so it says nothing about where the request is.
 */
export async function heldRequestArrived(method: string): Promise<void> {
  await waitFor(() => expect(heldRequests.map((held) => held.split(' ')[0])).toContain(method))
}

/** The seeded plans of the simulator's own partner. */
export const plansOf = (sim: PartnerSimulator, filter: (plan: SubscriptionRecord) => boolean = () => true) =>
  [...sim.state.subscriptions.values()].filter(
    (plan) => plan.partnerId === sim.partners[0]!.partnerId && filter(plan),
  )

/**
 * `operation` fails for the rest of the story (until the next story's `serve` resets the simulator):
 * more than the four tries of one read (the client retries reads 3 times). With exactly four, a
 * story once showed the data instead of the error on a loaded machine: a request it did not count
 * on had taken one of the four failures, and the read's last try succeeded.
 */
export function failRead(
  sim: PartnerSimulator,
  operation: Parameters<PartnerSimulator['failNext']>[0],
  status: number,
) {
  for (let attempt = 0; attempt < 40; attempt += 1) sim.failNext(operation, status)
}
