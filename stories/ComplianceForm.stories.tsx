import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ComplianceForm, es } from '../components'
import { createPartnerSimulator, type AlertRecord } from '../src/simulator'
import { failRead, providerFor, heldRequestArrived, serve } from './support'

// Every state of ComplianceForm on the simulator (through MSW): loading, ready, empty, error, a refusal
// naming a field (CMP-10), submitting, and submitted with the writeback pending, confirmed or timed out
// (CMP-11). The form's chunk (rjsf + ajv) loads lazily, as in a portal.
// The simulator's clock moves only when a story moves it (`sim.advance`), never with the wall clock:
// the writeback stories show what the form says before and after the service's records change. On
// the wall clock the writeback lands 3 s after the submit, which a busy machine can pass before
// 'pending' is read, or before 'timed out's 300 ms wait has had its last poll answered.
const startedAt = Date.now()
const sim = createPartnerSimulator({ seed: 1, now: () => startedAt })
const partnerId = sim.partners[0]!.partnerId
const annualReport = (): AlertRecord =>
  [...sim.state.alerts.values()].find(
    (alert) => alert.partnerId === partnerId && alert.open && alert.alertType === 'Annual Report',
  )!
const rootOf = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-fk="ComplianceForm"]')!

/**
 * The Annual Report with its entity number and one officer, as its count says; its city blank and,
 * when `required`, required by the service (which says so only by refusing: the form's dictionary does
 * not know the city as required, so the owner learns it from the service, CMP-10).
 */
function blankCity(required: boolean) {
  const definition = annualReport().forms[0]!.formDefinitions[0]!
  definition.sections.EntityState!.EntityNumber = 'DE-1234'
  definition.sections.Officers!.OfficerCount = '1'
  definition.sections.PrincipalAddress!.City = ''
  definition.required = required ? ['PrincipalAddress.City'] : []
}

/**
 * Submit, then on the review (issue 31) sign with a full name (the Annual Report asks for an
 * electronic signature) and press "File now": nothing is sent before it.
 */
async function fileNow(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }))
  const button = await canvas.findByRole('button', { name: 'File now' })
  await userEvent.type(canvas.getByLabelText(/^Your full name/), 'Ada Lovelace')
  await userEvent.click(button)
}

// The first story of the file loads the form's chunk (rjsf, ajv): seconds on a busy machine. The bound
// only limits how long a failure takes (the story's test allows 60 s).
const ready = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'ready'), {
    timeout: 45_000,
  })
}

const meta = {
  title: 'Components/ComplianceForm',
  component: ComplianceForm,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Every form of an alert as one rjsf form, loaded in its own chunk: submit, the field a refusal names flagged, then the writeback followed (`data-writeback`; CMP-9 to CMP-11). Works under a CSP without `unsafe-eval`. Uses `useAlert`, `useSubmitComplianceForm`, `useWriteback`.',
      },
    },
  },
  decorators: [providerFor(sim)],
  args: { alertId: annualReport().id, onSubmitted: fn(), writebackOptions: { intervalMs: 100 } },
} satisfies Meta<typeof ComplianceForm>

export default meta
type Story = StoryObj<typeof meta>

/** Most stories' setup: the simulator behind MSW, the Annual Report's city blank and not required. */
const servedBlankCity = {
  beforeEach({ msw }) {
    serve(sim, msw)
    blankCity(false)
  },
} satisfies Story

/** The alert's forms, prefilled: one group per section, root first; widgets from the values seen. */
export const Ready: Story = {
  ...servedBlankCity,
  async play({ canvasElement }) {
    await ready(canvasElement)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('group', { name: 'Entity state' })).toBeInTheDocument()
    await expect(canvas.getByLabelText('Consent to electronic filing')).toBeChecked()
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeInTheDocument()
  },
}

/** The alert is on its way (and the form's chunk with it). */
export const Loading: Story = {
  beforeEach({ msw }) {
    serve(sim, msw, [/\/alerts\/[^/]+$/])
  },
  async play({ canvasElement }) {
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'loading')
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the form…')
    await heldRequestArrived('GET')
  },
}

/** An alert with no form to complete. */
export const Empty: Story = {
  beforeEach({ msw }) {
    serve(sim, msw)
    annualReport().forms = []
  },
  async play({ canvasElement }) {
    await waitFor(() => expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'empty'))
    await expect(within(canvasElement).getByText('This alert has no form to complete.')).toBeInTheDocument()
  },
}

/** The alert cannot be read: plain words and a retry. */
export const Failure: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    serve(sim, msw)
    failRead(sim, 'compliance.getAlert', 503)
  },
  async play({ canvasElement }) {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('The service had a problem. Try again in a moment.')
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'error')
  },
}

/** CMP-10: the service refuses and names PrincipalAddress.City; the field is flagged and focused. */
export const RefusedField: Story = {
  beforeEach({ msw }) {
    serve(sim, msw)
    blankCity(true)
  },
  async play({ canvasElement }) {
    await ready(canvasElement)
    const canvas = within(canvasElement)
    await fileNow(canvasElement)
    const field = canvas.getByLabelText('City')
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'))
    await expect(field).toHaveFocus()
    await waitFor(() => expect(field).toHaveAccessibleDescription('This field is required.'))
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.')
  },
}

/** Issue 31: what cannot be meant is refused on its field before anything is sent. */
export const CheckedBeforeSending: Story = {
  ...servedBlankCity,
  async play({ canvasElement }) {
    await ready(canvasElement)
    const canvas = within(canvasElement)
    const name = canvas.getByRole('textbox', { name: /^Legal company name/ })
    await expect(name).toBeRequired()
    await userEvent.clear(name)
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'))
    await expect(name).toHaveAccessibleDescription(/This field is required\./)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Check the highlighted fields')
  },
}

