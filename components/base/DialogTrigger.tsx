'use client'
import type { ButtonProps } from '../primitives/componentAdapter'
import type { DialogControl } from './useDialogControl'
import { useComponents } from './useComponents'

/**
 * The button that opens a dialog (Radix's `DialogTrigger`): it alone says so to assistive technology —
 * `aria-haspopup="dialog"`, `aria-expanded` while its dialog is open, `aria-controls` naming it — and
 * pressing it calls `onClick` (if any), then the control's `onOpenChange(true)`.
 */
export function DialogTrigger({
  dialog,
  onClick,
  ...button
}: Omit<ButtonProps, 'aria-haspopup' | 'aria-expanded' | 'aria-controls' | 'type'> & {
  dialog: Pick<DialogControl, 'id' | 'open' | 'onOpenChange'>
}) {
  const { Button } = useComponents()
  return (
    <Button
      {...button}
      aria-haspopup="dialog"
      aria-expanded={dialog.open}
      aria-controls={dialog.id}
      onClick={() => {
        onClick?.()
        dialog.onOpenChange(true)
      }}
    />
  )
}
