'use client'
import { useLayoutEffect, useRef, type RefObject } from 'react'
import { findById } from './findById'

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
  /** An element of the form (its root or the form): the fields are looked up in its tree, a shadow root too. */
  anchor?: RefObject<Element | null>,
) {
  // Read in the effect below, run only when `attempt` changes: the errors, order and ids of now.
  const focusFirst = useRef(() => {})
  useLayoutEffect(() => {
    focusFirst.current = () => {
      const first = order.find((field) => errors[field])
      if (first) findById(anchor?.current ?? document, idOf(first))?.focus()
    }
  })
  useLayoutEffect(() => {
    if (attempt) focusFirst.current()
  }, [attempt])
}
