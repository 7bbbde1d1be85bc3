import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it, vi } from 'vitest'
import { FormationOrderTracker } from '../../../components'
import { renderInShadowRoot } from '../harness'
import { createFormationHarness } from '../formationHarness'

// The answer to a request for information checks the contact with zod and the order's contact schema,
// a chunk of their own (components/formation/rfiContactChecks.ts) the form loads as it opens, so the
// tracker does not load zod up front. When the network drops that chunk (played at the loader), the
// answer fails closed: nothing is sent unchecked, the owner is told and keeps what was typed, and
// "Try again" loads the check and sends. Inside a shadow root the check's problems still take the focus.

const chunk = vi.hoisted(() => ({ failures: 0 }))
vi.mock('../../../components/formation/loadRfiContactChecks', () => ({
  loadRfiContactChecks: async () => {
    if (chunk.failures > 0) {
      chunk.failures -= 1
      throw new TypeError('Failed to fetch dynamically imported module: rfiContactChecks.js')
    }
    return (await import('../../../components/formation/rfiContactChecks')).contactFieldsRefused
  },
}))

const NETWORK = 'We could not reach the service. Check your connection, then try again.'

describe('the answer to a request for information, its check in a chunk of its own', () => {
  it('when the check does not load, nothing is sent, the owner is told, and the retry checks and sends', async () => {
    const h = createFormationHarness()
    const orderGuid = h.seededOrder('Data Needed RFI')
    // The load as the form opens and the one the press asks for.
    chunk.failures = 2
    h.render(<FormationOrderTracker orderGuid={orderGuid} poll={false} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Answer the request' }))
    const form = await screen.findByRole('form', { name: /^Your answer/ })
    const description = within(form).getByLabelText(/^What the business does/) as HTMLTextAreaElement
    await userEvent.fill(within(form).getByLabelText(/^Phone/), '(205) 555-0100')
    await userEvent.fill(description, 'A bakery')
    await userEvent.click(within(form).getByRole('button', { name: 'Send the answer' }))
    const alert = await within(form).findByRole('alert')
    expect(alert.textContent).toContain(NETWORK)
    expect(chunk.failures).toBe(0)
    expect(h.sent('/update-order-v1/')).toHaveLength(0)
    expect(description.value).toBe('A bakery')

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(h.sent('/update-order-v1/', 'PATCH')).toHaveLength(1))
    expect(screen.queryByText(NETWORK)).toBeNull()
  })

  it('inside a shadow root, a phone without its area code is refused on its field, which takes the focus', async () => {
    const h = createFormationHarness()
    const orderGuid = h.seededOrder('Data Needed RFI')
    const { shadow, scope, remove } = renderInShadowRoot(
      h,
      <FormationOrderTracker orderGuid={orderGuid} poll={false} />,
    )
    try {
      await userEvent.click(await scope.findByRole('button', { name: 'Answer the request' }))
      const form = await scope.findByRole('form', { name: /^Your answer/ })
      const phone = within(form).getByLabelText(/^Phone/)
      await userEvent.fill(phone, '555-0100')
      await userEvent.fill(within(form).getByLabelText(/^What the business does/), 'A bakery')
      await userEvent.click(within(form).getByRole('button', { name: 'Send the answer' }))
      await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'))
      expect(shadow.activeElement).toBe(phone)
      expect(h.sent('/update-order-v1/')).toHaveLength(0)
    } finally {
      remove()
    }
  })
})
