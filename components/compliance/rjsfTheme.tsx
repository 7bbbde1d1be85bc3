'use client'
// Our rjsf theme: every template and widget draws its primitive from the provider's `components`
// adapter, so a partner's design system replaces them inside the compliance form too. A widget
// renders the whole field (label, control, help, error, aria wiring) through the primitive; the
// FieldTemplate adds nothing around it, and rjsf's own label, help and error markup is switched off.
import type {
  BaseInputTemplateProps,
  DescriptionFieldProps,
  FieldTemplateProps,
  ObjectFieldTemplateProps,
  RegistryWidgetsType,
  TemplatesType,
  WidgetProps,
} from '@rjsf/utils'
import { useId } from 'react'
import { type ComplianceFormContext } from '../../hooks'
import { US_STATES } from '../../hooks/coreHelpers'
import { useComponents } from '../base/useComponents'
import { useText } from '../base/useText'
import { complianceFieldMessages } from '../messages/en/complianceFields'
import { complianceFieldNameMessages } from '../messages/en/complianceFieldNames'
import { UNREADABLE_DATE } from './complianceAnswerErrors'
import { formTitleIn } from './serviceValueIn'
import type { Translate } from './withFieldDictionary'

// The years a filing's dates plausibly fall in (the core's check refuses the rest).
const COMPLIANCE_DATE_MIN = '1900-01-01'
const COMPLIANCE_DATE_MAX = '2100-12-31'

type Options = Record<string, unknown>
const uiOptions = (uiSchema: unknown): Options =>
  ((uiSchema as Record<string, unknown> | undefined)?.['ui:options'] as Options | undefined) ?? {}
const helpOf = (uiSchema: unknown) => {
  const help = (uiSchema as Record<string, unknown> | undefined)?.['ui:help']
  return typeof help === 'string' ? help : undefined
}

/** The label, help and error every widget hands its primitive. */
function fieldProps(props: WidgetProps) {
  const { id, label, required, disabled, readonly, rawErrors, hideError, uiSchema, htmlName, name } = props
  const error = !hideError && rawErrors && rawErrors.length > 0 ? rawErrors.join(' ') : undefined
  return {
    id,
    label,
    required: required ?? false,
    disabled: Boolean(disabled || readonly),
    name: htmlName ?? name,
    ...(error ? { error } : {}),
    ...(helpOf(uiSchema) ? { hint: helpOf(uiSchema) } : {}),
  }
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value))

/** The service's own value in the owner's words where the form cannot change it (`withFieldDomains`). */
const shownOf = (props: WidgetProps) =>
  props.readonly && typeof props.options.fkShown === 'string' ? props.options.fkShown : text(props.value)

function TextWidget(props: WidgetProps) {
  const { TextInput } = useComponents()
  const { onChange, options } = props
  return (
    <TextInput
      {...fieldProps(props)}
      value={shownOf(props)}
      onChange={(next) => onChange(next === '' ? options.emptyValue : next)}
    />
  )
}

/** A number kept as text (a numeric string stays a string, CMP-8); a JSON number field gets a number. */
function NumericTextWidget(props: WidgetProps) {
  const { TextInput } = useComponents()
  const { value, onChange, options, schema } = props
  const isNumber = schema.type === 'number' || schema.type === 'integer'
  return (
    <TextInput
      {...fieldProps(props)}
      value={text(value)}
      onChange={(next) => {
        if (next === '') return onChange(options.emptyValue)
        const number = Number(next)
        onChange(isNumber && next.trim() !== '' && Number.isFinite(number) ? number : next)
      }}
    />
  )
}

function TextareaWidget(props: WidgetProps) {
  const { Textarea } = useComponents()
  const { value, onChange, options } = props
  return (
    <Textarea
      {...fieldProps(props)}
      value={text(value)}
      rows={typeof options.rows === 'number' ? options.rows : 4}
      onChange={(next) => onChange(next === '' ? options.emptyValue : next)}
    />
  )
}

/**
 * A date as the browser's date input takes it, within the years a filing holds. What the input cannot
 * read (Firefox keeps "Dec 31 2025" as a half-filled field whose value is empty) is not sent as
 * blank: on leaving the field it holds `UNREADABLE_DATE`, which the check refuses on the field (issue 31).
 */
function DateWidget(props: WidgetProps) {
  const { DateInput } = useComponents()
  const { value, onChange, options } = props
  const shown = value === UNREADABLE_DATE ? '' : text(value)
  return (
    <div
      className="fk-date-widget"
      onBlur={(event) => {
        const input = event.target as Partial<HTMLInputElement>
        if (input.type === 'date' && input.validity?.badInput) onChange(UNREADABLE_DATE)
      }}
    >
      <DateInput
        {...fieldProps(props)}
        value={shown}
        min={COMPLIANCE_DATE_MIN}
        max={COMPLIANCE_DATE_MAX}
        onChange={(next) => onChange(next === '' ? options.emptyValue : next)}
      />
    </div>
  )
}

function CheckboxWidget(props: WidgetProps) {
  const { Checkbox } = useComponents()
  const { value, onChange } = props
  return <Checkbox {...fieldProps(props)} checked={value === true} onChange={(next) => onChange(next)} />
}

