// GET /demo/activity: the signed-in customer's events from the portal's watcher, for the activity
// feed. The portal's own route, scoped by its session: a customer reads their own events only.
import type { PortalWatcher } from './portalWatcher'
import type { Sessions } from './sessions'

export const ACTIVITY_PATH = '/demo/activity'

export function activityRoute(watcher: PortalWatcher, sessions: Sessions) {
  return (request: Request): Response => {
    // Signed out, nothing: no error, so a poll in flight as the customer signs out logs none.
    const customerId = sessions.customerOf(request)
    return json({ events: customerId ? watcher.eventsOf(customerId) : [] })
  }
}

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), {
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  })
}
