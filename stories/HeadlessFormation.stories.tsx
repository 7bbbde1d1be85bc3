import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState, type FormEvent } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { useCreateFormationOrder, useFormationPackages, type FormationFormValues } from '../hooks'
import {
  formationFieldProblems,
  formationOrderInputFrom,
  formationValuesWith,
  initialSelection,
  isLockedOption,
  optionGroups,
  packagesInOrder,
  registeredAgentOption,
  selectionTotal,
  selectionWithAgent,
  toggleOption,
} from '../src/index'
import { createPartnerSimulator } from '../src/simulator'
import { headlessMeta, ProblemField } from './headlessStory'

// A partner's own formation order screen, built from `filing-kit/hooks` and `filing-kit` alone (no component): the
// packages in the service's order, options picked within their constraints, the total priced by the
// picker's rules, the form's values turned into the create-order body and checked by the service's
// own rules (BF-2, BF-10), one create per submission (BF-3).
const sim = createPartnerSimulator({ seed: 1 })

/** What the portal already knows about this customer; the screen asks for the rest. */
const known = formationValuesWith({
  entityType: 'LLC',
  state: 'CA',
  companyInfo: { companyBusinessCategory: 'Retail', companyBusinessDescription: 'Tea shop' },
  businessAddress: {
    businessAddressAddress1: '1 Market St',
    businessAddressCity: 'San Francisco',
    businessAddressState: 'CA',
    businessAddressZip: '94105',
  },
})

const TEXT_FIELDS = [
  ['contact', 'contactFirstName', 'First name'],
  ['contact', 'contactLastName', 'Last name'],
  ['contact', 'contactEmail', 'E-mail'],
  ['contact', 'contactPhone', 'Phone'],
  ['companyInfo', 'companyDesiredName', 'Company name'],
] as const

const dollars = (amount: number) => `$${amount.toFixed(2)}`

function HeadlessFormationOrder() {
  const { data, error } = useFormationPackages({ entityType: 'LLC', state: 'CA' })
  const create = useCreateFormationOrder()
  const [values, setValues] = useState<FormationFormValues>(known)
  const [showProblems, setShowProblems] = useState(false)
  if (error) return <p role="alert">{error.message}</p>
  if (!data) return <p role="status">Loading packages…</p>
  const packages = packagesInOrder(data.packageCollection)
  const pkg = packages.find((candidate) => candidate.id === values.packageId)
  const problems = formationFieldProblems(values, pkg)
  // The options as the order will carry them: `formationOrderInputFrom` puts the package's registered
  // agent service in when the service is the agent (this screen's choice), so the total shown counts it.
  const chosen = pkg
    ? selectionWithAgent(pkg, values.selection, values.registerAgent.registeredAgentIsCorpnetAgent)
    : values.selection
  const agent = pkg ? registeredAgentOption(pkg) : undefined

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setShowProblems(true)
    if (Object.keys(problems).length === 0) create.mutate(formationOrderInputFrom(values, pkg))
  }
  return (
    <form aria-label="Form an LLC in California" onSubmit={onSubmit}>
      <fieldset>
        <legend>Package</legend>
        {packages.map((candidate) => (
          <label key={candidate.id}>
            <input
              type="radio"
              name="package"
              checked={candidate.id === values.packageId}
              onChange={() =>
                setValues({ ...values, packageId: candidate.id, selection: initialSelection(candidate) })
              }
            />
            {candidate.name}
          </label>
        ))}
      </fieldset>
      {pkg &&
        optionGroups(pkg).map((group) => (
          <fieldset key={group.constraint?.id ?? 'other'}>
            <legend>{group.constraint?.name ?? 'Options'}</legend>
            {group.options.map((option) => (
              <label key={option.id}>
                <input
                  type="checkbox"
                  checked={chosen.includes(option.id)}
                  // The agent service follows the agent choice, not a box of its own.
                  disabled={isLockedOption(option) || option.id === agent?.id}
                  onChange={(event) =>
                    setValues({
                      ...values,
                      selection: toggleOption(pkg, chosen, option.id, event.target.checked),
                    })
                  }
                />
                {option.productName}
              </label>
            ))}
          </fieldset>
        ))}
      <p aria-label="Total">{pkg ? dollars(selectionTotal(pkg, chosen)) : '—'}</p>
      {TEXT_FIELDS.map(([part, name, label]) => {
        const path = `${part}.${name}`
        const problem = showProblems ? problems[path] : undefined
        const section = values[part] as Record<string, string>
        return (
          <ProblemField
            key={path}
            id={path}
            label={label}
            value={section[name]}
            problem={problem}
            onChange={(value) => setValues({ ...values, [part]: { ...section, [name]: value } })}
          />
        )
      })}
      {showProblems && problems.packageId && <p role="alert">Choose a package</p>}
      <button type="submit" disabled={create.outcome === 'pending'}>
        Place the order
      </button>
      <p role="status">{create.outcome === 'created' ? `Order ${create.data?.orderGuid} created` : ''}</p>
    </form>
  )
}

