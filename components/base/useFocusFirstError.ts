'use client'
import { useEffect, useRef } from 'react'

/**
 * After a refused submit, focus the first field in error (in form order), so a keyboard or screen
 * reader user lands on what to fix. `attempt` changes on every submit, so the same errors refocus.
 */
export function useFocusFirstError(
  errors: Readonly<Record<string, string | undefined>>,
  order: readonly string[],
  idOf: (field: string) => string,
  attempt: number,
) {
  const latest = useRef({ errors, order, idOf })
  useEffect(() => {
    latest.current = { errors, order, idOf }
  })
  useEffect(() => {
    if (attempt === 0) return
    const { errors: current, order: fields, idOf: id } = latest.current
    const first = fields.find((field) => current[field])
    if (first) document.getElementById(id(first))?.focus()
  }, [attempt])
}
