import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { TaxRegistrationTracker } from '../components'
import { createPartnerSimulator } from '../src/simulator'
import { failRead, providerFor, heldRequestArrived, serve } from './support'

// Every state of TaxRegistrationTracker on the simulator: each phase a registration walks through,
// on hold, cancelled, not found (TAX-8), loading, error, the partner's own copy (TAX-2), and an answer
// in shapes the spec does not give. The seeded world has one registration per status of the standard
// lifecycle; a story picks the one it shows.
const sim = createPartnerSimulator({ seed: 1 })
const partnerId = sim.partners[0]!.partnerId
/** The seeded registration of the provider's partner at `status`. */
const orderAt = (status: string) => {
  for (const order of sim.state.taxOrders.values()) {
    if (order.partnerId === partnerId && order.timeline.steps[order.timeline.index]?.status === status)
      return order.orderGuid
  }
  throw new Error(`No seeded tax registration at ${status}`)
}
const rootOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-fk="TaxRegistrationTracker"]')!
const PHASE_MS = 3_600_000

const meta = {
  title: 'Components/TaxRegistrationTracker',
  component: TaxRegistrationTracker,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A tax order's phase (`data-phase`), status, account numbers, rates and agency accounts; polls. Uses `useTaxRegistrationOrder`.",
      },
    },
  },
  decorators: [providerFor(sim)],
  args: { orderGuid: orderAt('Third Party Received'), poll: false, onPhaseChange: fn() },
} satisfies Meta<typeof TaxRegistrationTracker>

export default meta
type Story = StoryObj<typeof meta>

/** A phase story: the registration at `status` shows `phase` and `sentence`; `tables` are the issued collections. */
const atPhase = (status: string, phase: string, sentence: string, tables: string[]): Story => ({
  args: { orderGuid: orderAt(status) },
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(sentence)).toHaveAttribute('role', 'status')
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'ready')
    await expect(rootOf(canvasElement)).toHaveAttribute('data-phase', phase)
    await waitFor(() => expect(args.onPhaseChange).toHaveBeenCalledWith(phase, status))
    await expect(
      canvas.queryAllByRole('table').map((table) => table.querySelector('caption')?.textContent),
    ).toEqual(tables)
    await expect(rootOf(canvasElement).textContent).not.toMatch(/\bnull\b|undefined|\[object Object\]/)
  },
})

export const OrderReceived = atPhase(
  'Third Party Received',
  'Order Received',
  'We have received the registration and will start on it shortly.',
  [],
)
export const Processing = atPhase(
  'Ready for Processing',
  'Processing',
  'The registration is being prepared for the state agencies.',
  [],
)
export const SubmittedToAgency = atPhase(
  'State - Awaiting Approval',
  'Submitted to Agency',
  'Waiting for the state agencies to approve it.',
  [],
)
/** The agencies approved: the account numbers are issued, per state. */
export const FilingApproved = atPhase(
  'Awaiting Docs',
  'Filing Approved',
  'The account numbers are issued; waiting for the agencies’ documents.',
  ['Account numbers'],
)
/** Complete: account numbers, rates and agency accounts, per state. */
export const Complete = atPhase(
  'Complete Info Received',
  'Complete',
  'Every account number and rate is in.',
  ['Account numbers', 'Tax rates', 'Agency accounts'],
)

/** On hold: a state, not a step. */
export const OnHold: Story = {
  args: { orderGuid: orderAt('Ready for Processing') },
  beforeEach({ msw }) {
    serve(sim, msw)
    const order = sim.state.taxOrders.get(orderAt('Ready for Processing'))!
    order.timeline = {
      steps: [{ phase: 'On Hold', status: 'Requested by Client', hold: 'client' }],
      index: 0,
      since: sim.now(),
    }
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Paused at your request.')).toHaveAttribute('role', 'status')
    await expect(canvas.getByText(/The registration is on hold\./)).toBeVisible()
    await expect(canvas.queryByRole('list', { name: 'Progress' })).toBeNull()
    await expect(rootOf(canvasElement)).toHaveAttribute('data-phase', 'On Hold')
  },
}

/** Cancelled: a state, not a step. */
export const Cancelled: Story = {
  args: { orderGuid: orderAt('Ready for Processing') },
  beforeEach({ msw }) {
    serve(sim, msw)
    const order = sim.state.taxOrders.get(orderAt('Ready for Processing'))!
    order.timeline = {
      steps: [{ phase: 'Cancelled', status: 'Requested by API Partner' }],
      index: 0,
      since: sim.now(),
    }
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Stopped at your request.')).toHaveAttribute('role', 'status')
    await expect(canvas.getByText(/This registration was cancelled\./)).toBeVisible()
    await expect(rootOf(canvasElement)).toHaveAttribute('data-phase', 'Cancelled')
  },
}

