import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo, useState, type FormEvent } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import {
  isPartnerApiError,
  useAlert,
  useSubmitComplianceForm,
  type ComplianceAnswerProblem,
  type ComplianceAlertFieldRef,
  type ComplianceFormData,
} from '../hooks'
import {
  checkComplianceAnswers,
  complianceFormsToJsonSchema,
  humanizeFieldKey,
  fieldsNamed,
  formDataToComplianceForms,
  withCountedBlocks,
} from '../src/index'
import { createPartnerSimulator } from '../src/simulator'
import { providerFor, serve } from './support'

// A partner's own compliance form, built from `filing-kit/hooks` and `filing-kit` alone (no component): the alert's
// forms as JSON Schema fields (complianceFormsToJsonSchema), drawn as plain inputs, sent back as the
// service's sections (formDataToComplianceForms, CMP-8), checked before sending by the same rules as
// ComplianceForm (checkComplianceAnswers, issue 31), a refusal put on its field (fieldsNamed, CMP-10).
const sim = createPartnerSimulator({ seed: 1 })
const partnerId = sim.partners[0]!.partnerId
const alertId = [...sim.state.alerts.values()].find(
  (alert) => alert.partnerId === partnerId && alert.open && alert.alertType === 'Annual Report',
)!.id

/** The form data's value at a field's key path (`['d0_0', 's1', 'f0']`). */
const valueAt = (data: ComplianceFormData, key: readonly string[]): unknown =>
  key.reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], data)

/** A copy of the form data with one field changed. */
function withValue(data: ComplianceFormData, key: readonly string[], value: unknown): ComplianceFormData {
  const [head, ...rest] = key as [string, ...string[]]
  return {
    ...data,
    [head]: rest.length === 0 ? value : withValue((data[head] ?? {}) as ComplianceFormData, rest, value),
  }
}

/** The alert's entity number blank (the owner supplies it), one officer as its count says, and `required`. */
function prepare(required: string[]) {
  const definition = sim.state.alerts.get(alertId)!.forms[0]!.formDefinitions[0]!
  definition.sections.EntityState!.EntityNumber = ''
  definition.sections.Officers!.OfficerCount = '1'
  definition.sections.PrincipalAddress!.City = ''
  definition.required = required
}

const labelOf = (field: ComplianceAlertFieldRef) =>
  field.section === 'root' ? field.label : `${humanizeFieldKey(field.section)}: ${field.label}`

function HeadlessComplianceForm({ alertId }: { alertId: string }) {
  const { data: alert, error } = useAlert(alertId)
  const submit = useSubmitComplianceForm({ writebackTimeoutMs: 60_000 })
  // Every counted group as long as its count ("Officer count 3": three officer blocks).
  const forms = useMemo(() => (alert ? withCountedBlocks(alert.complianceForms) : []), [alert])
  const form = useMemo(() => alert && complianceFormsToJsonSchema(forms), [alert, forms])
  const [edited, setEdited] = useState<ComplianceFormData>()
  const [problems, setProblems] = useState<ComplianceAnswerProblem[]>([])
  if (error) return <p role="alert">{error.message}</p>
  if (!alert || !form) return <p role="status">Loading the alert…</p>
  const data = edited ?? form.formData
  const refused = new Map(
    isPartnerApiError(submit.error)
      ? fieldsNamed(form.fields, submit.error.fieldErrors).map(({ field, message }) => [field.path, message])
      : [],
  )
  // Our own words for the check's codes (a real screen has one per code, in its language).
  for (const problem of problems) refused.set(problem.path, `Not accepted here: ${problem.code}`)
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const answers = formDataToComplianceForms(data, forms)
    const found = checkComplianceAnswers(forms, answers)
    setProblems(found)
    if (found.length === 0) submit.mutate({ alertId, complianceForms: answers })
  }
  return (
    <form aria-label={alert.alertType ?? 'Compliance form'} onSubmit={onSubmit}>
      {form.fields.map((field) => {
        const id = `field-${field.key.join('-')}`
        const value = valueAt(data, field.key)
        const message = refused.get(field.path)
        return (
          <p key={id}>
            <label htmlFor={id}>{labelOf(field)}</label>{' '}
            {field.kind === 'boolean' ? (
              <input
                id={id}
                type="checkbox"
                checked={value === true}
                onChange={(event) => setEdited(withValue(data, field.key, event.target.checked))}
              />
            ) : (
              <input
                id={id}
                type={field.kind === 'date' ? 'date' : 'text'}
                value={value === undefined || value === null ? '' : String(value)}
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? `${id}-error` : undefined}
                onChange={(event) => setEdited(withValue(data, field.key, event.target.value))}
              />
            )}
            {message && <span id={`${id}-error`}>{message}</span>}
          </p>
        )
      })}
      <button type="submit" disabled={submit.isPending}>
        Submit
      </button>
      <p role="status">{submit.isSuccess ? `Submitted; records update: ${submit.writeback}` : ''}</p>
    </form>
  )
}

