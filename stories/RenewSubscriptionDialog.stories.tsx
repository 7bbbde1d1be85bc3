import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { RenewSubscriptionDialog, type RenewSubscriptionDialogProps } from '../components'
import { createPartnerSimulator } from '../src/simulator'
import { plansOf, providerFor, heldRequestArrived, serve } from './support'

// Every state of RenewSubscriptionDialog on the simulator; a button reopens it once closed.
const sim = createPartnerSimulator({ seed: 1 })
const manualPlan = () => plansOf(sim, (plan) => plan.renewalType === 'Manual' && plan.status === 'Active')[0]!
const autoPlan = () =>
  plansOf(sim, (plan) => plan.renewalType === 'Auto Renewal' && plan.status === 'Active')[0]!
const rootOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-fk="RenewSubscriptionDialog"]')!

function Host(props: RenewSubscriptionDialogProps) {
  const [open, setOpen] = useState(props.open)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open the dialog
      </button>
      <RenewSubscriptionDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next)
          props.onOpenChange(next)
        }}
      />
    </>
  )
}

const meta = {
  title: 'Components/RenewSubscriptionDialog',
  component: RenewSubscriptionDialog,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The CMP-14 renewal fields, checked; sends `id` equal to the path id. Uses `useSubscription`, `useRenewSubscription`.',
      },
    },
  },
  render: (args) => <Host {...args} />,
  decorators: [providerFor(sim)],
  args: { subscriptionId: manualPlan().id, open: true, onOpenChange: fn(), onRenewed: fn() },
} satisfies Meta<typeof RenewSubscriptionDialog>

export default meta
type Story = StoryObj<typeof meta>

/** Prefilled from a Manual plan: no auto-renewal date (CMP-17). */
export const Ready: Story = {
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement }) {
    const dialog = await within(canvasElement).findByRole('dialog', { name: /^Renewal settings: / })
    await within(dialog).findByLabelText('End date')
    await expect(within(dialog).getByLabelText('Manually')).toBeChecked()
    await expect(within(dialog).queryByLabelText('Auto-renewal date')).toBeNull()
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'ready')
  },
}

/** An Auto Renewal plan shows its auto-renewal date. */
export const AutoRenewal: Story = {
  args: { subscriptionId: autoPlan().id },
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement }) {
    const dialog = await within(canvasElement).findByRole('dialog')
    await expect(await within(dialog).findByLabelText('Auto-renewal date')).toHaveValue(
      autoPlan().autoRenewDate,
    )
  },
}

/** The plan is on its way. */
export const Loading: Story = {
  beforeEach({ msw }) {
    serve(sim, msw, [/\/subscriptions\/[^/]+$/])
  },
  async play({ canvasElement }) {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Renewal settings' })
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading the plan…')
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'loading')
    await heldRequestArrived('GET')
  },
}

/** An unknown plan (CMP-14: 400, no matching record) in plain words. */
export const Failure: Story = {
  name: 'Error',
  args: { subscriptionId: 'a0S000000000000AAA' },
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement }) {
    const dialog = await within(canvasElement).findByRole('dialog')
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This plan no longer exists, so it cannot be renewed.',
    )
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'error')
  },
}

/** A date error is put on its field, which takes the focus. */
export const InvalidDates: Story = {
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement }) {
    const dialog = await within(canvasElement).findByRole('dialog')
    const end = await within(dialog).findByLabelText('End date')
    await userEvent.clear(end)
    await userEvent.type(end, '2001-01-01')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save renewal' }))
    await waitFor(() => expect(end).toHaveAttribute('aria-invalid', 'true'))
    await waitFor(() => expect(end).toHaveAccessibleDescription('The end date must be after the start date.'))
    await expect(end).toHaveFocus()
  },
}

/** Issue 31: saving without a change sends nothing and says so, on the first setting. */
export const NothingChanged: Story = {
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement }) {
    const dialog = await within(canvasElement).findByRole('dialog')
    await within(dialog).findByLabelText('End date')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save renewal' }))
    await waitFor(() => expect(dialog).toHaveTextContent('Nothing has changed yet.'))
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'ready')
  },
}

/** Renewed to Auto Renewal: the confirmation, and `onRenewed` with the plan's id. */
export const Submitted: Story = {
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement, args }) {
    const dialog = await within(canvasElement).findByRole('dialog')
    await userEvent.click(await within(dialog).findByLabelText('Automatically'))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save renewal' }))
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(/plan is renewed/)
    // The plan is no longer Manual: compare with the id the story was given.
    await waitFor(() => expect(args.onRenewed).toHaveBeenCalledWith(args.subscriptionId))
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'submitted')
  },
}

// Last in the file: its answer is held forever, and a write held in one story once reached the
// simulator after the next story had reset it (CancelSubscriptionDialog's stories, under load).
/** In flight: Escape and the close button do nothing. */
export const Submitting: Story = {
  beforeEach({ msw }) {
    serve(sim, msw, [/\/renew$/])
  },
  async play({ canvasElement }) {
    const dialog = await within(canvasElement).findByRole('dialog')
    // A change to send (saving nothing is refused, issue 31): the renewal type not chosen.
    const auto = (await within(dialog).findByLabelText('Automatically')) as HTMLInputElement
    await userEvent.click(auto.checked ? within(dialog).getByLabelText('Manually') : auto)
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Save renewal' }))
    await waitFor(() => expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'submitting'))
    await userEvent.keyboard('{Escape}')
    await expect(dialog).toHaveAttribute('open')
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled()
    await heldRequestArrived('POST')
  },
}
