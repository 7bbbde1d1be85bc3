import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ComplianceAlertList, es } from '../components'
import { createPartnerSimulator } from '../src/simulator'
import { failRead, providerFor, heldRequestArrived, serve } from './support'

// Every state of ComplianceAlertList on the simulator (through MSW).
const sim = createPartnerSimulator({ seed: 1 })
const partnerId = sim.partners[0]!.partnerId
const openAlerts = () =>
  [...sim.state.alerts.values()].filter((alert) => alert.partnerId === partnerId && alert.open)
const rootOf = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-fk="ComplianceAlertList"]')!
// The seeded alerts are due from 2026-09-08 on: seen from mid-September some are overdue, some due soon.
const TODAY = '2026-09-20'

const meta = {
  title: 'Components/ComplianceAlertList',
  component: ComplianceAlertList,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Open compliance alerts sorted by statutory due date (the file-by date, named so, when the list lacks it), late and soon marked, with filters (CMP-6). `onSelect(alert, { alertId, companyId })`. Uses `useAlerts`.',
      },
    },
  },
  decorators: [providerFor(sim)],
  args: { onSelect: fn(), today: TODAY },
} satisfies Meta<typeof ComplianceAlertList>

export default meta
type Story = StoryObj<typeof meta>

/** Every open alert, by file-by date (the list view has no statutory date); passed and within 30 days marked. */
export const Ready: Story = {
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement }) {
    const listbox = await within(canvasElement).findByRole('listbox', {
      name: 'Compliance alerts by date',
    })
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'ready')
    const options = within(listbox).getAllByRole('option')
    await expect(options[0]).toHaveAttribute('aria-setsize', String(openAlerts().length))
    // The list view carries only the target date: its marks name that date, never "Overdue".
    await expect(within(listbox).getAllByText('File-by date passed').length).toBeGreaterThan(0)
  },
}

/** Filters answer as you type; arrows and Enter open an alert. */
export const FilterAndSelect: Story = {
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement)
    const listbox = await canvas.findByRole('listbox')
    const target = openAlerts().find((alert) => alert.alertType === 'Franchise Tax')!
    await userEvent.selectOptions(canvas.getByLabelText('Alert type'), 'Franchise Tax')
    await userEvent.type(canvas.getByLabelText('Search'), target.name.slice(0, 12))
    await waitFor(() =>
      expect(within(listbox).getAllByRole('option').length).toBeLessThan(openAlerts().length),
    )
    listbox.focus()
    await userEvent.keyboard('{Home}{Enter}')
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ serviceCategory: 'Franchise Tax' }),
      expect.anything(),
    )
    // The second argument says where the alert lives: navigate with it.
    const [chosen, where] = (args.onSelect as unknown as { mock: { lastCall: [{ id: string }, unknown] } })
      .mock.lastCall
    await expect(where).toEqual({ alertId: chosen.id, companyId: sim.state.alerts.get(chosen.id)!.companyId })
  },
}

/** Two thousand alerts: only the rows in view are rendered, the count still announced. */
export const ManyAlerts: Story = {
  beforeEach({ msw }) {
    serve(sim, msw)
    msw.use(
      http.get('/api/partner/v1/partners/:partnerId/alerts', () =>
        HttpResponse.json({
          opportunities: Array.from({ length: 2000 }, (_, index) => ({
            id: `bulk-${index}`,
            name: `Annual Report 2026 - Company ${index}`,
            serviceCategory: 'Annual Report',
            closeDate: `2026-${String((index % 12) + 1).padStart(2, '0')}-15`,
            amount: 99 + (index % 40) * 5,
            stageName: 'Prospecting',
            entityName: `Company ${index}`,
            state: 'DE',
            entityId: `company-${index}`,
            complianceForms: [],
            opportunityProducts: [],
          })),
        }),
      ),
    )
  },
  async play({ canvasElement }) {
    const listbox = await within(canvasElement).findByRole('listbox')
    await expect(within(listbox).getAllByRole('option').length).toBeLessThan(40)
    await expect(within(listbox).getAllByRole('option')[0]).toHaveAttribute('aria-setsize', '2000')
  },
}

/** The answer is on its way. */
export const Loading: Story = {
  beforeEach({ msw }) {
    serve(sim, msw, [/\/alerts(\?|$)/])
  },
  async play({ canvasElement }) {
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'loading')
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading compliance alerts…')
    await heldRequestArrived('GET')
  },
}

/** In Spanish: the alerts named in the catalog's words (the company's name kept), dates in Spanish. */
export const Spanish: Story = {
  parameters: { filingKit: { locale: 'es-US', messages: es } },
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    const listbox = await canvas.findByRole('listbox')
    const names = [...listbox.querySelectorAll('.fk-compliance-row-name')].map((name) => name.textContent)
    await expect(names.some((name) => /^(Informe anual|Agente registrado) 2026 - /.test(name ?? ''))).toBe(
      true,
    )
    await expect(names.join('\n')).not.toMatch(/Annual Report|Registered Agent|BOI Report|Franchise Tax/)
  },
}

/** `{opportunities: []}`: nothing due, which is success (CMP-6). */
export const Empty: Story = {
  beforeEach({ msw }) {
    serve(sim, msw)
    for (const alert of openAlerts()) alert.open = false
  },
  async play({ canvasElement }) {
    await waitFor(() => expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'empty'))
    await expect(
      within(canvasElement).getByText('You are all caught up: there are no open compliance alerts.'),
    ).toBeInTheDocument()
  },
}

/** The service fails every try: a plain sentence and a retry. */
export const Failure: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    serve(sim, msw)
    failRead(sim, 'compliance.listAlerts', 503)
  },
  async play({ canvasElement }) {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('The service had a problem. Try again in a moment.')
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'error')
  },
}

/** Service text with markup, shown as text. */
export const HostileServiceText: Story = {
  beforeEach({ msw }) {
    serve(sim, msw)
    const alert = openAlerts()[0]!
    alert.name = '<img src=x onerror="alert(1)">'
    alert.closeDate = '2026-09-01'
    sim.state.companies.get(alert.companyId)!.name = '<script>alert(1)</script>'
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('listbox')
    await expect(within(canvasElement).getAllByText('<img src=x onerror="alert(1)">').length).toBeGreaterThan(
      0,
    )
    await expect(canvasElement.querySelector('img, script')).toBeNull()
  },
}