const meta = {
  title: 'Headless/Compliance form',
  component: HeadlessComplianceForm,
  parameters: {
    docs: {
      description: {
        component:
          'A compliance form built from `filing-kit/hooks` and `filing-kit` alone: `useAlert`, `withCountedBlocks`, `complianceFormsToJsonSchema`, `formDataToComplianceForms`, `checkComplianceAnswers`, `fieldsNamed`, `useSubmitComplianceForm`.',
      },
    },
  },
  decorators: [providerFor(sim)],
  args: { alertId },
} satisfies Meta<typeof HeadlessComplianceForm>

export default meta
type Story = StoryObj<typeof meta>

/** Fills one field and submits: the service receives every section back, each value in its own type. */
export const FillsAndSubmits: Story = {
  beforeEach({ msw }) {
    serve(sim, msw)
    prepare([])
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    const alert = sim.state.alerts.get(alertId)!
    // The simulator writes a submit into the alert's own definition: keep what was received.
    const received = structuredClone(alert.forms[0]!.formDefinitions[0]!.sections)
    const entityNumber = await canvas.findByLabelText(/Entity number$/)
    await userEvent.clear(entityNumber)
    await userEvent.type(entityNumber, '7654321')
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^Submitted/))

    const { complianceForms } = alert.submissions.at(-1)!.complianceForms as {
      complianceForms: { formDefinitions: { sections: Record<string, Record<string, unknown>> }[] }[]
    }
    const submitted = complianceForms[0]!.formDefinitions[0]!.sections
    await expect(Object.keys(submitted)).toEqual(Object.keys(received))
    await expect(submitted.EntityState!.EntityNumber).toBe('7654321')
    for (const [section, fields] of Object.entries(received))
      for (const [field, value] of Object.entries(fields))
        await expect(typeof submitted[section]![field], `${section}.${field}`).toBe(typeof value)
  },
}

/** A refusal that names a field (CMP-10) lands on that field. */
export const RefusalOnItsField: Story = {
  beforeEach({ msw }) {
    serve(sim, msw)
    prepare(['PrincipalAddress.City'])
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByLabelText(/Entity number$/), '7654321')
    const city = canvas.getByLabelText(/City$/)
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(city).toHaveAttribute('aria-invalid', 'true'))
    await waitFor(() => expect(city).toHaveAccessibleDescription(/City/))
    await expect(sim.state.alerts.get(alertId)!.submissions).toHaveLength(0)
  },
}

/** Issue 31: the same checks as ComplianceForm, before anything is sent — a required entity number, an e-mail. */
export const RefusesBeforeSending: Story = {
  beforeEach({ msw }) {
    serve(sim, msw)
    prepare([])
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    const entityNumber = await canvas.findByLabelText(/Entity number$/)
    const email = canvas.getByLabelText(/Contact e ?mail$/i)
    await userEvent.clear(email)
    await userEvent.type(email, 'not-an-email')
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(entityNumber).toHaveAccessibleDescription(/required/))
    await expect(email).toHaveAccessibleDescription(/email/)
    await expect(sim.state.alerts.get(alertId)!.submissions).toHaveLength(0)
  },
}
