import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it } from 'vitest'
import { RenewSubscriptionDialog, SubscriptionList } from '../../../components'
import { es } from '../../../components/messages/es'
import { axeViolations, createComponentHarness } from '../harness'

// Issue 31: plans say what is true. Renewal settings saved without a change said "renewed" while the
// term stayed; a next auto-renewal years past the term was accepted; no price was shown. Cancelled
// plans and one in review read "Renewal: Automatic"; the plan's open renewal alert stayed open during
// its cancellation.

const YEAR = new Date().getFullYear() + 3
type Harness = ReturnType<typeof createComponentHarness>

/** An active Auto Renewal Registered Agent plan with a term well ahead of today, and its company's RA alert priced. */
function autoPlan(h: Harness) {
  const plan = h.plans(
    (candidate) => candidate.status === 'Active' && candidate.serviceCategory === 'RegisteredAgent',
  )[0]!
  plan.renewalType = 'Auto Renewal'
  plan.startDate = `${YEAR - 1}-03-05`
  plan.endDate = `${YEAR}-03-04`
  plan.autoRenewDate = `${YEAR}-03-04`
  const alert = [...h.sim.state.alerts.values()].find(
    (candidate) => candidate.partnerId === h.partnerId && candidate.alertType === 'Registered Agent',
  )!
  alert.companyId = plan.entityId
  alert.open = true
  alert.products = [
    {
      ...alert.products[0]!,
      productName: 'Registered Agent Service - 1 Year',
      productFamily: 'Subscription',
      price: 149,
      quantity: 1,
    },
  ]
  return { plan, alert }
}

async function openDialog(h: Harness, subscriptionId: string, locale?: 'es') {
  const view = h.render(
    <RenewSubscriptionDialog subscriptionId={subscriptionId} open onOpenChange={() => {}} />,
    {
      ...(locale ? { locale, messages: es } : {}),
    },
  )
  const dialog = await screen.findByRole('dialog')
  const root = dialog.closest('[data-fk="RenewSubscriptionDialog"]')!
  await waitFor(() => expect(root.getAttribute('data-state')).toBe('ready'))
  return { ...view, dialog, root }
}

const described = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')

describe('plans say what is true', () => {
  it('saving renewal settings without a change says nothing changed and sends nothing, in English and Spanish', async () => {
    const h = createComponentHarness()
    const { plan } = autoPlan(h)
    const english = await openDialog(h, plan.id)
    await userEvent.click(within(english.dialog).getByRole('button', { name: 'Save renewal' }))
    // Said on the first setting, which takes the focus.
    await waitFor(() => expect(english.dialog.textContent).toContain('Nothing has changed yet.'))
    expect(within(english.dialog).queryByRole('status')).toBeNull()
    expect(h.sent('/renew', 'POST')).toHaveLength(0)
    english.unmount()

    const spanish = await openDialog(h, plan.id, 'es')
    await userEvent.click(within(spanish.dialog).getByRole('button', { name: /Guardar/ }))
    await waitFor(() => expect(spanish.dialog.textContent).toContain('Todavía no cambió nada'))
    expect(h.sent('/renew', 'POST')).toHaveLength(0)
  })

  it('shows what the change does with its price; an auto-renewal past the term is refused on the field; only what changed is sent', async () => {
    const h = createComponentHarness()
    const { plan } = autoPlan(h)
    const { dialog, root, container } = await openDialog(h, plan.id)
    await waitFor(() =>
      expect(dialog.textContent).toMatch(new RegExp(`Renews automatically on Mar 4, ${YEAR} — \\$149\\.00`)),
    )
    expect(await axeViolations(container)).toEqual([])

    const renewalDate = within(dialog).getByLabelText('Auto-renewal date')
    await userEvent.fill(renewalDate, `${YEAR + 4}-01-01`)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save renewal' }))
    await waitFor(() => expect(renewalDate.getAttribute('aria-invalid')).toBe('true'))
    expect(described(renewalDate)).toContain('Choose a date within the term')
    expect(h.sent('/renew', 'POST')).toHaveLength(0)

    await userEvent.fill(renewalDate, `${YEAR}-02-01`)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save renewal' }))
    await waitFor(() => expect(root.getAttribute('data-state')).toBe('submitted'))
    const [renewal] = h.sent('/renew', 'POST')
    // CMP-14: the body's id and what changed, nothing else.
    expect(JSON.parse(renewal!.body!)).toEqual({ id: plan.id, renewalDate: `${YEAR}-02-01` })
  })

  it('a cancelled plan and one in review never read "Automatic"; the plan’s renewal alert stops asking for payment while its cancellation is reviewed', async () => {
    const h = createComponentHarness()
    const { plan, alert } = autoPlan(h)
    const other = h.plans((candidate) => candidate.entityId === plan.entityId && candidate.id !== plan.id)[0]
    if (other) {
      other.renewalType = 'Auto Renewal'
      other.status = 'Cancelled'
    }
    // The cancellation of the Registered Agent plan goes to review, through the service (CMP-15).
    const answer = await h.fetch(`/api/partner/v1/partners/${h.partnerId}/subscriptions/${plan.id}/cancel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'proof', extension: 'pdf', base64: 'JVBERi0xLjQK' }),
    })
    expect(((await answer.json()) as { status: string }).status).toBe('Ready for Review')
    expect(h.sim.state.alerts.get(alert.id)!.open).toBe(false)

    h.render(<SubscriptionList companyId={plan.entityId} />)
    const table = await screen.findByRole('table')
    const rows = within(table).getAllByRole('row').slice(1)
    const text = rows.map((row) => row.textContent ?? '')
    expect(text.find((row) => row.includes('Cancellation in review'))).toContain(
      'On hold while the cancellation is reviewed',
    )
    for (const row of text.filter((candidate) => /Cancelled|Cancellation in review/.test(candidate)))
      expect(row).not.toContain('Automatic')
    // The company's open alerts no longer include the Registered Agent renewal.
    const alerts = await h.fetch(`/api/partner/v1/partners/${h.partnerId}/alerts?companyId=${plan.entityId}`)
    const { opportunities } = (await alerts.json()) as { opportunities: { id: string }[] }
    expect(opportunities.map((candidate) => candidate.id)).not.toContain(alert.id)
  })
})
