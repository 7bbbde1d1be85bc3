import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { CancelSubscriptionDialog, type CancelSubscriptionDialogProps } from '../components'
import { createPartnerSimulator } from '../src/simulator'
import { plansOf, providerFor, heldRequestArrived, serve } from './support'

// Every state of CancelSubscriptionDialog on the simulator: the confirmation (most categories) and
// the replacement-agent proof (Registered Agent, CMP-15).
const sim = createPartnerSimulator({ seed: 1 })
const registeredAgent = () =>
  plansOf(sim, (plan) => plan.serviceCategory === 'RegisteredAgent' && plan.status === 'Active')[0]!
const annualReport = () =>
  plansOf(sim, (plan) => plan.serviceCategory === 'AnnualReport' && plan.status === 'Active')[0]!
const rootOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-fk="CancelSubscriptionDialog"]')!
/** A small PDF, as a user would pick it. */
const proofPdf = () =>
  new File(
    ['%PDF-1.4\n%\u00e2\u00e3\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'],
    'Agent appointment.pdf',
    {
      type: 'application/pdf',
    },
  )

function Host(props: CancelSubscriptionDialogProps) {
  const [open, setOpen] = useState(props.open)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open the dialog
      </button>
      <CancelSubscriptionDialog
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
  title: 'Components/CancelSubscriptionDialog',
  component: CancelSubscriptionDialog,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Confirm a cancellation, or for a Registered Agent plan attach the proof file, sent as Base64 (CMP-15). Uses `useSubscription`, `useCancelSubscription`.',
      },
    },
  },
  render: (args) => <Host {...args} />,
  decorators: [providerFor(sim)],
  args: { subscriptionId: registeredAgent().id, open: true, onOpenChange: fn(), onCancelled: fn() },
} satisfies Meta<typeof CancelSubscriptionDialog>

export default meta
type Story = StoryObj<typeof meta>

/** Registered Agent: the proof is required and the cancellation goes to review. */
export const Ready: Story = {
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement }) {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Cancel Registered Agent' })
    await within(dialog).findByText(/upload proof that .* has appointed a new registered agent/)
    await expect(within(dialog).getByLabelText(/Proof of the new registered agent/)).toHaveAttribute(
      'accept',
      '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg',
    )
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'ready')
  },
}

/** Any other category: a confirmation that the plan ends at once. */
export const Confirm: Story = {
  args: { subscriptionId: annualReport().id },
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement }) {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Cancel Annual Report' })
    await expect(
      await within(dialog).findByText(/ends at once\. This cannot be undone\./),
    ).toBeInTheDocument()
  },
}

/** A file that is not a PDF or an image: refused before anything is read or sent. */
export const WrongFile: Story = {
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement }) {
    const dialog = await within(canvasElement).findByRole('dialog')
    const input = await within(dialog).findByLabelText(/Proof of the new registered agent/)
    await userEvent.upload(input, new File(['MZ'], 'agent.exe', { type: 'application/x-msdownload' }), {
      applyAccept: false,
    })
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'))
    await waitFor(() => expect(input).toHaveAccessibleDescription(/“agent\.exe” is not an accepted type/))
  },
}

/** The plan is on its way. */
export const Loading: Story = {
  beforeEach({ msw }) {
    serve(sim, msw, [/\/subscriptions\/[^/]+$/])
  },
  async play({ canvasElement }) {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Cancel plan' })
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading the plan…')
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'loading')
    await heldRequestArrived('GET')
  },
}

/** Cancelled elsewhere since it was shown (CMP-16): the service's 400 in plain words. */
export const Failure: Story = {
  name: 'Error',
  args: { subscriptionId: annualReport().id },
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement }) {
    const dialog = await within(canvasElement).findByRole('dialog')
    await within(dialog).findByText(/ends at once/)
    sim.state.subscriptions.get(annualReport().id)!.status = 'Cancelled'
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel plan' }))
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This plan is already cancelled.',
    )
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'error')
  },
}

/** Sent for review (CMP-15): it says so, not "cancelled". */
export const Submitted: Story = {
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement, args }) {
    const dialog = await within(canvasElement).findByRole('dialog')
    await userEvent.upload(
      await within(dialog).findByLabelText(/Proof of the new registered agent/),
      proofPdf(),
    )
    // As a person would: send once the file is taken (its first bytes are read first, and a click
    // before that is refused for a missing file — under load the click came first and nothing was sent).
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/Document title/)).toHaveValue('Agent appointment'),
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send for review' }))
    const status = await within(dialog).findByRole('status')
    await expect(status).toHaveTextContent(/^Sent for review\./)
    await waitFor(() =>
      expect(args.onCancelled).toHaveBeenCalledWith({
        serviceId: args.subscriptionId,
        status: 'Ready for Review',
      }),
    )
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'submitted')
  },
}

/**
 * The proof on its way: nothing can close the dialog or send it again. Last in the file: its answer
 * is held forever, and once, under load, 'Submitted' coming next opened on the same plan already in
 * review — a cancellation from this story had reached the simulator after 'Submitted' reset it.
 */
export const Submitting: Story = {
  beforeEach({ msw }) {
    serve(sim, msw, [/\/cancel$/])
  },
  async play({ canvasElement }) {
    const dialog = await within(canvasElement).findByRole('dialog')
    await userEvent.upload(
      await within(dialog).findByLabelText(/Proof of the new registered agent/),
      proofPdf(),
    )
    // The file's first bytes are read before it is taken: wait for the title it proposes.
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/Document title/)).toHaveValue('Agent appointment'),
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send for review' }))
    await waitFor(() => expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'submitting'))
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled()
    await expect(within(dialog).getByRole('button', { name: 'Sending…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await heldRequestArrived('POST')
  },
}
