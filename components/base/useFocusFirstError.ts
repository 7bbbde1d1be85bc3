'use client'
import { useLayoutEffect, useRef } from 'react'

/**
 * After a refused submit, focus the first field in error (in form order), so a keyboard or screen
 * reader user lands on what to fix. `attempt` changes on every submit, so the same errors refocus.
 *
 * A layout effect, not a passive one: the focus moves in the same commit that marks the fields
 * `aria-invalid`. A passive effect runs in a later task when the errors come from an answer (not a
 * click), so a screen reader, or anything reading the page in between, saw the field in error with
 * the focus still elsewhere.
 */
export function useFocusFirstError(
  errors: Readonly<Record<string, string | undefined>>,
  order: readonly string[],
  idOf: (field: string) => string,
  attempt: number,
) {
  const latest = useRef({ errors, order, idOf })
  useLayoutEffect(() => {
    latest.current = { errors, order, idOf }
  })
  useLayoutEffect(() => {
    if (attempt === 0) return
    const { errors: current, order: fields, idOf: id } = latest.current
    const first = fields.find((field) => current[field])
    if (first) document.getElementById(id(first))?.focus()
  }, [attempt])
}
