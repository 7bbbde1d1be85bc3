import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it, vi } from 'vitest'
import { es, FormationOrderForm } from '../../../components'
import { initialSelection, type FormationPackage } from '../../../src/index'
import { axeViolations } from '../harness'
import {
  alabamaBasicPackage,
  continueUntil,
  createFormationHarness,
  filledFormationDefaults,
} from '../formationHarness'

// Issue 34: the price is the price. The service as registered agent is a product the owner pays for:
// it is in the total shown, in the review's lines and in the order sent.

const usd = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`

const basicPackage = alabamaBasicPackage
/** Every step filled in, the Basic package with its preselected options (the agent service not among them). */
const filled = (basic: FormationPackage) => filledFormationDefaults(basic)

const agentOf = (pkg: FormationPackage) =>
  pkg.productOptions.find((option) => option.productName === 'Registered Agent Service')!
const priceOf = (pkg: FormationPackage, selection: readonly string[]) =>
  pkg.price +
  pkg.productOptions
    .filter((option) => selection.includes(option.id))
    .reduce((sum, option) => sum + (option.price ?? 0), 0)

describe('FormationOrderForm: the total is what the owner chose', () => {
  it('Basic package with the filing service as registered agent: its service is a line of the review, in the total and in the order sent', async () => {
    const h = createFormationHarness()
    const basic = await basicPackage(h)
    const agent = agentOf(basic)
    expect(agent.packageDisplaySelection).toBe('Optional')
    const expected = priceOf(basic, [...initialSelection(basic), agent.id])
    const onCreated = vi.fn()
    const { container } = h.render(
      <FormationOrderForm defaultValues={filled(basic)} onCreated={onCreated} draftStorage={false} />,
    )
    await continueUntil(/Package/)
    // Already on the package step, the agent service the owner takes by default is counted.
    expect(await screen.findByText(`Total: ${usd(expected)}`)).toBeTruthy()
    expect(screen.getByRole('checkbox', { name: /^Registered Agent Service/ })).toBeChecked()
    await continueUntil(/Registered agent/)
    expect(
      screen.getByText(
        `The registered agent service is added to your order: ${usd(agent.price!)}, renewed yearly.`,
      ),
    ).toBeTruthy()
    await continueUntil(/Review and place the order/)
    const pkgSection = screen.getByRole('region', { name: 'Package and options' })
    expect(within(pkgSection).getByText(`Registered Agent Service — ${usd(agent.price!)}`)).toBeTruthy()
    expect(screen.getByText(`Total: ${usd(expected)}`)).toBeTruthy()
    expect(await axeViolations(container)).toEqual([])
    await userEvent.click(screen.getByRole('button', { name: 'Place the order' }))
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1))
    const sent = JSON.parse(h.sent('/create-order', 'POST')[0]!.body!).partnerOrder
    expect(sent.registerAgent.registeredAgentIsCorpnetAgent).toBe(true)
    expect(sent.products).toContainEqual({ productId: agent.productId, quantity: '1' })
    expect(Number(sent.orderTotalPrice)).toBe(expected)
    expect(h.sim.state.formationOrders.get(onCreated.mock.calls[0]![0] as string)!.orderTotal).toBe(expected)
  })

  it('another registered agent: the service’s agent product leaves the total and the order', async () => {
    const h = createFormationHarness()
    const basic = await basicPackage(h)
    const agent = agentOf(basic)
    const onCreated = vi.fn()
    h.render(
      <FormationOrderForm
        defaultValues={{
          ...filled(basic),
          registerAgent: {
            registeredAgentIsCorpnetAgent: false,
            registeredAgentFirstName: 'Grace',
            registeredAgentLastName: 'Hopper',
            registeredAgentAddress1: '2 Court Sq',
            registeredAgentCity: 'Montgomery',
            registeredAgentState: 'AL',
            registeredAgentZip: '36104',
          },
        }}
        onCreated={onCreated}
        draftStorage={false}
      />,
    )
    await continueUntil(/Package/)
    expect(await screen.findByText(`Total: ${usd(priceOf(basic, initialSelection(basic)))}`)).toBeTruthy()
    // Ticking the agent service in the package makes the service the agent; the total follows.
    await userEvent.click(screen.getByRole('checkbox', { name: /^Registered Agent Service/ }))
    expect(
      await screen.findByText(`Total: ${usd(priceOf(basic, [...initialSelection(basic), agent.id]))}`),
    ).toBeTruthy()
    await continueUntil(/Registered agent/)
    expect(screen.getByRole('radio', { name: 'The filing service (recommended)' })).toBeChecked()
    // Back to another agent at the agent step: the product goes again.
    await userEvent.click(screen.getByRole('radio', { name: 'Another registered agent' }))
    await continueUntil(/Review and place the order/)
    expect(screen.queryByText(/^Registered Agent Service — /)).toBeNull()
    expect(screen.getByText(`Total: ${usd(priceOf(basic, initialSelection(basic)))}`)).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Place the order' }))
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1))
    const sent = JSON.parse(h.sent('/create-order', 'POST')[0]!.body!).partnerOrder
    expect(sent.registerAgent.registeredAgentIsCorpnetAgent).toBe(false)
    expect(sent.products.map((product: { productId: string }) => product.productId)).not.toContain(
      agent.productId,
    )
  })

  it('in Spanish, the agent step says what the service adds, in the page’s currency format', async () => {
    const h = createFormationHarness()
    const basic = await basicPackage(h)
    h.render(<FormationOrderForm defaultValues={filled(basic)} draftStorage={false} />, {
      messages: es,
      locale: 'es-US',
    })
    await continueUntil(/agente registrado/i)
    const price = new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' }).format(
      agentOf(basic).price!,
    )
    expect(
      screen.getByText(
        `El servicio de agente registrado se agrega a su pedido: ${price}, con renovación anual.`,
      ),
    ).toBeTruthy()
  })
})

describe('one price per product in the simulator', () => {
  it('the registered agent service costs the same in a package and in the renewal alert', async () => {
    const h = createFormationHarness()
    const basic = await basicPackage(h)
    const alerts = await h.client.compliance.listAlerts({ type: 'Registered Agent' })
    expect(alerts.length).toBeGreaterThan(0)
    const prices = new Set(
      alerts.flatMap((alert) =>
        (alert.opportunityProducts ?? [])
          .filter((product) => /registered agent/i.test(product.productName ?? ''))
          .map((product) => product.unitPrice),
      ),
    )
    expect([...prices]).toEqual([agentOf(basic).price])
  })
})
