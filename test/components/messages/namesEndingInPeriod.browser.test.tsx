// Issue 21: sentences built around a name that ends in a period ("Prairie Bakery P.C.") end with one
// period, in English and Spanish.
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RenewSubscriptionDialog } from '../../../components'
import { es } from '../../../components/messages/es'
import { axeViolations, createComponentHarness } from '../harness'

const descriptionOf = (dialog: HTMLElement) =>
  document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent ?? ''

describe('a name ending in a period inside a sentence', () => {
  it.each([
    ['en', undefined, 'for Prairie Bakery P.C. renews.'],
    ['es', es, 'de Prairie Bakery P.C.'],
  ] as const)('the renew dialog (%s) reads “…P.C.”, not “…P.C..”', async (locale, messages, ending) => {
    const h = createComponentHarness()
    const plan = h.plans((candidate) => candidate.status === 'Active')[0]!
    h.sim.state.companies.get(plan.entityId)!.name = 'Prairie Bakery P.C.'
    const { container } = h.render(
      <RenewSubscriptionDialog subscriptionId={plan.id} open onOpenChange={() => {}} />,
      { locale, ...(messages ? { messages } : {}) },
    )
    const dialog = await screen.findByRole('dialog')
    // The dialog's description: the sentence that names the plan and the company.
    await waitFor(() => expect(descriptionOf(dialog)).toContain('Prairie Bakery P.C.'))
    const sentence = document.getElementById(dialog.getAttribute('aria-describedby')!)!
    expect(sentence.textContent).not.toContain('P.C..')
    expect(sentence.textContent!.endsWith(ending)).toBe(true)
    expect(await axeViolations(container)).toEqual([])
  })
})
