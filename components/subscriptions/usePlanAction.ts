'use client'
import type { UseMutationResult } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useBaseSubmit } from '../base/useBaseSubmit'
import { useSubscription, type PartnerApiError } from '../../hooks'
import { baseState } from '../base/baseState'

/**
 * What the renew and cancel dialogs share: the plan, read only while the dialog is open; the write,
 * reset on every opening; a `send` that never sends twice (a double click, Enter held down — the guard
 * flips before React re-renders); and the dialog's `data-state`.
 */
export function usePlanAction<TData, TVariables>(
  subscriptionId: string,
  open: boolean,
  action: UseMutationResult<TData, PartnerApiError, TVariables>,
) {
  const plan = useSubscription(subscriptionId, { enabled: open })
  const { submit } = useBaseSubmit(action)
  const { reset } = action
  useEffect(() => {
    if (open) reset()
  }, [open, reset])

  // A closed dialog reads nothing: ready, not loading.
  const state = baseState({ read: open ? plan : undefined, write: action })

  const send = (variables: TVariables, onSuccess: (data: TData) => void) => {
    submit(variables, { onSuccess })
  }
  return { plan, state, send }
}
