import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { CompanyForm } from '../components'
import { createPartnerSimulator } from '../src/simulator'
import { providerFor, heldRequestArrived, serve } from './support'

// Every state of CompanyForm on the simulator (CMP-3), through MSW as the partner's proxy would serve it.
const sim = createPartnerSimulator({ seed: 1 })
const rootOf = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-fk="CompanyForm"]')!

const meta = {
  title: 'Components/CompanyForm',
  component: CompanyForm,
  tags: ['autodocs'],
  parameters: {
    docs: { description: { component: 'The CMP-3 fields of a company; create. Uses `useCreateCompany`.' } },
  },
  decorators: [providerFor(sim)],
  args: { onCreated: fn() },
} satisfies Meta<typeof CompanyForm>

export default meta
type Story = StoryObj<typeof meta>

/** Empty and ready: only the legal name is required. */
export const Ready: Story = {
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    await expect(canvas.getByLabelText(/Company legal name/)).toBeRequired()
    await expect(canvas.getByLabelText(/^EIN/)).not.toBeRequired()
    await expect(canvas.getByRole('button', { name: 'Add company' })).toHaveAttribute('type', 'submit')
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'ready')
  },
}

/** Checked before sending: each problem on its field, the first focused. */
export const InvalidFields: Story = {
  args: { defaultValues: { name: 'Acme Widgets LLC', ein: '123456789-0', website: 'acme' } },
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Add company' }))
    const ein = canvas.getByLabelText(/^EIN/)
    await waitFor(() => expect(ein).toHaveFocus())
    await waitFor(() => expect(ein).toHaveAccessibleDescription(/Enter the EIN as 12-3456789\./))
    await waitFor(() => expect(canvas.getByLabelText(/^Website/)).toHaveAttribute('aria-invalid', 'true'))
  },
}

/** In flight: the button is busy and a second press sends nothing. */
export const Submitting: Story = {
  args: { defaultValues: { name: 'Acme Widgets LLC', ein: '12-3456789', homeState: 'DE' } },
  beforeEach({ msw }) {
    serve(sim, msw, [/\/companies$/])
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Add company' }))
    await waitFor(() => expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'submitting'))
    await expect(canvas.getByRole('button', { name: 'Adding…' })).toHaveAttribute('aria-busy', 'true')
    await heldRequestArrived('POST')
  },
}

/** The service refused a field (CMP-3's 400 names it): its words land on that field. */
export const ServiceFieldError: Story = {
  args: { defaultValues: { name: 'Acme Widgets LLC', ein: '12-3456789' } },
  beforeEach({ msw }) {
    serve(sim, msw)
    msw.use(
      http.post('/api/partner/v1/partners/:partnerId/companies', () =>
        HttpResponse.json(
          {
            statusCode: 400,
            message: 'FIELD_CUSTOM_VALIDATION_EXCEPTION: ein: EIN is already registered to another company',
            data: null,
          },
          { status: 400 },
        ),
      ),
    )
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Add company' }))
    const ein = canvas.getByLabelText(/^EIN/)
    await waitFor(() =>
      expect(ein).toHaveAccessibleDescription(/EIN is already registered to another company/),
    )
    await waitFor(() => expect(ein).toHaveAttribute('aria-invalid', 'true'))
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.')
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'error')
  },
}

/** Created: the owner's company by name (never its id) and the echoed PCID; `onCreated` with both. */
export const Created: Story = {
  args: {
    defaultValues: {
      name: 'Acme Widgets LLC',
      PCID: 'CRM-0042',
      ein: '12-3456789',
      homeState: 'DE',
      businessAddress: { city: 'Wilmington', state: 'DE', email: 'notices@acme.example' },
    },
  },
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Add company' }))
    const status = await canvas.findByRole('status')
    await expect(status).toHaveTextContent('Acme Widgets LLC is added.')
    await expect(status).not.toHaveTextContent(/company id|a0E/i)
    await expect(status).toHaveTextContent('Your reference: CRM-0042')
    await waitFor(() =>
      expect(args.onCreated).toHaveBeenCalledWith({
        companyId: expect.stringMatching(/^a0E/),
        PCID: 'CRM-0042',
      }),
    )
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'submitted')
  },
}
