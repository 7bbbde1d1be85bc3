'use client'
import { useId, useMemo, useState } from 'react'
import type { DialogProps } from '../primitives/componentAdapter'

/**
 * A dialog as its trigger and its owner see it: the shape of the public dialogs' own props (`id`,
 * `open`, `onOpenChange`). The one close convention: whatever closes a dialog — Escape, its close
 * button, Keep, a success — calls `onOpenChange(false)`; its trigger calls `onOpenChange(true)`.
 */
export interface DialogControl {
  /** The dialog element's id, which its trigger names in `aria-controls`. */
  id: string
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** A dialog the component opens and closes itself (a confirmation). */
export function useDialogControl(): DialogControl {
  const id = useId()
  const [open, onOpenChange] = useState(false)
  return useMemo(() => ({ id, open, onOpenChange }), [id, open])
}

/**
 * The primitive `Dialog`'s part of a control: the adapter's `onClose` (a close request) is the
 * control's `onOpenChange(false)`, here and nowhere else.
 */
export const dialogPropsOf = ({
  id,
  open,
  onOpenChange,
}: Omit<DialogControl, 'id'> & { id?: string | undefined }): Pick<
  DialogProps,
  'id' | 'open' | 'onClose'
> => ({
  id,
  open,
  onClose: () => onOpenChange(false),
})