/** Issue 31: the review of exactly what will be sent, with the price; "File now" alone sends. */
export const Review: Story = {
  ...servedBlankCity,
  async play({ canvasElement }) {
    await ready(canvasElement)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Review before filing' })).toHaveFocus())
    await expect(canvas.getByRole('region', { name: 'Price' })).toHaveTextContent(/Total: \$/)
    await expect(canvas.getByRole('button', { name: 'File now' })).toBeInTheDocument()
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'ready')
  },
}

/** Issue 31: a draft kept from an earlier visit is announced, with a way to discard it. */
export const DraftRestored: Story = {
  beforeEach({ msw }) {
    serve(sim, msw)
    blankCity(false)
    const alert = annualReport()
    const form = alert.forms[0]!
    const definition = form.formDefinitions[0]!
    sessionStorage.setItem(
      `filing-kit:compliance-draft:${alert.id}`,
      JSON.stringify({
        v: 1,
        at: startedAt,
        values: { [`${form.formDataId}|${definition.formDefinitionId}|PrincipalAddress.City`]: 'Dover' },
      }),
    )
    return () => sessionStorage.clear()
  },
  async play({ canvasElement }) {
    await ready(canvasElement)
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/^We kept what you typed on /)).toBeInTheDocument()
    await expect(canvas.getByLabelText('City')).toHaveValue('Dover')
    await expect(canvas.getByRole('button', { name: 'Discard it and start again' })).toBeInTheDocument()
  },
}

/** Accepted; the records are being updated (the service's writeback takes seconds, CMP-11). */
export const WritebackPending: Story = {
  name: 'Submitted, writeback pending',
  ...servedBlankCity,
  async play({ canvasElement, args }) {
    await ready(canvasElement)
    await fileNow(canvasElement)
    await waitFor(() => expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'submitted'))
    await expect(rootOf(canvasElement)).toHaveAttribute('data-writeback', 'pending')
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Updating your records…')
    await waitFor(() =>
      expect(args.onSubmitted).toHaveBeenCalledWith({ alertId: args.alertId, writeback: 'pending' }),
    )
  },
}

/** The simulator's clock moves past the writeback: the form says the records are updated. */
export const WritebackConfirmed: Story = {
  name: 'Submitted, writeback confirmed',
  ...servedBlankCity,
  async play({ canvasElement, args }) {
    await ready(canvasElement)
    await fileNow(canvasElement)
    await waitFor(() => expect(rootOf(canvasElement)).toHaveAttribute('data-writeback', 'pending'))
    sim.advance(3000)
    await waitFor(() => expect(rootOf(canvasElement)).toHaveAttribute('data-writeback', 'confirmed'))
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Your records are updated.')
    await expect(args.onSubmitted).toHaveBeenLastCalledWith({ alertId: args.alertId, writeback: 'confirmed' })
  },
}

/** The writeback does not land in time: a calm word, no error. */
export const WritebackTimedOut: Story = {
  name: 'Submitted, writeback timed out',
  args: { writebackOptions: { timeoutMs: 300, intervalMs: 100 } },
  ...servedBlankCity,
  async play({ canvasElement }) {
    await ready(canvasElement)
    await fileNow(canvasElement)
    await waitFor(() => expect(rootOf(canvasElement)).toHaveAttribute('data-writeback', 'timed_out'))
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('taking longer than usual')
    await expect(within(canvasElement).queryByRole('alert')).toBeNull()
  },
}

/** No company to re-read (the alert names none): the submit is accepted, the update cannot be checked. */
export const WritebackUnverifiable: Story = {
  name: 'Submitted, writeback unverifiable',
  beforeEach({ msw }) {
    serve(sim, msw)
    blankCity(false)
    const viaProxy = sim.viaProxy()
    msw.use(
      http.get('/api/partner/v1/partners/:partnerId/alerts/:alertId', async ({ request }) => {
        const answer = (await (await viaProxy(request)).json()) as { data: Record<string, unknown> }
        return HttpResponse.json({ ...answer, data: { ...answer.data, companyId: null } })
      }),
    )
  },
  async play({ canvasElement }) {
    await ready(canvasElement)
    await fileNow(canvasElement)
    await waitFor(() => expect(rootOf(canvasElement)).toHaveAttribute('data-writeback', 'unverifiable'))
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('will be updated shortly')
  },
}

// Last in the file: its answer is held forever, and a write held in one story once reached the
// simulator after the next story had reset it (CancelSubscriptionDialog's stories, under load).
/** The forms are on their way: the button is busy, nothing can be sent twice. */
export const Submitting: Story = {
  beforeEach({ msw }) {
    serve(sim, msw, [/\/orders$/])
    blankCity(false)
  },
  async play({ canvasElement }) {
    await ready(canvasElement)
    const canvas = within(canvasElement)
    await fileNow(canvasElement)
    await waitFor(() => expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'submitting'))
    await expect(canvas.getByRole('button', { name: 'Filing…' })).toHaveAttribute('aria-busy', 'true')
    await heldRequestArrived('POST')
  },
}

/**
 * On a Spanish page (issue 34): the alert's name, the form's title and the service's values (the
 * status with the state, the kind of report) in Spanish; what is sent stays the service's own values.
 */
export const Spanish: Story = {
  parameters: { filingKit: { locale: 'es-US', messages: es } },
  ...servedBlankCity,
  async play({ canvasElement }) {
    await ready(canvasElement)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(/^Informe anual 2026 - /)
    await expect(canvas.getByLabelText(/^Situación ante el estado/)).toHaveValue('Activa')
    await expect(canvasElement.textContent).not.toMatch(/Annual Report|\bActive\b/)
  },
}
