'use client'
import { useState } from 'react'
import type {
  AlertProps,
  BadgeProps,
  ButtonProps,
  FileInputProps,
  HeadingProps,
  ProgressBarProps,
  TableProps,
} from './componentAdapter'
import { describedBy, FieldNotes } from './fields'

export function Button({
  children,
  type = 'button',
  variant = 'secondary',
  disabled,
  busy,
  onClick,
  ...aria
}: ButtonProps) {
  return (
    <button
      type={type}
      className="fk-button"
      part={`button button-${variant}`}
      data-variant={variant}
      disabled={disabled}
      // Busy, not disabled: a disabled button drops the keyboard focus; this one keeps it and ignores presses.
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      {...aria}
      onClick={(event) => {
        if (busy) {
          event.preventDefault()
          return
        }
        onClick?.()
      }}
    >
      {children}
    </button>
  )
}

export function Alert({ tone, title, children, action }: AlertProps) {
  const role = tone === 'error' ? 'alert' : tone === 'success' ? 'status' : undefined
  return (
    <div className="fk-alert" part={`alert alert-${tone}`} data-tone={tone} role={role}>
      {title ? <p className="fk-alert-title">{title}</p> : null}
      {children ? <div className="fk-alert-body">{children}</div> : null}
      {action ? <div className="fk-alert-action">{action}</div> : null}
    </div>
  )
}

export function Badge({ tone, children }: BadgeProps) {
  return (
    <span className="fk-badge" data-tone={tone}>
      {children}
    </span>
  )
}

export function Heading({ level, id, children }: HeadingProps) {
  const Tag = `h${level}` as const
  return (
    <Tag id={id} className="fk-heading" part="heading" tabIndex={-1}>
      {children}
    </Tag>
  )
}

export function ProgressBar({ label, value, max = 100 }: ProgressBarProps) {
  return (
    <div className="fk-progress">
      <progress
        className="fk-progress-bar"
        aria-label={label}
        value={value}
        max={value === undefined ? undefined : max}
      />
    </div>
  )
}

/** A table that becomes a stack of labelled cards in a narrow container (styles.css); `data-label` carries the header. */
export function Table({ caption, captionHidden, columns, rows }: TableProps) {
  return (
    <div className="fk-table-wrap">
      <table className="fk-table">
        <caption className={captionHidden ? 'fk-visually-hidden' : 'fk-caption'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {columns.map((column) => (
                <td key={column.key} data-label={column.header}>
                  {row.cells[column.key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** A real file input with its label, inside a zone that also takes a dropped file. */
export function FileInput(props: FileInputProps) {
  const { id, label, accept, dropLabel, onFiles, required, disabled, name } = props
  const [dragging, setDragging] = useState(false)
  return (
    <div className="fk-field">
      <label htmlFor={id} className="fk-label" part="label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <div
        className="fk-drop"
        data-dragging={dragging ? '' : undefined}
        onDragEnter={(event) => {
          event.preventDefault()
          if (!disabled) setDragging(true)
        }}
        onDragOver={(event) => {
          event.preventDefault()
          event.dataTransfer.dropEffect = disabled ? 'none' : 'copy'
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false)
        }}
        onDrop={(event) => {
          event.preventDefault()
          setDragging(false)
          if (!disabled) onFiles([...event.dataTransfer.files])
        }}
      >
        {dropLabel ? (
          <p className="fk-drop-label" aria-hidden="true">
            {dropLabel}
          </p>
        ) : null}
        <input
          id={id}
          type="file"
          className="fk-file"
          name={name}
          accept={accept}
          required={required}
          disabled={disabled}
          onChange={(event) => onFiles([...(event.target.files ?? [])])}
          {...describedBy(props)}
        />
      </div>
      <FieldNotes {...props} />
    </div>
  )
}