const meta = {
  title: 'Headless/Formation order',
  component: HeadlessFormationOrder,
  ...headlessMeta(
    sim,
    'A formation order built from `filing-kit/hooks` and `filing-kit` alone: `useFormationPackages`, `packagesInOrder`, `optionGroups`, `initialSelection`, `toggleOption`, `selectionWithAgent`, `selectionTotal`, `formationFieldProblems`, `formationOrderInputFrom`, `useCreateFormationOrder`.',
  ),
} satisfies Meta<typeof HeadlessFormationOrder>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Picks a package, swaps the filing speed, fills the contact and orders: the body carries the total
 * shown, the service's registered agent product included (issue 34).
 */
export const PicksPricesAndOrders: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    const ordersBefore = sim.state.formationOrders.size
    const radios = await canvas.findAllByRole('radio')
    await userEvent.click(radios[0]!)
    const standard = canvas.getByRole('checkbox', { name: 'Standard Filing' })
    const express = canvas.getByRole('checkbox', { name: 'Express Filing' })
    await expect(standard).toBeChecked()
    // The service is the agent here, so its agent product is in the order and in the total shown.
    await expect(canvas.getByRole('checkbox', { name: /Registered Agent/ })).toBeChecked()
    const before = Number(canvas.getByLabelText('Total').textContent!.slice(1))
    await userEvent.click(express)
    await expect(express).toBeChecked()
    await expect(standard).not.toBeChecked() // one speed only: the group swaps its choice
    await expect(canvas.getByLabelText('Total')).toHaveTextContent(`$${(before + 150).toFixed(2)}`)

    await userEvent.click(canvas.getByRole('button', { name: 'Place the order' }))
    await waitFor(() => expect(canvas.getByLabelText('E-mail')).toHaveAccessibleDescription('required'))
    await expect(sim.state.formationOrders.size).toBe(ordersBefore) // refused here: nothing sent

    await userEvent.type(canvas.getByLabelText('First name'), 'Ada')
    await userEvent.type(canvas.getByLabelText('Last name'), 'Lovelace')
    await userEvent.type(canvas.getByLabelText('E-mail'), 'ada@example.com')
    await userEvent.type(canvas.getByLabelText('Phone'), '415-555-0100')
    await userEvent.type(canvas.getByLabelText('Company name'), 'Analytical Engines LLC')
    await userEvent.click(canvas.getByRole('button', { name: 'Place the order' }))
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^Order .+ created$/))
    await expect(sim.state.formationOrders.size).toBe(ordersBefore + 1)
    const order = [...sim.state.formationOrders.values()].at(-1)!
    await expect(order.echo.companyInfo).toMatchObject({ companyDesiredName: 'Analytical Engines LLC' })
    await expect(Number(order.echo.orderTotalPrice)).toBe(before + 150)
  },
}
