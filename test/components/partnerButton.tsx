import type { ButtonProps } from '../../components'

/** A partner's design-system button: marks what it renders, so a test can tell it from ours. */
export function PartnerButton({ children, type = 'button', onClick, disabled, busy, ...aria }: ButtonProps) {
  return (
    <button
      type={type}
      data-partner-button=""
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-label={aria['aria-label']}
      onClick={() => !busy && onClick?.()}
    >
      {children}
    </button>
  )
}
