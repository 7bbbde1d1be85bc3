import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState, type FormEvent } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { useCreateTaxRegistration, type TaxFormParty, type TaxRegistrationFormValues } from '../hooks'
import {
  checkTaxRegistrationForm,
  NON_PROFIT_ENTITY_TYPE,
  TAX_ENTITY_TYPES,
  TAX_STATE_CHOICES,
  taxRegistrationFormValues,
  taxRegistrationOrderFromForm,
  titlesFor,
} from '../src/index'
import { createPartnerSimulator } from '../src/simulator'
import { headlessMeta, ProblemField } from './headlessStory'

// A partner's own employer tax registration, built from `filing-kit/hooks` and `filing-kit` alone (no component): the
// TAX-3 to TAX-7 rules checked as the user types (checkTaxRegistrationForm), the order made from the
// form (taxRegistrationOrderFromForm), one create per submission (useCreateTaxRegistration, BF-3).
const sim = createPartnerSimulator({ seed: 1 })

type Field = {
  path: string
  label: string
  get: (v: TaxRegistrationFormValues) => string
  set: (v: TaxRegistrationFormValues, text: string) => TaxRegistrationFormValues
}

const party = (values: TaxRegistrationFormValues, change: Partial<TaxFormParty>) => ({
  ...values,
  parties: [{ ...values.parties[0]!, ...change }],
})

const TEXT_FIELDS: Field[] = [
  {
    path: 'businessDetails.legalName',
    label: 'Legal business name',
    get: (v) => v.legalName,
    set: (v, legalName) => ({ ...v, legalName }),
  },
  { path: 'businessDetails.EIN', label: 'EIN', get: (v) => v.EIN, set: (v, EIN) => ({ ...v, EIN }) },
  {
    path: 'businessDetails.nonProfitInfo',
    label: 'Tax-exempt status',
    get: (v) => v.taxExemptStatus,
    set: (v, taxExemptStatus) => ({ ...v, taxExemptStatus }),
  },
  {
    path: 'responsibleParties.0.firstName',
    label: 'First name',
    get: (v) => v.parties[0]!.firstName,
    set: (v, firstName) => party(v, { firstName }),
  },
  {
    path: 'responsibleParties.0.lastName',
    label: 'Last name',
    get: (v) => v.parties[0]!.lastName,
    set: (v, lastName) => party(v, { lastName }),
  },
  {
    path: 'responsibleParties.0.title',
    label: 'Title',
    get: (v) => v.parties[0]!.title,
    set: (v, title) => party(v, { title }),
  },
  {
    path: 'responsibleParties.0.dateOfBirth',
    label: 'Date of birth (YYYY-MM-DD)',
    get: (v) => v.parties[0]!.dateOfBirth,
    set: (v, dateOfBirth) => party(v, { dateOfBirth }),
  },
]

