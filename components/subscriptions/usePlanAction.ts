'use client'
import type { UseMutationResult } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useSubscription, type PartnerApiError } from '../../hooks'
import type { ComponentState } from '../base/Base'

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
  const sending = useRef(false)
  const { reset } = action
  useEffect(() => {
    if (open) reset()
  }, [open, reset])

  const state: ComponentState = action.isPending
    ? 'submitting'
    : action.isSuccess
      ? 'submitted'
      : plan.data
        ? action.isError
          ? 'error'
          : 'ready'
        : plan.isError
          ? 'error'
          : open
            ? 'loading'
            : 'ready'

  const send = (variables: TVariables, onSuccess: (data: TData) => void) => {
    if (sending.current) return
    sending.current = true
    action.mutate(variables, {
      onSuccess,
      onSettled: () => {
        sending.current = false
      },
    })
  }
  return { plan, state, send }
}
