import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { FormationOrderTracker } from '../components'
import { createPartnerSimulator } from '../src/simulator'
import { failRead, providerFor, heldRequestArrived, serve } from './support'

// Every state of FormationOrderTracker on the simulator: each phase of the lifecycle, the two
// requests for information, on hold, cancelled, not found, loading and error. The seeded world has
// one order per status of the lifecycle table; a story picks the one it shows.
const sim = createPartnerSimulator({ seed: 1 })
const partnerId = sim.partners[0]!.partnerId
/** The seeded order of the provider's partner at `status`. */
const orderAt = (status: string) => {
  for (const order of sim.state.formationOrders.values()) {
    if (order.partnerId === partnerId && order.timeline.steps[order.timeline.index]?.status === status)
      return order.orderGuid
  }
  throw new Error(`No seeded order at ${status}`)
}
const rootOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-fk="FormationOrderTracker"]')!
const PHASE_MS = 3_600_000

const meta = {
  title: 'Components/FormationOrderTracker',
  component: FormationOrderTracker,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "An order's lifecycle stepper (`data-phase`), RFI answer, summary, documents and cancel; polls until a terminal phase. Uses `useFormationOrder` and the order mutations.",
      },
    },
  },
  decorators: [providerFor(sim)],
  args: { orderGuid: orderAt('Third Party Received'), poll: false, onPhaseChange: fn() },
} satisfies Meta<typeof FormationOrderTracker>

export default meta
type Story = StoryObj<typeof meta>

/** A phase story: the order at `status` shows `phase` as its current step and `sentence` as its status. */
const atPhase = (status: string, phase: string, sentence: string): Story => ({
  args: { orderGuid: orderAt(status) },
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement)
    await canvas.findByText(sentence)
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'ready')
    await expect(rootOf(canvasElement)).toHaveAttribute('data-phase', phase)
    await waitFor(() => expect(args.onPhaseChange).toHaveBeenCalledWith(phase, status))
    await canvas.findByRole('table', { name: 'Products in this order' })
  },
})

/** Just created (BF-4, BF-5): details not yet filled in read "Not yet available". */
export const OrderReceived: Story = {
  ...atPhase('Third Party Received', 'Order Received', 'Work on it starts shortly.'),
  async play(context) {
    await atPhase('Third Party Received', 'Order Received', 'Work on it starts shortly.').play!(context)
    await expect(within(context.canvasElement).getAllByText('Not yet available').length).toBeGreaterThan(2)
  },
}
export const ReviewingInformation = atPhase(
  'Ready for Editing',
  'Reviewing Information',
  'We are reviewing the information you gave.',
)
export const Processing = atPhase('Ready for Processing', 'Processing', 'Your filing is being prepared.')
export const FilingRejected = atPhase(
  'Filing Rejected',
  'Processing',
  'The state returned the filing; we are correcting it.',
)
export const SubmittedToAgency = atPhase(
  'State - Awaiting Approval',
  'Submitted to Agency',
  'Filed with the state; waiting for its approval.',
)
export const FilingApproved: Story = {
  ...atPhase('Awaiting Docs', 'Filing Approved', 'Waiting for the state’s documents.'),
  async play(context) {
    await atPhase('Awaiting Docs', 'Filing Approved', 'Waiting for the state’s documents.').play!(context)
    const canvas = within(context.canvasElement)
    // The state has acted (issue 34): no cancel, the way forward instead; no download while awaited.
    await expect(canvas.queryByRole('button', { name: 'Cancel the order' })).toBeNull()
    await expect(canvas.getByText('This order can no longer be cancelled')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Download' })).toBeNull()
  },
}
/** The state's documents are in: the certificate to download. */
export const DocumentsIn = atPhase('Prepare for Completion', 'Filing Approved', 'Preparing your documents.')
export const Complete: Story = {
  ...atPhase('Complete Info Received', 'Complete', 'Your business is formed.'),
  async play(context) {
    await atPhase('Complete Info Received', 'Complete', 'Your business is formed.').play!(context)
    const canvas = within(context.canvasElement)
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Cancel the order' })).toBeNull()
  },
}

/** Signature Needed RFI: a call to action, then the answer form (BF-7). */
export const SignatureNeeded: Story = {
  args: { orderGuid: orderAt('Signature Needed RFI') },
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Answer the request' }))
    const form = await canvas.findByRole('form', { name: /^Your answer/ })
    // Signed by typing a name under the statement, not by ticking a box.
    await expect(within(form).getByText(/^I confirm these details/)).toBeVisible()
    await expect(within(form).getByLabelText(/^Your full name, as your signature/)).toHaveValue('')
  },
}

/** Data Needed RFI: the order is on hold until the customer answers. */
export const DataNeeded: Story = {
  args: { orderGuid: orderAt('Data Needed RFI') },
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    await canvas.findByText('We need more information from you to go on.')
    await expect(rootOf(canvasElement)).toHaveAttribute('data-phase', 'On Hold')
    await userEvent.click(canvas.getByRole('button', { name: 'Answer the request' }))
    await expect(await canvas.findByLabelText(/What the business does/)).toBeVisible()
  },
}

/** Answered: the service takes the answer and the order moves on. */
export const Submitted: Story = {
  args: { orderGuid: orderAt('Signature Needed RFI') },
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Answer the request' }))
    await userEvent.type(await canvas.findByLabelText(/^Your full name, as your signature/), 'Ada Lovelace')
    await userEvent.click(canvas.getByRole('button', { name: 'Send the answer' }))
    // The answer, then the refreshed order: two round trips (preview.ts bounds every wait at 30 s).
    await canvas.findByText('Thank you: your answer was sent and the order goes on.')
    await expect(canvas.queryByRole('button', { name: 'Answer the request' })).toBeNull()
  },
}

