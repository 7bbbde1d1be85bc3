import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ComplianceCalendar } from '../components'
import { createPartnerSimulator } from '../src/simulator'
import { failRead, plansOf, providerFor, heldRequestArrived, serve } from './support'

// Every state of ComplianceCalendar on the simulator (through MSW). The seeded alerts fall due from
// September 2026 on; plans end and renew around them.
const sim = createPartnerSimulator({ seed: 1 })
const partnerId = sim.partners[0]!.partnerId
const rootOf = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-fk="ComplianceCalendar"]')!
const firstDue = () =>
  [...sim.state.alerts.values()]
    .filter((alert) => alert.partnerId === partnerId && alert.open)
    .sort((a, b) => a.closeDate.localeCompare(b.closeDate))[0]!

const meta = {
  title: 'Components/ComplianceCalendar',
  component: ComplianceCalendar,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Due dates, renewals and plan ends on a month grid or an agenda. Uses `useAlerts`, `useSubscriptions`.',
      },
    },
  },
  decorators: [providerFor(sim)],
  args: { onSelect: fn(), month: firstDue().closeDate.slice(0, 7), today: firstDue().closeDate },
} satisfies Meta<typeof ComplianceCalendar>

export default meta
type Story = StoryObj<typeof meta>

/** The month grid: each kind with its colour and mark; today marked; Enter opens a day, then an item. */
export const Month: Story = {
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement)
    const grid = await canvas.findByRole('grid')
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'ready')
    const day = within(grid).getAllByRole('button', { name: /\d+ on the calendar/ })[0]!
    day.focus()
    await userEvent.keyboard('{Enter}')
    // The day's items open below the grid and the first takes the focus: wait for it to leave the day
    // (the day is a button too, so "a button has the focus" held before the items were there).
    await waitFor(() => {
      const active = canvasElement.ownerDocument.activeElement
      expect(active).not.toBe(day)
      expect(active?.tagName).toBe('BUTTON')
    })
    await userEvent.keyboard('{Enter}')
    await expect(args.onSelect).toHaveBeenCalled()
  },
}

/** The agenda: the month's items by day. */
export const Agenda: Story = {
  args: { view: 'agenda' },
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    await waitFor(() => expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'ready'))
    await expect(canvas.getAllByRole('heading', { level: 4 }).length).toBeGreaterThan(0)
    await expect(canvas.queryByRole('grid')).toBeNull()
  },
}

/** The answers are on their way. */
export const Loading: Story = {
  beforeEach({ msw }) {
    serve(sim, msw, [/\/alerts(\?|$)/])
  },
  async play({ canvasElement }) {
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'loading')
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the calendar…')
    await heldRequestArrived('GET')
  },
}

/** Nothing open and no plan: the empty state, the calendar still there. */
export const Empty: Story = {
  beforeEach({ msw }) {
    serve(sim, msw)
    for (const alert of sim.state.alerts.values()) alert.open = false
    for (const plan of plansOf(sim)) sim.state.subscriptions.delete(plan.id)
  },
  async play({ canvasElement }) {
    await waitFor(() => expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'empty'))
    await expect(within(canvasElement).getByRole('grid')).toBeInTheDocument()
  },
}

/** A read fails every try: plain words and a retry. */
export const Failure: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    serve(sim, msw)
    failRead(sim, 'compliance.listSubscriptions', 503)
  },
  async play({ canvasElement }) {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('The service had a problem. Try again in a moment.')
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'error')
  },
}
