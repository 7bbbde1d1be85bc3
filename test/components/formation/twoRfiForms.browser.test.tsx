// Issue 34, "Focus and landmarks": a page following two orders that both wait for the owner's answer
// shows two answer forms at once. Each is a landmark a screen reader lists, so each is named after its
// own order (axe `landmark-unique`), and no element id repeats across them (a label, a hint, an error
// must point into its own form). Against the simulator through the real proxy.
import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it } from 'vitest'
import { FormationOrderTracker } from '../../../components'
import { axeViolations } from '../harness'
import { createFormationHarness, PHASE_MS } from '../formationHarness'

const companyInfo = (companyDesiredName: string) => ({
  companyDesiredName,
  companyBusinessCategory: 'Technology',
  companyBusinessDescription: 'Software consulting',
})

describe('two answer forms on one page (issue 34)', () => {
  it('BF-7: each form is named after its order, ids never repeat, and axe finds nothing (landmark-unique)', async () => {
    const h = createFormationHarness({ rfi: true })
    const first = await h.createOrder({ companyInfo: companyInfo('Whitfield Analytics LLC') })
    const second = await h.createOrder({ companyInfo: companyInfo('Whitfield Books LLC') })
    h.sim.advance(PHASE_MS * 3)
    const { container } = h.render(
      <>
        <FormationOrderTracker orderGuid={first} poll={false} />
        <FormationOrderTracker orderGuid={second} poll={false} />
      </>,
    )
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Answer the request' })).toHaveLength(2))
    for (const button of screen.getAllByRole('button', { name: 'Answer the request' }))
      await userEvent.click(button)
    const forms = await waitFor(() => {
      const found = screen.getAllByRole('form')
      expect(found).toHaveLength(2)
      return found
    })
    const names = forms.map((form) =>
      form
        .getAttribute('aria-labelledby')!
        .split(' ')
        .map((id) => document.getElementById(id)!.textContent)
        .join(' '),
    )
    expect(names[0]).toMatch(/^Your answer .*Whitfield Analytics LLC/)
    expect(names[1]).toMatch(/^Your answer .*Whitfield Books LLC/)
    // Each form's own fields, found by the form's name.
    within(screen.getByRole('form', { name: /Whitfield Books LLC/ })).getByLabelText(
      /^Your full name, as your signature/,
    )
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id)
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
    expect(await axeViolations(container)).toEqual([])
  })
})