function HeadlessTaxRegistration() {
  const create = useCreateTaxRegistration()
  const [values, setValues] = useState(() =>
    taxRegistrationFormValues({ states: [{ state: 'CA', firstPayrollAmount: '' }] }),
  )
  const problems = checkTaxRegistrationForm(values)
  const titles = titlesFor(values.entityType)
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (Object.keys(problems).length === 0) create.mutate(taxRegistrationOrderFromForm(values))
  }
  const describe = (path: string) => (problems[path] ? `${path}-problem` : undefined)
  return (
    <form aria-label="Register for payroll taxes" onSubmit={onSubmit}>
      <p>
        <label htmlFor="entityType">Entity type</label>{' '}
        <select
          id="entityType"
          value={values.entityType}
          aria-describedby={describe('businessDetails.entityType')}
          onChange={(event) => setValues({ ...values, entityType: event.target.value })}
        >
          <option value="">Choose…</option>
          {TAX_ENTITY_TYPES.map((type) => (
            <option key={type}>{type}</option>
          ))}
        </select>
      </p>
      <p>
        <label htmlFor="state">State</label>{' '}
        <select
          id="state"
          value={values.states[0]!.state}
          onChange={(event) =>
            setValues({ ...values, states: [{ state: event.target.value, firstPayrollAmount: '' }] })
          }
        >
          {TAX_STATE_CHOICES.map((choice) => (
            <option key={choice.code} value={choice.code}>
              {choice.name}
            </option>
          ))}
        </select>
      </p>
      {TEXT_FIELDS.filter(
        (field) =>
          field.path !== 'businessDetails.nonProfitInfo' || values.entityType === NON_PROFIT_ENTITY_TYPE,
      ).map((field) => {
        const problem = problems[field.path]
        return (
          <ProblemField
            key={field.path}
            id={field.path}
            label={field.label}
            value={field.get(values)}
            problem={
              problem && (
                <>
                  {problem.code}
                  {problem.code === 'titleNotAllowed' ? `: ${problem.titles.join(', ')}` : ''}
                </>
              )
            }
            onChange={(text) => setValues(field.set(values, text))}
          />
        )
      })}
      {titles && (
        <p>
          Titles for {values.entityType}: {titles.join(', ')}
        </p>
      )}
      <button type="submit" disabled={Object.keys(problems).length > 0 || create.outcome === 'pending'}>
        Register
      </button>
      <p role="status">
        {create.outcome === 'created' ? `Registration ${create.data?.orderGuid} created` : ''}
      </p>
    </form>
  )
}

const meta = {
  title: 'Headless/Tax registration',
  component: HeadlessTaxRegistration,
  ...headlessMeta(
    sim,
    'An employer tax registration built from `filing-kit/hooks` and `filing-kit` alone: `taxRegistrationFormValues`, `checkTaxRegistrationForm`, `titlesFor`, `taxRegistrationOrderFromForm`, `useCreateTaxRegistration`.',
  ),
} satisfies Meta<typeof HeadlessTaxRegistration>

export default meta
type Story = StoryObj<typeof meta>

/** The TAX rules show as the user types; once none is broken, the order is created. */
export const ChecksAndRegisters: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    const ordersBefore = sim.state.taxOrders.size
    await userEvent.type(canvas.getByLabelText('Legal business name'), 'Northwind Traders')
    await userEvent.selectOptions(canvas.getByLabelText('Entity type'), 'Non-Profit Corporation')
    await waitFor(() =>
      expect(canvas.getByLabelText('Tax-exempt status')).toHaveAccessibleDescription('nonProfitRequired'),
    ) // TAX-4
    await userEvent.selectOptions(canvas.getByLabelText('Entity type'), 'LLC')
    await userEvent.type(canvas.getByLabelText('EIN'), '12-34')
    await waitFor(() => expect(canvas.getByLabelText('EIN')).toHaveAccessibleDescription('einFormat')) // TAX-6
    await userEvent.type(canvas.getByLabelText('EIN'), '56789')
    await expect(canvas.getByLabelText('EIN')).not.toHaveAttribute('aria-invalid')
    await userEvent.type(canvas.getByLabelText('First name'), 'Ada')
    await userEvent.type(canvas.getByLabelText('Last name'), 'Lovelace')
    await userEvent.type(canvas.getByLabelText('Title'), 'President')
    await waitFor(() =>
      expect(canvas.getByLabelText('Title')).toHaveAccessibleDescription('titleNotAllowed: Member, Manager'),
    ) // TAX-5
    await waitFor(() =>
      expect(canvas.getByLabelText('Date of birth (YYYY-MM-DD)')).toHaveAccessibleDescription(
        'dateOfBirthRequired', // TAX-3
      ),
    )
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeDisabled()

    await userEvent.clear(canvas.getByLabelText('Title'))
    await userEvent.type(canvas.getByLabelText('Title'), 'Member')
    await userEvent.type(canvas.getByLabelText('Date of birth (YYYY-MM-DD)'), '1985-04-12')
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }))
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^Registration .+ created$/))
    await expect(sim.state.taxOrders.size).toBe(ordersBefore + 1)
  },
}
