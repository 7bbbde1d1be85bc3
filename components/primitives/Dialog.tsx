'use client'
import { useEffect, useId, useLayoutEffect, useRef } from 'react'
import type { DialogProps } from './componentAdapter'

/**
 * Our dialog: the native `<dialog>` opened with `showModal()`, so the browser makes the page behind it
 * inert and keeps focus inside — no hand-written focus trap. Escape and the close button call
 * `onClose` only while `dismissible`; focus goes back to where it was when the dialog opened.
 */
export function Dialog({
  id,
  open,
  title,
  description,
  onClose,
  dismissible,
  closeLabel,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const returnTo = useRef<HTMLElement | null>(null)
  const titleId = useId()
  const descriptionId = useId()
  // Read in event handlers: the latest props, not those of the render that attached them.
  const latest = useRef({ dismissible, onClose, open })
  useLayoutEffect(() => {
    latest.current = { dismissible, onClose, open }
  })

  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      // Looked up in the dialog's own tree: inside a shadow root the document's active element is the host.
      const active = (dialog.getRootNode() as Document | ShadowRoot).activeElement ?? document.activeElement
      returnTo.current = active instanceof HTMLElement ? active : null
      dialog.showModal()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open])

  // Unmounted while open (the host removed it): still give focus back.
  useEffect(
    () => () => {
      const target = returnTo.current
      if (target?.isConnected) target.focus()
    },
    [],
  )

  const requestClose = () => {
    if (latest.current.dismissible) latest.current.onClose()
  }

  return (
    <dialog
      ref={ref}
      id={id}
      className="fk-dialog"
      part="dialog"
      data-state={open ? 'open' : 'closed'}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        // Prevented here, Escape never becomes a close request, so the browser cannot close the dialog
        // behind React's back while a request is in flight.
        event.preventDefault()
        event.stopPropagation()
        requestClose()
      }}
      onCancel={(event) => {
        event.preventDefault()
        requestClose()
      }}
      onClose={() => {
        const dialog = ref.current
        // Closed by the browser anyway (another close request): reopen while React still wants it open.
        if (dialog && latest.current.open && !latest.current.dismissible) {
          dialog.showModal()
          return
        }
        if (latest.current.open) latest.current.onClose()
        const target = returnTo.current
        returnTo.current = null
        if (target?.isConnected) target.focus()
      }}
    >
      <div className="fk-dialog-header">
        <h2 id={titleId} className="fk-dialog-title" part="heading">
          {title}
        </h2>
      </div>
      {description ? (
        <div id={descriptionId} className="fk-dialog-description">
          {description}
        </div>
      ) : null}
      <div className="fk-dialog-body">{open ? children : null}</div>
      <button
        type="button"
        className="fk-dialog-close"
        aria-label={closeLabel}
        disabled={!dismissible}
        onClick={requestClose}
      >
        <span aria-hidden="true">×</span>
      </button>
    </dialog>
  )
}
