// The portal's session, as its own server tells it (/demo/session). The browser holds an HttpOnly
// cookie it cannot read, and this: names and ids. Never a token.
import type { SessionInfo } from '../server/demoRoutes'

export type { SessionInfo }

async function post(path: string, body: unknown): Promise<Response> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  return response
}

export async function readSession(): Promise<SessionInfo> {
  const response = await fetch('/demo/session')
  if (!response.ok) throw new Error(`/demo/session answered ${response.status}`)
  return (await response.json()) as SessionInfo
}

export const signIn = (customerId: string) => post('/demo/sign-in', { customerId })
export const signOut = () => post('/demo/sign-out', {})
/** Said on `window` once the simulator's clock moved: the session's `today` is then out of date. */
export const CLOCK_MOVED = 'acme-clock-moved'

/**
 * Simulator only: moves every order `steps` steps of its lifecycle ahead. The simulator's day moves
 * with it, so the app re-reads the session (`today`) on `CLOCK_MOVED`: every page marks what is
 * overdue by the same day.
 */
export async function moveClock(steps: number): Promise<void> {
  await post('/demo/clock', { steps })
  window.dispatchEvent(new Event(CLOCK_MOVED))
}
