'use client'
import { useMemo, useState, type RefObject } from 'react'
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
  /**
   * A refusal there when the form mounts. `'seen'` (default): it was this form's before (a tracker's
   * mutation outlives its RFI form) — on its fields, not focused. `'new'`: nobody saw it yet (a create
   * answered after its form unmounted, BF-3) — placed, focused and `onRefused`, as one that comes later.
   */
  mountedRefusal?: 'seen' | 'new'
  /** The form's field a refused path stands for. Default: the path itself; nothing: not on the form. */
  fieldOf?: (path: string) => Field | false | undefined
  /** The refusal's words for a field (the service's sentence in the owner's words). Default: as sent. */
  sayRefused?: (message: string, field: Field, path: string) => string
  /**
   * A placing of its own, in place of `fieldOf` and `sayRefused`: the refusal's words by path in, by
   * field out (ComplianceForm: every field a path names; the formation form: those of one step).
   * `refused` keeps its identity while the refusal and this function do: memoise it to memoise on that.
   */
  placeRefusal?: (byPath: Readonly<Record<string, string>>) => Partial<Record<Field, string>>
  /**
   * A new refusal put words on fields, called while rendering, before the focus moves: set state here
   * to show what holds them (the formation form's step, the tax form's fields in place of its review).
   */
  onRefused?: (refused: Partial<Record<Field, string>>) => void
  /**
   * Checks as the owner types: the problems each field shows now, given at every render in place of
   * those `show` keeps (which then only moves the focus).
   */
  live?: Partial<Record<Field, Problem>>
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
  /** The refusal's words by field, as placed (edits and checks aside). */
  refused: Partial<Record<Field, string>>
  /**
   * The refusal's words about answers, when it places none on a field of the form: for the form to
   * say above its fields (its own words are all there is). `''` when it places some: the fields say them.
   */
  unplaced: string
  /**
   * Puts the check's problems on their fields in place of the last ones, and when there are any, moves
   * the focus to the first. `true` when there are: send nothing. `show({})` forgets them (start over).
   */
  show: (found: Partial<Record<Field, Problem>>) => boolean
  /** The owner changed `field`: the check's problem on it goes (and the refusal's, if so asked). */
  edited: (field: Field) => void
  /** Takes the refusal's words off every field (rows renumbered, another step); a new refusal places its own. */
  dismissRefusal: () => void
}

const NO_WORDS: Readonly<Record<string, string>> = {}

/**
 * The client-side check's problems and the service's refusal put on a form's fields — the one way for
 * every form: those whose check runs on submit (CompanyForm, OrderRfiForm, the renew and cancel
 * dialogs), the tax form that checks as the owner types (`live`), the formation form whose refusal
 * shows on its step first (`placeRefusal`, `onRefused`), ComplianceForm's rjsf fields. A check's
 * problem wins over the refusal on the same field; the first field in error is focused after a check
 * that failed and when a new refusal names a field, in the same commit that marks it.
 */
export function useFieldErrors<Field extends string, Problem = string>({
  order,
  idOf,
  anchor,
  refusal,
  mountedRefusal = 'seen',
  fieldOf,
  sayRefused,
  placeRefusal,
  onRefused,
  live,
  say = (problem) => problem as unknown as string,
  editClearsRefusal = false,
}: FieldErrorsOptions<Field, Problem>): FieldErrors<Field, Problem> {
  // A field's check problem; `null` once the owner edited it (which, if asked, hides the refusal too).
  const [checked, setChecked] = useState<Partial<Record<Field, Problem | null>>>({})
  const [attempt, setAttempt] = useState(0)
  const [dismissed, setDismissed] = useState(false)
  const { refused, unplaced } = useMemo(() => {
    const byPath = fieldErrorsOf(refusal)
    const placed = placeRefusal
      ? placeRefusal(byPath)
      : (fieldErrorsOf<Field>(refusal, fieldOf, sayRefused) as Partial<Record<Field, string>>)
    const none = Object.keys(placed).length === 0
    return { refused: placed, unplaced: none ? Object.values(byPath).join(' ') : '' }
  }, [refusal, fieldOf, sayRefused, placeRefusal])

  // A new refusal naming a field: focus it. Adjusted while rendering (React's pattern for state
  // derived from a new value), so the focus moves in the commit that marks the field. A new answer
  // puts all its words on their fields again, those edited before it included.
  const [seen, setSeen] = useState(mountedRefusal === 'new' ? null : refusal)
  if (refusal !== seen) {
    setSeen(refusal)
    setDismissed(false)
    setChecked((current) => withoutEdits(current))
    if (Object.keys(refused).length > 0) {
      setAttempt((count) => count + 1)
      onRefused?.(refused)
    }
  }

  const onFields = dismissed ? NO_WORDS : (refused as Readonly<Record<string, string>>)
  const errors: Partial<Record<Field, string>> = {}
  for (const field of order) {
    const mark = checked[field]
    const problem = live ? live[field] : mark
    if (problem != null) errors[field] = say(problem)
    else if (mark !== null || !editClearsRefusal) errors[field] = onFields[field]
  }
  useFocusFirstError(errors, order, idOf, attempt, anchor)

  return {
    errors,
    refused,
    unplaced,
    show: (found) => {
      if (!live) setChecked(found)
      const any = Object.values(found).some((problem) => problem != null)
      if (any) setAttempt((count) => count + 1)
      return any
    },
    edited: (field) => setChecked((current) => ({ ...current, [field]: null })),
    dismissRefusal: () => setDismissed(true),
  }
}

function withoutEdits<T extends object>(checked: T): T {
  const kept = Object.entries(checked).filter(([, mark]) => mark !== null)
  return kept.length === Object.keys(checked).length ? checked : (Object.fromEntries(kept) as T)
}