/** TAX-2: the partner's own copy of what was submitted, since the service never returns it. */
export const WithSubmittedCopy: Story = {
  args: {
    orderGuid: orderAt('Awaiting Docs'),
    // Not kept in the story frame's sessionStorage: other stories show this registration too.
    draftStorage: false,
    submitted: {
      orderFilingType: 'Standard',
      pcid: '5f0c8a0e2b7d4c1e9a3f6b8d0e2c4a61',
      accountInfo: { firstPayrollAmount: '2500.00', firstPayrollDate: '2027-01-15' },
      businessDetails: { legalName: 'Northwind Traders LLC', entityType: 'LLC', EIN: '12-3456789' },
      stateInfo: [{ state: 'CA', firstPayrollAmount: '0' }, { state: 'NY' }],
      responsibleParties: [
        {
          type: 'INDIVIDUAL',
          firstName: 'Ada',
          lastName: 'Lovelace',
          title: 'Member',
          dateOfBirth: '1985-04-12',
        },
      ],
    },
  },
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    await canvas.findByRole('table', { name: 'Account numbers' })
    await expect(canvas.getByRole('heading', { level: 2, name: 'Northwind Traders LLC' })).toBeVisible()
    const summary = canvas.getByText('What you submitted (your copy)')
    await userEvent.click(summary)
    const copy = within(summary.closest('details')!)
    await expect(copy.getByText('Northwind Traders LLC')).toBeVisible()
    await expect(copy.getByText('Jan 15, 2027')).toBeVisible()
  },
}

/** Shapes the spec does not give, and hostile text from the service: rendered generically, as text. */
export const UnknownShapes: Story = {
  args: { orderGuid: '801000000000000ABC' },
  beforeEach({ msw }) {
    serve(sim, msw)
    msw.use(
      http.get(/tax-reg-50states\/801000000000000ABC$/, () =>
        HttpResponse.json({
          statusCode: 200,
          message: 'OK',
          data: {
            partnerOrder: {
              orderGuid: '801000000000000ABC',
              orderPhase: 'Filing Approved',
              orderStatus: '<img src=x onerror=alert(1)>',
              accountNumbers: {
                CA: { number: '123-4567-8', issuedBy: { agency: 'EDD', website: 'https://edd.ca.gov/' } },
                NY: null,
              },
              taxRates: [3.4, '1.2%', null],
              agencyAccounts: [
                { state: 'CA', portal: 'javascript:alert(1)', login: { user: 'payroll', pins: [1, 2] } },
              ],
              filingNotes: { remark: '<script>alert(1)</script>' },
            },
          },
        }),
      ),
    )
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('<img src=x onerror=alert(1)>')).toHaveAttribute('role', 'status')
    const root = rootOf(canvasElement)
    await expect(root.querySelector('img, script')).toBeNull()
    await expect([...root.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      'https://edd.ca.gov/',
    ])
    await expect(canvas.getByText('javascript:alert(1)')).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'More from the service' })).toBeVisible()
    await expect(root.textContent).not.toMatch(/\bnull\b|undefined|\[object Object\]/)
  },
}

/** The registration moves on while it is watched: the simulator's clock advances, the numbers arrive. */
export const Live: Story = {
  args: {
    orderGuid: orderAt('State - Awaiting Approval'),
    poll: { initialIntervalMs: 100, maxIntervalMs: 100 },
  },
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    await canvas.findByText('No account numbers yet.', { exact: false })
    sim.advance(PHASE_MS)
    await canvas.findByRole('table', { name: 'Account numbers' })
    await expect(rootOf(canvasElement)).toHaveAttribute('data-phase', 'Filing Approved')
  },
}

/** The registration is on its way. */
export const Loading: Story = {
  beforeEach({ msw }) {
    serve(sim, msw, [/\/tax-reg-50states\//])
  },
  async play({ canvasElement }) {
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'loading')
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the tax registration…')
    await heldRequestArrived('GET')
  },
}

/** TAX-8: an id the service does not know is a clear state, not an endless spinner. */
export const NotFound: Story = {
  args: { orderGuid: '801000000000000XYZ' },
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement }) {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('Tax registration not found')
    await expect(within(alert).getByRole('button', { name: 'Check again' })).toBeVisible()
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'error')
  },
}

/** The service fails: plain words and a retry. */
export const Failure: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    serve(sim, msw)
    failRead(sim, 'taxRegistration.getOrder', 503)
  },
  async play({ canvasElement }) {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('The service had a problem. Try again in a moment.')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'error')
  },
}
