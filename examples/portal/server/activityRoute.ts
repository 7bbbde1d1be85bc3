// GET /demo/activity: the signed-in customer's events from the portal's watcher, for the activity
// feed. The portal's own route, scoped by its session: a customer reads their own events only.
import type { PortalWatcher } from './portalWatcher'
import type { Sessions } from './sessions'

export const ACTIVITY_PATH = '/demo/activity'

export function activityRoute(watcher: PortalWatcher, sessions: Sessions) {
  return (request: Request): Response => {
    const customerId = sessions.customerOf(request)
    if (!customerId) return json({ message: 'Sign in first.' }, 401)
    return json({ events: watcher.eventsOf(customerId) })
  }
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  })
}
