import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { FormationOrderForm, type FormationFormDefaults } from '../components'
import { createPartnerSimulator } from '../src/simulator'
import { failRead, providerFor, heldRequestArrived, serve } from './support'

// Every state of FormationOrderForm on the simulator: each step, packages loading / empty / failing,
// the order on its way, placed, refused on a field (BF-10) and lost on the way (BF-3's unknown outcome).
const sim = createPartnerSimulator({ seed: 1 })
const rootOf = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-fk="FormationOrderForm"]')!
type Canvas = ReturnType<typeof within>

/** Everything but the package typed in already: the stories pick the package as a customer would. */
const filled: FormationFormDefaults = {
  entityType: 'LLC',
  state: 'AL',
  contact: {
    contactFirstName: 'Ada',
    contactLastName: 'Lovelace',
    contactEmail: 'ada@example.com',
    contactPhone: '2055550100',
  },
  companyInfo: {
    companyDesiredName: 'Analytical Engines LLC',
    companyBusinessCategory: 'Technology',
    companyBusinessDescription: 'Software consulting',
  },
  businessAddress: {
    businessAddressAddress1: '1 Main St',
    businessAddressCity: 'Birmingham',
    businessAddressState: 'AL',
    businessAddressZip: '35203',
  },
}

const stepHeading = (canvas: Canvas) => canvas.getByRole('heading', { level: 3 })

/** From the first step to the one named `name`, choosing the Deluxe package on the way. */
async function goToStep(canvas: Canvas, name: RegExp) {
  for (let step = 0; step < 8 && !name.test(stepHeading(canvas).textContent ?? ''); step += 1) {
    if (/Package and options/.test(stepHeading(canvas).textContent ?? '')) {
      const group = await canvas.findByRole('group', { name: 'Packages' })
      const deluxe = within(group).getAllByRole('radio')[1]!
      if (!(deluxe as HTMLInputElement).checked) await userEvent.click(deluxe)
    }
    const before = stepHeading(canvas).textContent
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(stepHeading(canvas).textContent).not.toBe(before))
  }
}

const meta = {
  title: 'Components/FormationOrderForm',
  component: FormationOrderForm,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Package picker honouring its constraints, live total, steps, and one create per submission (one `pcid`; BF-1 to BF-3). Uses `useFormationPackages`, `useCreateFormationOrder`.',
      },
    },
  },
  decorators: [providerFor(sim)],
  args: { onCreated: fn() },
} satisfies Meta<typeof FormationOrderForm>

export default meta
type Story = StoryObj<typeof meta>

/** The first step: type of business and state. */
export const Ready: Story = {
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    await expect(stepHeading(canvas)).toHaveTextContent('Step 1 of 8: Business type and state')
    await expect(canvas.getByLabelText(/^Type of business/)).toBeVisible()
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'ready')
  },
}

/** Continue with nothing chosen: each field says what is missing, the first takes the focus. */
export const Invalid: Story = {
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    const type = canvas.getByLabelText(/^Type of business/)
    await waitFor(() => expect(type).toHaveFocus())
    await waitFor(() => expect(type).toHaveAccessibleDescription('This field is required.'))
  },
}

/** Packages as comparable cards; the options of the one chosen, with a live total. */
export const Packages: Story = {
  args: { defaultValues: filled },
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    await goToStep(canvas, /Package and options/)
    const group = await canvas.findByRole('group', { name: 'Packages' })
    await userEvent.click(within(group).getAllByRole('radio')[1]!)
    await userEvent.click(canvas.getByRole('radio', { name: /^Express Filing/ }))
    await expect(canvas.getByText(/^Total: /)).toHaveTextContent('Total: $634.00')
  },
}

/** The packages are on their way. */
export const Loading: Story = {
  args: { defaultValues: filled },
  beforeEach({ msw }) {
    serve(sim, msw, [/\/business-formation-v2\/package/])
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the packages…')
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'loading')
    await heldRequestArrived('GET')
  },
}

/** No package for this type and state. */
export const Empty: Story = {
  args: { defaultValues: filled },
  beforeEach({ msw }) {
    serve(sim, msw)
    msw.use(
      http.get(/\/business-formation-v2\/package/, () =>
        HttpResponse.json({ statusCode: '200', message: 'OK', value: { packageCollection: [] } }),
      ),
    )
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await canvas.findByText('No package is offered for this type of business in this state.')
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'empty')
  },
}

/** The packages fail to load: plain words and a retry. */
export const Failure: Story = {
  name: 'Error',
  args: { defaultValues: filled },
  beforeEach({ msw }) {
    serve(sim, msw)
    failRead(sim, 'formation.getPackages', 503)
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('The service had a problem. Try again in a moment.')
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'error')
  },
}

