// The signed-in customer's events, read from the portal's server (/demo/activity) every few seconds
// while something shows them (the header's count, the feed page), and which of them the customer
// has seen: the header counts the others. One poll for the whole page, however many readers.
import { useSyncExternalStore } from 'react'
import type { WatchEvent } from 'filing-kit/watcher'

export type { WatchEvent }

interface FeedState {
  events: readonly WatchEvent[]
  failed: boolean
  loaded: boolean
  seen: ReadonlySet<string>
}

const POLL_MS = 2000
const SEEN_KEY = 'acme-activity-seen'

let state: FeedState = { events: [], failed: false, loaded: false, seen: readSeen() }
const listeners = new Set<() => void>()
let timer: ReturnType<typeof setTimeout> | undefined
let customer: string | null = null

/** Another customer signed in: nothing of the last one's feed shows while theirs loads. */
export function feedFor(customerId: string) {
  if (customer === customerId) return
  customer = customerId
  update({ events: [], failed: false, loaded: false })
  if (listeners.size > 0) {
    clearTimeout(timer)
    void poll()
  }
}

function readSeen(): Set<string> {
  try {
    return new Set(JSON.parse(sessionStorage.getItem(SEEN_KEY) ?? '[]') as string[])
  } catch {
    return new Set()
  }
}

function update(next: Partial<FeedState>) {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
}

async function poll() {
  try {
    const response = await fetch('/demo/activity', { cache: 'no-store' })
    if (!response.ok) throw new Error(`/demo/activity answered ${response.status}`)
    const { events } = (await response.json()) as { events: WatchEvent[] }
    update({ events, failed: false, loaded: true })
  } catch {
    update({ failed: true, loaded: true })
  }
  if (listeners.size > 0) timer = setTimeout(() => void poll(), POLL_MS)
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (listeners.size === 1) void poll()
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      clearTimeout(timer)
      timer = undefined
    }
  }
}

/** The feed as it stands; re-renders when it changes. */
export function useActivityFeed(): FeedState {
  return useSyncExternalStore(subscribe, () => state)
}

/** Events the customer has not seen yet (the header's count). */
export function unseenCount(feed: FeedState): number {
  return feed.events.filter((event) => !feed.seen.has(event.id)).length
}

/** The customer opened the feed: everything in it now counts as seen. */
export function markSeen(ids: readonly string[]) {
  if (ids.every((id) => state.seen.has(id))) return
  const seen = new Set([...state.seen, ...ids])
  try {
    sessionStorage.setItem(SEEN_KEY, JSON.stringify([...seen].slice(-200)))
  } catch {
    // Private browsing without storage: the count resets on reload, nothing more.
  }
  update({ seen })
}
