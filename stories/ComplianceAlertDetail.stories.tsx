import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ComplianceAlertDetail, es } from '../components'
import { createPartnerSimulator } from '../src/simulator'
import { failRead, providerFor, heldRequestArrived, serve } from './support'

// Every state of ComplianceAlertDetail on the simulator (through MSW).
const sim = createPartnerSimulator({ seed: 1 })
const partnerId = sim.partners[0]!.partnerId
const withFee = () =>
  [...sim.state.alerts.values()].find(
    (alert) => alert.partnerId === partnerId && alert.open && alert.products.length > 1,
  )!
const rootOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-fk="ComplianceAlertDetail"]')!

const meta = {
  title: 'Components/ComplianceAlertDetail',
  component: ComplianceAlertDetail,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'One alert: its products and total, `alertBody` as text, and a call to action (CMP-7). Uses `useAlert`.',
      },
    },
  },
  decorators: [providerFor(sim)],
  args: { alertId: withFee().id, onStart: fn(), today: '2026-09-20' },
} satisfies Meta<typeof ComplianceAlertDetail>

export default meta
type Story = StoryObj<typeof meta>

/** The alert, its message, what is included with the total, and the call to action. */
export const Ready: Story = {
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { level: 2, name: withFee().name })
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'ready')
    await expect(canvas.getByRole('table', { name: 'What is included' })).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: `Start filing: ${withFee().name}` }))
    await expect(args.onStart).toHaveBeenCalled()
  },
}

/**
 * In Spanish, one language at a time: the alert's name, its products and its message said whole from
 * the catalog (the service writes English), never an English sentence with a Spanish date in it.
 */
export const Spanish: Story = {
  parameters: { filingKit: { locale: 'es-US', messages: es } },
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole('table', { name: 'Qué incluye' })
    await expect(within(table).getByText('Presentación del informe anual')).toBeInTheDocument()
    const message = canvasElement.querySelector('.fk-compliance-message')!
    await expect(message).toHaveTextContent(/debe presentar su informe anual ante el estado/)
    await expect(canvasElement).not.toHaveTextContent(/must file|Annual Report/)
  },
}

/** The answer is on its way. */
export const Loading: Story = {
  beforeEach({ msw }) {
    serve(sim, msw, [/\/alerts\/[^/]+$/])
  },
  async play({ canvasElement }) {
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'loading')
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the alert…')
    await heldRequestArrived('GET')
  },
}

/** The service fails every try. */
export const Failure: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    serve(sim, msw)
    failRead(sim, 'compliance.getAlert', 503)
  },
  async play({ canvasElement }) {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('The service had a problem. Try again in a moment.')
  },
}

/** An alert that does not exist (or was closed): said plainly. */
export const NotFound: Story = {
  args: { alertId: 'no-such-alert' },
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement }) {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('This alert is closed or no longer exists.')
  },
}

/** Service text with markup, shown as text. */
export const HostileServiceText: Story = {
  beforeEach({ msw }) {
    serve(sim, msw)
    withFee().alertBody = '<img src=x onerror="alert(1)"> Renew <a href="javascript:alert(1)">now</a>'
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByText(
      '<img src=x onerror="alert(1)"> Renew <a href="javascript:alert(1)">now</a>',
    )
    await expect(canvasElement.querySelector('img, a')).toBeNull()
  },
}
