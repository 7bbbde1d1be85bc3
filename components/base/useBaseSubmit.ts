'use client'
import type { MutateOptions } from '@tanstack/react-query'
import { useCallback, useRef, type RefObject } from 'react'
import { useFieldErrors, type FieldErrors, type FieldErrorsOptions } from './useFieldErrors'

/** A write as TanStack Query's `useMutation` returns it (the hooks' mutations fit as they are). */
export interface BaseWrite<TData, TError, TVariables> {
  mutate: (variables: TVariables, options?: MutateOptions<TData, TError, TVariables>) => void
  error: TError | null
}

/** A form's submit, and its errors on its fields. */
export interface BaseSubmit<TData, TError, TVariables, Field extends string, Problem> extends FieldErrors<
  Field,
  Problem
> {
  /**
   * Sends `variables` unless an earlier send has not settled yet: a double click or Enter held down
   * comes before React re-renders with the write pending (a ref, not state). Returns whether it sent.
   */
  submit: (variables: TVariables, options?: MutateOptions<TData, TError, TVariables>) => boolean
}

const NO_FIELDS: readonly never[] = []
const NO_ANCHOR: RefObject<Element | null> = { current: null }

/**
 * The one submit of every component (Gusto's `useBaseSubmit`): send once, mutate, and put the service's
 * field refusals (`write.error`, CMP-3, CMP-10, BF-10) on their fields with the form's own check
 * problems, focusing the first field in error in the commit that marks it (`useFieldErrors`). Without
 * `fields` it is the send-once guard alone (a download, a confirmation). The formation and tax forms'
 * create hooks send once by themselves (BF-3, across remounts): those forms use `useFieldErrors` alone.
 */
export function useBaseSubmit<TData, TError, TVariables, Field extends string = never, Problem = string>(
  write: BaseWrite<TData, TError, TVariables>,
  fields?: Omit<FieldErrorsOptions<Field, Problem>, 'refusal'>,
): BaseSubmit<TData, TError, TVariables, Field, Problem> {
  const sending = useRef(false)
  const { mutate } = write
  const submit = useCallback(
    (variables: TVariables, options?: MutateOptions<TData, TError, TVariables>) => {
      if (sending.current) return false
      sending.current = true
      mutate(variables, {
        ...options,
        onSettled: (...settled) => {
          sending.current = false
          return options?.onSettled?.(...settled)
        },
      })
      return true
    },
    [mutate],
  )
  const errors = useFieldErrors<Field, Problem>({
    order: NO_FIELDS,
    idOf: String,
    anchor: NO_ANCHOR,
    ...fields,
    refusal: write.error,
  })
  return { ...errors, submit }
}
