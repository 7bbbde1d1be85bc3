import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ComplianceForm } from '../components'
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

/** The Annual Report's EntityNumber blank and required by the service (it says so only by refusing). */
function blankEntityNumber(required: boolean) {
  const definition = annualReport().forms[0]!.formDefinitions[0]!
  definition.sections.EntityState!.EntityNumber = ''
  definition.required = required ? ['EntityState.EntityNumber'] : []
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

/** The alert's forms, prefilled: one group per section, root first; widgets from the values seen. */
export const Ready: Story = {
  beforeEach({ msw }) {
    serve(sim, msw)
    blankEntityNumber(false)
  },
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

/** CMP-10: the service refuses and names EntityState.EntityNumber; the field is flagged and focused. */
export const RefusedField: Story = {
  beforeEach({ msw }) {
    serve(sim, msw)
    blankEntityNumber(true)
  },
  async play({ canvasElement }) {
    await ready(canvasElement)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }))
    const field = canvas.getByLabelText('Entity number')
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'))
    await expect(field).toHaveFocus()
    await waitFor(() => expect(field).toHaveAccessibleDescription('This field is required.'))
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.')
  },
}

/** Accepted; the records are being updated (the service's writeback takes seconds, CMP-11). */
export const WritebackPending: Story = {
  name: 'Submitted, writeback pending',
  beforeEach({ msw }) {
    serve(sim, msw)
    blankEntityNumber(false)
  },
  async play({ canvasElement, args }) {
    await ready(canvasElement)
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }))
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
  beforeEach({ msw }) {
    serve(sim, msw)
    blankEntityNumber(false)
  },
  async play({ canvasElement, args }) {
    await ready(canvasElement)
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }))
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
  beforeEach({ msw }) {
    serve(sim, msw)
    blankEntityNumber(false)
  },
  async play({ canvasElement }) {
    await ready(canvasElement)
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }))
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
    blankEntityNumber(false)
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
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }))
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
    blankEntityNumber(false)
  },
  async play({ canvasElement }) {
    await ready(canvasElement)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'submitting'))
    await expect(canvas.getByRole('button', { name: 'Submitting…' })).toHaveAttribute('aria-busy', 'true')
    await heldRequestArrived('POST')
  },
}
