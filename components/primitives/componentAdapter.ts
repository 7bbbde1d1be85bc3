import type { ComponentType, ReactNode } from 'react'

// The primitives every filing-kit component draws, as small interfaces a partner's design system can
// implement (Gusto's component adapter). The types live on the components floor, beside our default
// implementations (defaultComponents); the provider, a floor below, learns them through the
// `FilingKitRegister` declaration at the end of this file. Every string a primitive shows arrives
// already translated: a primitive formats nothing and fetches nothing.

/** A choice in a select or radio group. */
export interface ChoiceOption {
  value: string
  label: string
}

/** What every labelled field receives. The field renders its own `<label>` for `id`. */
export interface FieldProps {
  /** The control's id; the label points at it and the component focuses it (by id) on error. */
  id: string
  label: string
  /** Help shown under the label; tie it to the control with `aria-describedby` (`${id}-hint`). */
  hint?: string
  /** The field's error: show it, set `aria-invalid="true"` and tie it with `aria-describedby` (`${id}-error`). */
  error?: string
  /**
   * A warning about the value that does not stop the owner (a company name the state may refuse): show
   * it as a warning, not as help, and tie it with `aria-describedby` (`${id}-warning`).
   */
  warning?: string
  required?: boolean
  disabled?: boolean
  name?: string
}

/** A button; `type="submit"` inside forms. */
export interface ButtonProps {
  children: ReactNode
  type?: 'button' | 'submit'
  /** `primary` for the main action of a view, `danger` for a destructive one. Default `secondary`. */
  variant?: 'primary' | 'secondary' | 'danger'
  disabled?: boolean
  /** While true the button shows it is busy and ignores presses (`aria-disabled`), keeping focus. */
  busy?: boolean
  onClick?: () => void
  /** A fuller accessible name than the visible text, e.g. "Renewal settings: Registered Agent for Acme LLC". */
  'aria-label'?: string
  /** A button that opens a dialog says so (`dialog`), whether it is open, and which one (its `id`). */
  'aria-haspopup'?: 'dialog'
  'aria-expanded'?: boolean
  'aria-controls'?: string
}

/** A single-line text field. */
export interface TextInputProps extends FieldProps {
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'email' | 'tel'
  autoComplete?: string
}

/** A multi-line text field. */
export interface TextareaProps extends FieldProps {
  value: string
  onChange: (value: string) => void
  rows?: number
}

/** A calendar date as `YYYY-MM-DD` (`''` when empty); no time, no time zone. */
export interface DateInputProps extends FieldProps {
  value: string
  onChange: (value: string) => void
  min?: string
  max?: string
}

/** A drop-down choice. */
export interface SelectProps extends FieldProps {
  value: string
  onChange: (value: string) => void
  options: readonly ChoiceOption[]
}

/** A single checkbox with its label. */
export interface CheckboxProps extends FieldProps {
  checked: boolean
  onChange: (checked: boolean) => void
}

/** A radio button's choice; one with a `description` is best drawn as a card (a package and its price). */
export interface RadioOption extends ChoiceOption {
  /** More about the choice, under its label and tied to its radio with `aria-describedby` (`${radioId}-description`). */
  description?: ReactNode
}

/**
 * A group of radio buttons in a `<fieldset>` whose `<legend>` is `label`; `id` is the first radio's,
 * `${id}-${index}` the others'. The arrow keys move between them (one `name`).
 */
export interface RadioGroupProps extends FieldProps {
  value: string
  onChange: (value: string) => void
  options: readonly RadioOption[]
}

/**
 * A file picker: a real `<input type="file">` labelled by `label` (a drop zone around it is welcome).
 * It only hands the picked files over; checking them (type, size) is the component's job.
 */
export interface FileInputProps extends FieldProps {
  /** The `accept` attribute, e.g. `.pdf,application/pdf,image/*`. */
  accept?: string
  /** Text of the drop zone, e.g. "Drop a file here or choose one". */
  dropLabel?: string
  onFiles: (files: File[]) => void
}

/** A modal dialog. It shows when `open`, is labelled by `title`, moves focus in and back out. */
export interface DialogProps {
  /** The dialog element's id, which the button that opens it names in `aria-controls`. */
  id?: string
  open: boolean
  title: string
  /** Text under the title, tied with `aria-describedby`. */
  description?: ReactNode
  /** The user asked to close (Escape, the close button). Not called while `dismissible` is false. */
  onClose: () => void
  /** False while a request is in flight: Escape and the close button do nothing. */
  dismissible: boolean
  /** Accessible name of the close button. */
  closeLabel: string
  children: ReactNode
}

/** A message in a box. `error` is announced at once (`role="alert"`), `success` politely (`role="status"`). */
export interface AlertProps {
  tone: 'error' | 'warning' | 'info' | 'success'
  title?: string
  children?: ReactNode
  /** A control shown with the message, e.g. a retry button. */
  action?: ReactNode
}

/** A short status label. */
export interface BadgeProps {
  tone: 'neutral' | 'success' | 'warning' | 'danger' | 'info'
  children: ReactNode
}

/** A table column: `key` names the cell in each row. */
export interface TableColumn {
  key: string
  header: string
}

/** A data table with a caption (its accessible name). */
export interface TableProps {
  caption: string
  /** Whether the caption is only for assistive technology (the view already has a heading). */
  captionHidden?: boolean
  columns: readonly TableColumn[]
  rows: readonly { key: string; cells: Readonly<Record<string, ReactNode>> }[]
}

/** Progress of a task; `value` undefined means "working, amount unknown" (loading). */
export interface ProgressBarProps {
  label: string
  value?: number
  max?: number
}

/** A section heading. */
export interface HeadingProps {
  level: 2 | 3 | 4
  id?: string
  children: ReactNode
}

/** Every primitive a filing-kit component draws; pass some or all to `<FilingKitProvider components>`. */
export interface ComponentAdapter {
  Button: ComponentType<ButtonProps>
  TextInput: ComponentType<TextInputProps>
  Textarea: ComponentType<TextareaProps>
  DateInput: ComponentType<DateInputProps>
  Select: ComponentType<SelectProps>
  Checkbox: ComponentType<CheckboxProps>
  RadioGroup: ComponentType<RadioGroupProps>
  FileInput: ComponentType<FileInputProps>
  Dialog: ComponentType<DialogProps>
  Alert: ComponentType<AlertProps>
  Badge: ComponentType<BadgeProps>
  Table: ComponentType<TableProps>
  ProgressBar: ComponentType<ProgressBarProps>
  Heading: ComponentType<HeadingProps>
}

// The provider (hooks floor) cannot import these types; this merges them into its `FilingKitRegister`,
// so `<FilingKitProvider components={…}>` is checked against the adapter wherever the components are.
declare module '../../hooks' {
  interface FilingKitRegister {
    components: ComponentAdapter
  }
}
