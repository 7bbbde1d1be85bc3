import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import type { FilingKitEvent } from '../../../hooks'
import { CompanyForm, SubscriptionList, type BadgeProps } from '../../../components'
import { createPartnerSimulator } from '../../../src/simulator'
import { createComponentHarness, renderInShadowRoot } from '../harness'

describe('the base every component shares', () => {
  it('a crash inside a component reaches the provider’s onEvent as a typed error event, and the page stays', async () => {
    const h = createComponentHarness()
    const bug = new Error('design system bug')
    const Badge = (_: BadgeProps): never => {
      throw bug
    }
    const events: FilingKitEvent[] = []
    const consoleError = console.error
    console.error = () => {}
    try {
      h.render(
        <main>
          <p>The host page</p>
          <SubscriptionList />
        </main>,
        { components: { Badge }, onEvent: (event) => events.push(event) },
      )
      await screen.findByRole('alert')
      const errors = events.filter((event) => event.type === 'error')
      expect(errors).toHaveLength(1)
      expect(errors[0]).toMatchObject({ type: 'error', component: 'SubscriptionList', error: bug })
      expect(screen.getByText('The host page')).toBeTruthy()
    } finally {
      console.error = consoleError
    }
  })
})

describe('focus inside a shadow root', () => {
  it('a refused form moves the focus to its first field in error when the host renders it into a shadow root', async () => {
    const sim = createPartnerSimulator({ seed: 1 })
    const { shadow, remove } = renderInShadowRoot(
      { sim, partnerId: sim.partners[0]!.partnerId },
      <CompanyForm />,
    )
    try {
      await expect.poll(() => shadow.querySelector('button[type="submit"]')).toBeTruthy()
      // Nothing typed: the name is required, and the focus must land on it, inside the shadow root.
      await userEvent.click(shadow.querySelector<HTMLButtonElement>('button[type="submit"]')!)
      await expect.poll(() => shadow.activeElement?.getAttribute('name')).toBe('name')
      expect(shadow.activeElement?.getAttribute('aria-invalid')).toBe('true')
    } finally {
      remove()
    }
  })

  it('a dialog closed gives the focus back to the button that opened it, inside the shadow root', async () => {
    const sim = createPartnerSimulator({ seed: 1 })
    const { shadow, scope, remove } = renderInShadowRoot(
      { sim, partnerId: sim.partners[0]!.partnerId },
      <SubscriptionList />,
    )
    try {
      const [renew] = await scope.findAllByRole('button', { name: /^Renewal settings: / })
      await userEvent.click(renew!)
      const dialog = await scope.findByRole('dialog')
      await expect.poll(() => shadow.activeElement && dialog.contains(shadow.activeElement)).toBe(true)
      await userEvent.keyboard('{Escape}')
      await expect.poll(() => scope.queryByRole('dialog')).toBeNull()
      await expect.poll(() => shadow.activeElement).toBe(renew)
    } finally {
      remove()
    }
  })
})

describe('dialog triggers', () => {
  it('a plan’s Renewal settings button announces its dialog, says when it is open, and the dialog says its state', async () => {
    const h = createComponentHarness()
    h.render(<SubscriptionList />)
    const [renew] = await screen.findAllByRole('button', { name: /^Renewal settings: / })
    expect(renew!.getAttribute('aria-haspopup')).toBe('dialog')
    expect(renew!.getAttribute('aria-expanded')).toBe('false')
    await userEvent.click(renew!)
    const dialog = await screen.findByRole('dialog')
    expect(renew!.getAttribute('aria-expanded')).toBe('true')
    expect(renew!.getAttribute('aria-controls')).toBe(dialog.id)
    expect(dialog.getAttribute('data-state')).toBe('open')
  })
})