/** The answer on its way: the submit button is busy and nothing can send it twice. */
export const Submitting: Story = {
  args: { orderGuid: orderAt('Signature Needed RFI') },
  beforeEach({ msw }) {
    serve(sim, msw, [/\/update-order-v1\//])
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Answer the request' }))
    await userEvent.type(await canvas.findByLabelText(/^Your full name, as your signature/), 'Ada Lovelace')
    await userEvent.click(canvas.getByRole('button', { name: 'Send the answer' }))
    await expect(await canvas.findByRole('button', { name: 'Sending…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await heldRequestArrived('PATCH')
  },
}

/** The service refuses the answer, naming a field: the message lands on it (BF-10). */
export const AnswerRefused: Story = {
  args: { orderGuid: orderAt('Signature Needed RFI') },
  beforeEach({ msw }) {
    serve(sim, msw)
    msw.use(
      http.patch(/\/update-order-v1\//, () =>
        HttpResponse.json(
          {
            statusCode: 400,
            message: 'success',
            errorMessage: ['Please enter a valid value for ContactPhone'],
            data: null,
          },
          { status: 400 },
        ),
      ),
    )
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Answer the request' }))
    await userEvent.type(await canvas.findByLabelText(/^Your full name, as your signature/), 'Ada Lovelace')
    await userEvent.click(canvas.getByRole('button', { name: 'Send the answer' }))
    const phone = canvas.getByLabelText(/^Phone/)
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'))
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Check this value.'))
  },
}

/** Held at the client's request: a state, not a step. */
export const OnHold: Story = {
  args: { orderGuid: orderAt('Requested by Client') },
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    await canvas.findByText('This order is on hold.')
    await expect(rootOf(canvasElement)).toHaveAttribute('data-phase', 'On Hold')
  },
}

/** Cancelled: a state, not a step; nothing left to cancel. */
export const Cancelled: Story = {
  args: { orderGuid: orderAt('Requested by API Partner') },
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This order was cancelled.')
    await expect(rootOf(canvasElement)).toHaveAttribute('data-phase', 'Cancelled')
    await expect(canvas.queryByRole('button', { name: 'Cancel the order' })).toBeNull()
  },
}

/** Cancel asks first and says it cannot be undone. */
export const CancelConfirmation: Story = {
  args: { orderGuid: orderAt('Ready for Editing') },
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel the order' }))
    const dialog = await canvas.findByRole('dialog', { name: 'Cancel this order?' })
    await expect(dialog).toHaveTextContent('This cannot be undone.')
  },
}

/** The order moves on while it is watched: the simulator's clock advances, the tracker follows. */
export const Live: Story = {
  args: { poll: { initialIntervalMs: 100, maxIntervalMs: 100 } },
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    await canvas.findByText('Work on it starts shortly.')
    sim.advance(PHASE_MS)
    await canvas.findByText('We are reviewing the information you gave.')
    await expect(rootOf(canvasElement)).toHaveAttribute('data-phase', 'Reviewing Information')
  },
}

/** The order is on its way. */
export const Loading: Story = {
  beforeEach({ msw }) {
    serve(sim, msw, [/\/get-order\//])
  },
  async play({ canvasElement }) {
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'loading')
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the order…')
    await heldRequestArrived('GET')
  },
}

/** An id the service does not know: a clear state, not an endless spinner. */
export const NotFound: Story = {
  args: { orderGuid: '801000000000000XYZ' },
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'We could not find this order.',
    )
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'error')
  },
}

/** The service fails: plain words and a retry. */
export const Failure: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    serve(sim, msw)
    failRead(sim, 'formation.getOrder', 503)
  },
  async play({ canvasElement }) {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('The service had a problem. Try again in a moment.')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'error')
  },
}

/**
 * Complete, but the company could not be added to the owner's companies (issue 34): said, with a retry
 * that adds it. (The seeded order's company is taken away first, so that completing it registers one.)
 */
export const CompanyNotRegistered: Story = {
  args: { orderGuid: orderAt('Complete Info Received') },
  beforeEach({ msw }) {
    serve(sim, msw)
    const orderGuid = orderAt('Complete Info Received')
    for (const [id, company] of sim.state.companies)
      if (company.PCID === orderGuid) sim.state.companies.delete(id)
    sim.failNext('compliance.createCompany', 500)
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent(/could not be added to your companies/)
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await canvas.findByText(/is in your companies now: its compliance deadlines are tracked\./)
  },
}

/** Two orders waiting for the owner's answer on one page: each answer form is named after its order (issue 34). */
export const TwoAnswerForms: Story = {
  render: () => (
    <>
      <FormationOrderTracker orderGuid={orderAt('Signature Needed RFI')} poll={false} />
      <FormationOrderTracker orderGuid={orderAt('Data Needed RFI')} poll={false} />
    </>
  ),
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getAllByRole('button', { name: 'Answer the request' })).toHaveLength(2))
    for (const button of canvas.getAllByRole('button', { name: 'Answer the request' }))
      await userEvent.click(button)
    await waitFor(() => expect(canvas.getAllByRole('form')).toHaveLength(2))
    const [first, second] = canvas.getAllByRole('form') as [HTMLElement, HTMLElement]
    const nameOf = (form: HTMLElement) =>
      form
        .getAttribute('aria-labelledby')!
        .split(' ')
        .map((id) => canvasElement.ownerDocument.getElementById(id)!.textContent)
        .join(' ')
    await expect(nameOf(first)).toMatch(/^Your answer /)
    await expect(nameOf(first)).not.toBe(nameOf(second))
  },
}
