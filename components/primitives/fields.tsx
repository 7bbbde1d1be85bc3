'use client'
import type {
  CheckboxProps,
  DateInputProps,
  FieldProps,
  RadioGroupProps,
  SelectProps,
  TextareaProps,
  TextInputProps,
} from './componentAdapter'

// Our default fields: a real <label>, the hint and the error tied with aria-describedby, and
// aria-invalid on the control in error — usable with no stylesheet at all.

/** `aria-*` wiring shared by every control: what describes it, whether it is invalid. */
export function describedBy({
  id,
  hint,
  error,
  warning,
}: Pick<FieldProps, 'id' | 'hint' | 'error' | 'warning'>) {
  const ids = [hint ? `${id}-hint` : '', warning ? `${id}-warning` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ')
  return {
    'aria-describedby': ids || undefined,
    'aria-invalid': error ? (true as const) : undefined,
  }
}

function Label({ id, label, required }: Pick<FieldProps, 'id' | 'label' | 'required'>) {
  return (
    <label htmlFor={id} className="fk-label" part="label">
      {label}
      {required ? <span aria-hidden="true"> *</span> : null}
    </label>
  )
}

/** The hint, warning and error lines under a control. */
export function FieldNotes({
  id,
  hint,
  error,
  warning,
}: Pick<FieldProps, 'id' | 'hint' | 'error' | 'warning'>) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="fk-hint">
          {hint}
        </p>
      ) : null}
      {/* A status, not help: it says so as it appears, in the warning's colours (the sign is decoration). */}
      {warning ? (
        <p id={`${id}-warning`} className="fk-field-warning" role="status">
          <span aria-hidden="true" className="fk-field-warning-sign">
            ⚠
          </span>{' '}
          {warning}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="fk-field-error">
          {error}
        </p>
      ) : null}
    </>
  )
}

export function TextInput(props: TextInputProps) {
  const { id, label, value, onChange, type = 'text', required, disabled, name, autoComplete } = props
  return (
    <div className="fk-field">
      <Label id={id} label={label} required={required} />
      <input
        id={id}
        className="fk-input"
        part="field"
        type={type}
        name={name}
        value={value}
        required={required}
        disabled={disabled}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
        {...describedBy(props)}
      />
      <FieldNotes {...props} />
    </div>
  )
}

export function Textarea(props: TextareaProps) {
  const { id, label, value, onChange, rows = 4, required, disabled, name } = props
  return (
    <div className="fk-field">
      <Label id={id} label={label} required={required} />
      <textarea
        id={id}
        className="fk-input"
        part="field"
        name={name}
        rows={rows}
        value={value}
        required={required}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        {...describedBy(props)}
      />
      <FieldNotes {...props} />
    </div>
  )
}

export function DateInput(props: DateInputProps) {
  const { id, label, value, onChange, min, max, required, disabled, name } = props
  return (
    <div className="fk-field">
      <Label id={id} label={label} required={required} />
      <input
        id={id}
        className="fk-input"
        part="field"
        type="date"
        name={name}
        value={value}
        min={min}
        max={max}
        required={required}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        {...describedBy(props)}
      />
      <FieldNotes {...props} />
    </div>
  )
}

export function Select(props: SelectProps) {
  const { id, label, value, onChange, options, required, disabled, name } = props
  return (
    <div className="fk-field">
      <Label id={id} label={label} required={required} />
      <select
        id={id}
        className="fk-input"
        part="field"
        name={name}
        value={value}
        required={required}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        {...describedBy(props)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes {...props} />
    </div>
  )
}

export function Checkbox(props: CheckboxProps) {
  const { id, label, checked, onChange, required, disabled, name } = props
  return (
    <div className="fk-field fk-field-inline">
      <input
        id={id}
        type="checkbox"
        part="checkbox"
        className="fk-checkbox"
        name={name}
        checked={checked}
        required={required}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        {...describedBy(props)}
      />
      <Label id={id} label={label} required={required} />
      <FieldNotes {...props} />
    </div>
  )
}

export function RadioGroup(props: RadioGroupProps) {
  const { id, label, value, onChange, options, required, disabled, name = id } = props
  // Choices with a description are cards: the label (stretched over the card) and the description under it.
  const cards = options.some((option) => option.description != null)
  return (
    <fieldset className="fk-fieldset" aria-describedby={describedBy(props)['aria-describedby']}>
      <legend className="fk-label" part="label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      <div className={cards ? 'fk-radios fk-radio-cards' : 'fk-radios'}>
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${index}`
          const about = option.description != null ? `${optionId}-description` : undefined
          const radio = (
            <input
              id={optionId}
              type="radio"
              part="radio"
              className="fk-radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              required={required}
              disabled={disabled}
              aria-describedby={about}
              onChange={() => onChange(option.value)}
            />
          )
          return cards ? (
            <div key={option.value} className="fk-radio-card">
              <label htmlFor={optionId}>
                {radio}
                <span>{option.label}</span>
              </label>
              {about ? <div id={about}>{option.description}</div> : null}
            </div>
          ) : (
            <div key={option.value} className="fk-field-inline">
              {radio}
              <label htmlFor={optionId}>{option.label}</label>
            </div>
          )
        })}
      </div>
      <FieldNotes {...props} />
    </fieldset>
  )
}