function useChoices(props: WidgetProps) {
  const { t } = useText(complianceFieldMessages)
  return (props.options.enumOptions ?? []).map((option) => ({
    value: text(option.value),
    label: option.label === '' && text(option.value) === '' ? t('compliance.form.choose') : option.label,
  }))
}
function SelectWidget(props: WidgetProps) {
  const { Select } = useComponents()
  const options = useChoices(props)
  const { value, onChange } = props
  return (
    <Select
      {...fieldProps(props)}
      value={text(value)}
      options={options}
      onChange={(next) => onChange(next === '' ? props.options.emptyValue : next)}
    />
  )
}

function RadioWidget(props: WidgetProps) {
  const { RadioGroup } = useComponents()
  const options = useChoices(props)
  const { value, onChange } = props
  return <RadioGroup {...fieldProps(props)} value={text(value)} options={options} onChange={onChange} />
}

/** rjsf's fallback input (e.g. the `email` or `uri` widgets), as our text input. */
function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { TextInput } = useComponents()
  const { value, onChange, options, type } = props
  const inputType = type === 'email' || type === 'tel' ? type : 'text'
  return (
    <TextInput
      {...fieldProps(props)}
      type={inputType}
      value={text(value)}
      onChange={(next) => onChange(next === '' ? options.emptyValue : next)}
    />
  )
}

function FieldTemplate({ children, hidden }: FieldTemplateProps) {
  return hidden ? null : children
}

function DescriptionFieldTemplate({ description, id }: DescriptionFieldProps) {
  if (!description) return null
  return (
    <p id={id} className="fk-hint">
      {description}
    </p>
  )
}

const Nothing = () => null

/**
 * The state as an owner reads it: the service sends a code ("NC"), shown by its name; text that is
 * no state is not shown (the version, another service detail, is not shown either).
 */
function usStateName(state: string | null): string | null {
  const code = state?.trim().toUpperCase() ?? ''
  return Object.hasOwn(US_STATES, code) ? US_STATES[code as keyof typeof US_STATES] : null
}

const wordsOf = (value: string) =>
  value
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

/** Whether the title already says all of `part` ("Annual Report - WA" under "Washington Annual Report"). */
function saidByTitle(title: string | undefined, part: string): boolean {
  if (!title) return false
  const said = new Set(wordsOf(title))
  const known = (word: string) => said.has(word)
  const stateSaid = (word: string) => {
    const name = usStateName(word)
    return name !== null && wordsOf(name).every(known)
  }
  return wordsOf(part).every((word) => known(word) || stateSaid(word))
}

/** A definition: a titled region with its context; a section: a fieldset (root: no heading). */
function ObjectFieldTemplate({ properties, title, description, uiSchema }: ObjectFieldTemplateProps) {
  const { Heading } = useComponents()
  const names = useText(complianceFieldNameMessages)
  const headingId = useId()
  const options = uiOptions(uiSchema)
  const visible = properties.filter((property) => !property.hidden)
  const definition = options.fkDefinition as ComplianceFormContext | undefined
  const section = options.fkSection as { name: string; root: boolean } | undefined

  if (definition) {
    // What the title does not already say.
    const context = [definition.formDefinitionName, usStateName(definition.statePicklist)].filter(
      (part): part is string => part !== null && part !== '' && !saidByTitle(title, part),
    )
    // The service's title in the page's language; a partner's (`schemaOverrides`) as they wrote it.
    const shown =
      title && title === definition.formTitle
        ? formTitleIn(title, { t: names.t as Translate, locale: names.locale })
        : { title }
    return (
      <section className="fk-compliance-definition" aria-labelledby={title ? headingId : undefined}>
        {title ? (
          <Heading level={3} id={headingId}>
            {shown.lang ? <span lang={shown.lang}>{shown.title}</span> : shown.title}
          </Heading>
        ) : null}
        {context.length > 0 ? <p className="fk-muted">{context.join(' · ')}</p> : null}
        {typeof description === 'string' && description ? <p className="fk-hint">{description}</p> : null}
        <div className="fk-stack">{visible.map((property) => property.content)}</div>
      </section>
    )
  }
  if (section) {
    if (visible.length === 0) return null
    if (section.root)
      return <div className="fk-compliance-fields">{visible.map((property) => property.content)}</div>
    return (
      <fieldset className="fk-fieldset fk-compliance-section">
        <legend className="fk-compliance-legend">{title}</legend>
        <div className="fk-compliance-fields">{visible.map((property) => property.content)}</div>
      </fieldset>
    )
  }
  return <div className="fk-stack">{visible.map((property) => property.content)}</div>
}

/** Our widgets, under rjsf's names (and `NumericTextWidget`); the partner's `widgets` win. */
export const complianceWidgets: RegistryWidgetsType = {
  TextWidget,
  NumericTextWidget,
  TextareaWidget,
  DateWidget,
  CheckboxWidget,
  SelectWidget,
  RadioWidget,
}

/** Our templates; the partner's `templates` win. */
export const complianceTemplates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  BaseInputTemplate,
  DescriptionFieldTemplate,
  FieldErrorTemplate: Nothing,
  FieldHelpTemplate: Nothing,
  TitleFieldTemplate: Nothing,
  ErrorListTemplate: Nothing,
}
