import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import type { FilingKitEvent } from '../../../hooks'
import { CompanyForm, FormationOrderTracker, SubscriptionList, type BadgeProps } from '../../../components'
import { axeViolations, createComponentHarness } from '../harness'
import { createCompaniesHarness } from '../companiesHarness'
import { createFormationHarness } from '../formationHarness'

// Issue 35, "One base, used": the base gives every component its name and the provider's onEvent, and
// the crash it reports says where it happened; a dialog's trigger alone says what it opens.

describe('the crash event', () => {
  it('carries React’s component stack, down to the primitive that failed', async () => {
    const h = createComponentHarness()
    function BrokenBadge(_: BadgeProps): never {
      throw new Error('design system bug')
    }
    const events: FilingKitEvent[] = []
    const consoleError = console.error
    console.error = () => {}
    try {
      const { container } = h.render(<SubscriptionList />, {
        components: { Badge: BrokenBadge },
        onEvent: (event) => events.push(event),
      })
      await screen.findByRole('alert')
      const crash = events.find((event) => event.type === 'error')
      expect(crash).toMatchObject({ type: 'error', component: 'SubscriptionList' })
      const stack = crash?.type === 'error' ? crash.componentStack : undefined
      expect(stack).toContain('BrokenBadge')
      // The name given once to the base is the root's data-fk as well.
      expect(container.querySelector('[data-fk="SubscriptionList"]')?.getAttribute('data-state')).toBe(
        'error',
      )
    } finally {
      console.error = consoleError
    }
  })
})

describe('a dialog’s trigger', () => {
  it('says the dialog it opens, follows it open and closed, and gets the focus back (Cancel the order)', async () => {
    const h = createFormationHarness()
    const orderGuid = await h.createOrder()
    const { container } = h.render(<FormationOrderTracker orderGuid={orderGuid} poll={false} />)
    const trigger = await screen.findByRole('button', { name: 'Cancel the order' })
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog')
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    await userEvent.click(trigger)
    const dialog = await screen.findByRole('dialog')
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    expect(trigger.getAttribute('aria-controls')).toBe(dialog.id)
    // Keep closes it the way Escape and the close button do.
    await userEvent.click(within(dialog).getByRole('button', { name: /^Keep/ }))
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('false'))
    await expect.poll(() => document.activeElement).toBe(trigger)
    await userEvent.click(trigger)
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('true'))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('false'))
    expect(await axeViolations(container)).toEqual([])
  })
})

// Two presses in one task: the second comes before React re-renders with the write pending, which is
// what a double click or Enter held down does on a slow machine.
const pressTwice = (button: HTMLElement) => {
  button.click()
  button.click()
}

describe('the one submit (useBaseSubmit)', () => {
  it('CMP-3: a form pressed twice sends once, and the service’s refusal lands on its field, focused', async () => {
    const h = createCompaniesHarness()
    h.refuseNewCompanies()
    const { container } = h.render(<CompanyForm />)
    await userEvent.fill(screen.getByLabelText(/Company legal name/), 'Acme Widgets LLC')
    await userEvent.fill(screen.getByLabelText(/^EIN/), '12-3456789')
    pressTwice(screen.getByRole('button', { name: 'Add company' }))
    const ein = screen.getByLabelText(/^EIN/)
    await waitFor(() => expect(ein.getAttribute('aria-invalid')).toBe('true'))
    await waitFor(() => expect(document.activeElement).toBe(ein))
    expect(h.sent('/companies', 'POST')).toHaveLength(1)
    expect(await axeViolations(container)).toEqual([])
  })

  it('BF-11: the certificate’s Download pressed twice asks the service once', async () => {
    const h = createFormationHarness()
    const orderGuid = h.seededOrder('Complete Info Received')
    h.render(<FormationOrderTracker orderGuid={orderGuid} poll={false} />)
    const saved: string[] = []
    const catchDownload = (event: MouseEvent) => {
      if (event.target instanceof HTMLAnchorElement && event.target.download) {
        event.preventDefault()
        saved.push(event.target.download)
      }
    }
    document.addEventListener('click', catchDownload, true)
    try {
      const download = await screen.findByRole('button', { name: 'Download' })
      pressTwice(download)
      await waitFor(() => expect(saved).toHaveLength(1))
      await screen.findByRole('button', { name: 'Download' })
      expect(h.sent('download-order-document', 'GET')).toHaveLength(1)
    } finally {
      document.removeEventListener('click', catchDownload, true)
    }
  })
})
