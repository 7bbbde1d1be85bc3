/// <reference types="vite/client" />
import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it } from 'vitest'
import {
  CancelSubscriptionDialog,
  es,
  SubscriptionList,
  type BadgeProps,
  type DialogProps,
} from '../../../components'
import styles from '../../../components/styles.css?inline'
import { createComponentHarness } from '../harness'
import { PartnerButton } from '../partnerButton'

/** Every button on the page is the partner's, except the close button our own Dialog draws for itself. */
function expectOnlyPartnerButtons() {
  const buttons = screen.getAllByRole('button')
  expect(buttons.length).toBeGreaterThan(0)
  for (const button of buttons) {
    const dialogOwn = button.parentElement instanceof HTMLDialogElement
    if (!dialogOwn) expect(button.outerHTML).toContain('data-partner-button')
  }
}

describe('the component foundation', () => {
  it('a partner’s Button replaces ours in every component that shows a button: list, retry, renew, both cancel flows', async () => {
    const h = createComponentHarness()
    const components = { Button: PartnerButton }
    h.failRead('compliance.listSubscriptions', 500)
    h.render(<SubscriptionList />, { components })
    await screen.findByRole('alert')
    expectOnlyPartnerButtons()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await screen.findByRole('table')
    expectOnlyPartnerButtons()

    const ra = h.plans((plan) => plan.serviceCategory === 'RegisteredAgent' && plan.status === 'Active')[0]!
    const other = h.plans((plan) => plan.serviceCategory === 'AnnualReport' && plan.status === 'Active')[0]!
    const flows = [
      // A renewal saved unchanged is refused with nothing sent (issue 31): the flow changes how it renews.
      { name: /^Renewal settings: /, planId: ra.id, ready: 'End date', change: true, submit: 'Save renewal' },
      { name: /^Cancel Registered Agent for /, planId: ra.id, ready: 'Document title', submit: null },
      { name: /^Cancel Annual Report for /, planId: other.id, ready: null, submit: 'Cancel plan' },
    ]
    for (const flow of flows) {
      await userEvent.click(screen.getAllByRole('button', { name: flow.name })[0]!)
      const dialog = await screen.findByRole('dialog')
      if (flow.ready) await within(dialog).findByLabelText(new RegExp(flow.ready))
      else await within(dialog).findByText(/ends at once/)
      expectOnlyPartnerButtons()
      if (flow.change) {
        const auto = within(dialog).getByRole('radio', { name: 'Automatically' }) as HTMLInputElement
        await userEvent.click(auto.checked ? within(dialog).getByRole('radio', { name: 'Manually' }) : auto)
      }
      if (flow.submit) {
        await userEvent.click(within(dialog).getByRole('button', { name: flow.submit }))
        await within(dialog).findByRole('status')
        expectOnlyPartnerButtons()
        await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }))
      } else {
        await userEvent.click(within(dialog).getByRole('button', { name: 'Keep plan' }))
      }
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    }
  })

  it('a partner’s Dialog (here a non-native one) carries the whole flow; ours is not drawn', async () => {
    const h = createComponentHarness()
    function PartnerDialog({
      open,
      title,
      description,
      onClose,
      dismissible,
      closeLabel,
      children,
    }: DialogProps) {
      if (!open) return null
      return (
        <div role="dialog" aria-modal="true" aria-label={title} data-partner-dialog="">
          {description ? <p>{description}</p> : null}
          {children}
          <button type="button" onClick={onClose} disabled={!dismissible}>
            {closeLabel}
          </button>
        </div>
      )
    }
    const plan = h.plans(
      (candidate) => candidate.serviceCategory === 'FranchiseTax' && candidate.status === 'Active',
    )[0]!
    let open = true
    const { container } = h.render(
      <CancelSubscriptionDialog subscriptionId={plan.id} open onOpenChange={(next) => (open = next)} />,
      { components: { Dialog: PartnerDialog } },
    )
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Franchise Tax' })
    expect(dialog.outerHTML).toContain('data-partner-dialog')
    expect(container.querySelector('dialog')).toBeNull()
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Cancel plan' }))
    expect((await within(dialog).findByRole('status')).textContent).toBe(
      'The Franchise Tax plan is cancelled.',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(open).toBe(false)
  })

  it('a component that fails to render shows its error state with a retry, and the host page stays', async () => {
    const h = createComponentHarness()
    let broken = true
    const Badge = ({ children }: BadgeProps) => {
      if (broken) throw new Error('design system bug')
      return <span>{children}</span>
    }
    const consoleError = console.error
    console.error = () => {}
    try {
      const { container } = h.render(
        <main>
          <p>The host page</p>
          <SubscriptionList />
        </main>,
        { components: { Badge } },
      )
      const alert = await screen.findByRole('alert')
      expect(alert.textContent).toContain('Something went wrong while showing this part of the page.')
      expect(container.querySelector('[data-fk="SubscriptionList"]')!.getAttribute('data-state')).toBe(
        'error',
      )
      expect(screen.getByText('The host page')).toBeTruthy()
      broken = false
      await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
      await screen.findByRole('table')
    } finally {
      console.error = consoleError
    }
  })

  it('reads every string from messages and formats dates with the locale: the Spanish catalog', async () => {
    const h = createComponentHarness()
    const plan = h.plans(
      (candidate) => candidate.renewalType === 'Auto Renewal' && candidate.status === 'Active',
    )[0]!
    plan.autoRenewDate = '2027-01-01'
    h.render(<SubscriptionList />, { messages: es, locale: 'es' })
    await screen.findByRole('table', { name: 'Planes de suscripción' })
    expect(screen.getByRole('heading', { name: 'Planes de suscripción' })).toBeTruthy()
    expect(screen.getAllByText('Agente registrado').length).toBeGreaterThan(0)
    expect(screen.getAllByText('1 ene 2027').length).toBeGreaterThan(0)
    expect(screen.getAllByRole('button', { name: /^Renovación: / }).length).toBeGreaterThan(0)
  })

  it('a host page’s plain element rule beats the library’s styles (zero specificity); the dark switch re-themes', async () => {
    const h = createComponentHarness()
    const style = document.createElement('style')
    // The host's rule comes first: it wins on specificity alone, not by coming later.
    style.textContent = `button { color: rgb(255, 0, 0); }\n${styles}`
    document.head.append(style)
    try {
      const { container } = h.render(
        <div data-fk-theme="dark">
          <SubscriptionList />
        </div>,
      )
      await screen.findByRole('table')
      const button = screen.getAllByRole('button', { name: /^Renewal settings: / })[0]!
      expect(getComputedStyle(button).color).toBe('rgb(255, 0, 0)')
      // The stylesheet is applied all the same (a property the host left alone).
      expect(getComputedStyle(button).borderTopLeftRadius).toBe('8px')
      const root = container.querySelector('.fk-root')!
      expect(getComputedStyle(root).color).toBe('rgb(229, 231, 235)')
    } finally {
      style.remove()
    }
  })
})
