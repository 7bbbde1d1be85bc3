'use client'
import { useState, type RefObject } from 'react'
import { fieldErrorsOf } from './fieldErrorsOf'
import { useFocusFirstError } from './useFocusFirstError'

/** How a form puts its errors on its fields. */
export interface FieldErrorsOptions<Field extends string, Problem> {
  /** The form's fields in the order they are shown: the first in error takes the focus. */
  order: readonly Field[]
  /** The id of a field's control. */
  idOf: (field: string) => string
  /** An element of the form: its fields are looked up in its tree, a shadow root too. */
  anchor: RefObject<Element | null>
  /** The write's error (a mutation's `error`): a new one that names a field moves the focus there. */
  refusal?: unknown
  /** The refusal's words by field. Default `fieldErrorsOf(refusal)`: a refused path is the field. */
  refused?: Partial<Record<Field, string>>
  /** A check's problem in words, read at every render (so it follows the locale). Default: as it is. */
  say?: (problem: Problem) => string
  /**
   * Editing a field takes the refusal's words off it, not only the check's (OrderRfiForm: the refused
   * answer is the one being changed). By default they stay until the next answer (CompanyForm, the
   * renew dialog).
   */
  editClearsRefusal?: boolean
}

/** A form's errors, and what changes them. */
export interface FieldErrors<Field extends string, Problem> {
  /** What each field shows: the check's problem, else the refusal's words for it. */
  errors: Partial<Record<Field, string>>
  /**
   * Puts the check's problems on their fields in place of the last ones, and when there are any, moves
   * the focus to the first. `true` when there are: send nothing. `show({})` forgets them (start over).
   */
  show: (found: Partial<Record<Field, Problem>>) => boolean
  /** The owner changed `field`: the check's problem on it goes (and the refusal's, if so asked). */
  edited: (field: Field) => void
}

/**
 * The client-side check's problems and the service's refusal put on a form's fields — one way for
 * every form whose check runs on submit (CompanyForm, OrderRfiForm, the renew and cancel dialogs; the
 * tax and formation forms check as the owner types or step by step, and place their errors
 * themselves, through the same fieldErrorsOf and useFocusFirstError). A check's problem wins over the
 * refusal on the same field; the first field in error is focused after a check that failed and when a
 * new refusal names a field, in the same commit that marks it.
 */
export function useFieldErrors<Field extends string, Problem = string>({
  order,
  idOf,
  anchor,
  refusal,
  refused,
  say = (problem) => problem as unknown as string,
  editClearsRefusal = false,
}: FieldErrorsOptions<Field, Problem>): FieldErrors<Field, Problem> {
  // A field's check problem; `null` once the owner edited it (which, if asked, hides the refusal too).
  const [checked, setChecked] = useState<Partial<Record<Field, Problem | null>>>({})
  const [attempt, setAttempt] = useState(0)
  const onFields = refused ?? (fieldErrorsOf(refusal) as Partial<Record<Field, string>>)

  // A new refusal naming a field: focus it. Adjusted while rendering (React's pattern for state
  // derived from a new value), so the focus moves in the commit that marks the field. One there when
  // the form mounts was the form's before.
  const [seen, setSeen] = useState(refusal)
  if (refusal !== seen) {
    setSeen(refusal)
    if (Object.keys(onFields).length > 0) setAttempt((count) => count + 1)
  }

  const errors: Partial<Record<Field, string>> = {}
  for (const field of order) {
    const problem = checked[field]
    if (problem != null) errors[field] = say(problem)
    else if (problem === undefined || !editClearsRefusal) errors[field] = onFields[field]
  }
  useFocusFirstError(errors, order, idOf, attempt, anchor)

  return {
    errors,
    show: (found) => {
      setChecked(found)
      const any = order.some((field) => found[field] != null)
      if (any) setAttempt((count) => count + 1)
      return any
    },
    edited: (field) => setChecked((current) => ({ ...current, [field]: null })),
  }
}
