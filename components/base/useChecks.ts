'use client'
import { useCallback, useEffect, useState } from 'react'

/** Loads a form's checks from their own chunk: a plain `import()` of a module nothing imports statically. */
export type ChecksLoader<Checks> = () => Promise<Checks>

// Per loader, for every form on the page: the checks once loaded (a form mounted later has them from
// its first render), and the load under way (one request, however many forms ask).
const loaded = new WeakMap<ChecksLoader<unknown>, unknown>()
const loading = new WeakMap<ChecksLoader<unknown>, Promise<unknown>>()

function loadOnce<Checks>(load: ChecksLoader<Checks>): Promise<Checks> {
  let pending = loading.get(load) as Promise<Checks> | undefined
  if (!pending) {
    pending = load().then((checks) => {
      loaded.set(load, checks)
      return checks
    })
    // A failed load is not kept: the next ask fetches the chunk again.
    pending.catch(() => loading.delete(load))
    loading.set(load, pending)
  }
  return pending
}

/**
 * A form's checks (zod and the schemas), kept out of what its page loads up front: nothing checks
 * before the owner types, so the load starts when the form mounts and they are there by the first
 * change or Continue. Until then `checks` is undefined and a submit awaits `ready()`. The checks fail
 * closed: when the chunk does not load, `ready()` rejects and `failed` is true (the form says so and
 * offers to try again; a later `ready()` loads again), and the owner's input stays where it is.
 */
export function useChecks<Checks>(load: ChecksLoader<Checks>): {
  checks: Checks | undefined
  failed: boolean
  ready: () => Promise<Checks>
} {
  const [checks, setChecks] = useState(() => loaded.get(load) as Checks | undefined)
  const [failed, setFailed] = useState(false)
  const ready = useCallback(
    () =>
      loadOnce(load).then(
        (found) => {
          // The checks may be a function: setState would call it as an updater.
          setChecks(() => found)
          setFailed(false)
          return found
        },
        (error: unknown) => {
          setFailed(true)
          throw error
        },
      ),
    [load],
  )
  useEffect(() => {
    if (checks !== undefined) return
    // Ahead of need, quietly: a failure here is said only if it still fails when a check is asked for.
    loadOnce(load).then(
      (found) => setChecks(() => found),
      () => undefined,
    )
  }, [load, checks])
  return { checks, failed, ready }
}