/** Another registered agent: its fields become required (the BF-10 cascade). */
export const OtherAgent: Story = {
  args: { defaultValues: filled },
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    await goToStep(canvas, /Registered agent/)
    await userEvent.click(canvas.getByRole('radio', { name: 'Another registered agent' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(canvas.getByLabelText(/^Agent’s first name/)).toHaveFocus())
  },
}

/** Everything on one page before the order is placed, each part with its Edit button. */
export const Review: Story = {
  args: { defaultValues: filled },
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    await goToStep(canvas, /Review and place the order/)
    await expect(canvas.getByRole('region', { name: 'Contact' })).toHaveTextContent('ada@example.com')
    await expect(canvas.getByRole('button', { name: 'Edit Package and options' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Place the order' })).toBeVisible()
  },
}

/** Placed (BF-2): onCreated has the order's id. */
export const Submitted: Story = {
  args: { defaultValues: filled },
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement)
    await goToStep(canvas, /Review and place the order/)
    await userEvent.click(canvas.getByRole('button', { name: 'Place the order' }))
    await canvas.findByText('Your order was placed. We will keep you posted as it moves on.')
    await waitFor(() => expect(args.onCreated).toHaveBeenCalledWith(expect.stringMatching(/^801/)))
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'submitted')
  },
}

/** The service refuses, naming a field: the form goes to its step and the message sits on it (BF-10). */
export const FieldRefused: Story = {
  args: {
    defaultValues: {
      ...filled,
      responsibleParty: {
        responsiblePartyStatus: 'Yes',
        responsiblePartySSN: '123-45-6789',
        responsiblePartyEmail: 'owner@example.com',
      },
    },
  },
  beforeEach({ msw }) {
    serve(sim, msw)
    msw.use(
      http.post(/\/create-order/, () =>
        HttpResponse.json(
          {
            statusCode: 400,
            message: 'success',
            errorMessage: ['Please enter a value for ResponsiblePartySSN'],
            data: null,
          },
          { status: 400 },
        ),
      ),
    )
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    await goToStep(canvas, /Review and place the order/)
    await userEvent.click(canvas.getByRole('button', { name: 'Place the order' }))
    const ssn = await canvas.findByLabelText(/^Responsible party’s SSN/)
    await waitFor(() => expect(ssn).toHaveFocus())
    // The service says the SSN is missing, but it is filled in: not "required" under a filled field.
    await waitFor(() => expect(ssn).toHaveAccessibleDescription('Check this value.'))
  },
}

/** No answer came back: the order may exist. Its pcid, and no second send until the customer says so (BF-3). */
export const OutcomeUnknown: Story = {
  args: { defaultValues: filled },
  beforeEach({ msw }) {
    serve(sim, msw)
    msw.use(
      http.post(/\/create-order/, async () => {
        await delay(10)
        return HttpResponse.error()
      }),
    )
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    await goToStep(canvas, /Review and place the order/)
    await userEvent.click(canvas.getByRole('button', { name: 'Place the order' }))
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent(/Its reference is [0-9a-f]{32}\./)
    await expect(canvas.getByRole('button', { name: 'Place the order' })).toBeDisabled()
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'error')
  },
}

// Last in the file: its answer is held forever, and a write held in one story once reached the
// simulator after the next story had reset it (CancelSubscriptionDialog's stories, under load).
/** The order on its way: busy, and a second press sends nothing (BF-3). */
export const Submitting: Story = {
  args: { defaultValues: filled },
  beforeEach({ msw }) {
    serve(sim, msw, [/\/create-order/])
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    await goToStep(canvas, /Review and place the order/)
    await userEvent.click(canvas.getByRole('button', { name: 'Place the order' }))
    await waitFor(() => expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'submitting'))
    await expect(canvas.getByRole('button', { name: 'Placing the order…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await expect(canvas.getByRole('status')).toHaveTextContent('Your order is being placed.')
    await heldRequestArrived('POST')
  },
}

/**
 * An LLC named without "LLC" (issue 34): a warning on the name, in the warning's colours — not a stop;
 * the review says it again.
 */
export const NameWithoutDesignator: Story = {
  args: {
    defaultValues: {
      ...filled,
      companyInfo: { ...filled.companyInfo!, companyDesiredName: 'Analytical Engines' },
    },
  },
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    await goToStep(canvas, /Company/)
    const name = canvas.getByLabelText(/^Company name/)
    await expect(name).toHaveAccessibleDescription(/usually wants the name to end with LLC/)
    await expect(canvas.getByRole('status')).toHaveTextContent(/usually wants the name to end with LLC/)
  },
}
