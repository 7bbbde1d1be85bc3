'use client'
import { useCallback, useRef } from 'react'

/**
 * A form's guard against sending twice: `once(send)` calls `send(done)` unless an earlier send has
 * not called `done` yet (pass it as the mutation's `onSettled`). A ref, not state: Enter held down or
 * a double click comes before React re-renders with the write pending.
 */
export function useSendOnce(): (send: (done: () => void) => void) => void {
  const sending = useRef(false)
  // Stable, so a form's own callbacks can depend on it.
  return useCallback((send) => {
    if (sending.current) return
    sending.current = true
    send(() => {
      sending.current = false
    })
  }, [])
}
