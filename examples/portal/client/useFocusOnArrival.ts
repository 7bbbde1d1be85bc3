// Where the focus goes when the visitor arrives somewhere: after a sign-in or a customer switch, a
// move to another page, or an alert opened, a screen reader or keyboard user starts at the new
// heading rather than at the top of the document (issue 34). The first load is left to the browser.
import { useEffect, useRef } from 'react'

/**
 * When `key` changes (not on the first place known: `''` means "not known yet", e.g. before the
 * session is read, and the first key after it is the page the visitor loaded), waits for `find()` to return an element — the new
 * page's heading is drawn once its data is read — then focuses it, making it focusable first if it
 * is not (a heading: `tabindex="-1"`, so it takes the focus without joining the Tab order).
 */
export function useFocusOnArrival(key: string, find: () => HTMLElement | null): void {
  const first = useRef<string | null>(null)
  const latestFind = useRef(find)
  useEffect(() => {
    latestFind.current = find
  })
  useEffect(() => {
    if (key === '') return
    if (first.current === null) {
      first.current = key
      return
    }
    const focus = () => {
      const target = latestFind.current()
      if (!target) return false
      if (!target.hasAttribute('tabindex') && target.tabIndex < 0) target.setAttribute('tabindex', '-1')
      target.focus()
      return true
    }
    // Looked for once the move's renders are all drawn (the shell and the page update in commits of
    // their own: at this effect the old page can still be there), then again as the page changes
    // until it is drawn (or the visitor moves on).
    const observer = new MutationObserver(() => {
      if (focus()) observer.disconnect()
    })
    const frame = requestAnimationFrame(() => {
      if (!focus()) observer.observe(document.body, { subtree: true, childList: true, attributes: true })
    })
    return () => {
      cancelAnimationFrame(frame)
      observer.disconnect()
    }
  }, [key])
}
