import { screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it } from 'vitest'
import { ComplianceAlertDetail, ComplianceForm } from '../../../components'
import { createComponentHarness } from '../harness'

// Issue 21: after "Start filing" the focus stayed on the button and the form opened out of sight
// below. The form now takes the focus on its heading, scrolled into view.

/** A partner's page as the portal builds it: the alert, then (far below) the form once started. */
function FilingPage({ alertId }: { alertId: string }) {
  const [filing, setFiling] = useState(false)
  return (
    <>
      <ComplianceAlertDetail alertId={alertId} onStart={() => setFiling(true)} />
      <div style={{ height: '3000px' }} />
      {filing ? <ComplianceForm alertId={alertId} /> : null}
    </>
  )
}

const inView = (element: Element) => {
  const box = element.getBoundingClientRect()
  return box.top >= 0 && box.bottom <= window.innerHeight
}

describe('ComplianceForm opened by "Start filing"', () => {
  it('moves the focus to its heading and scrolls it into view', async () => {
    const h = createComponentHarness()
    const alert = [...h.sim.state.alerts.values()].find(
      (candidate) => candidate.partnerId === h.partnerId && candidate.open,
    )!
    const { container } = h.render(<FilingPage alertId={alert.id} />)
    const start = await screen.findByRole('button', { name: `Start filing: ${alert.name}` })
    await userEvent.click(start)

    const form = await waitFor(() => container.querySelector<HTMLElement>('[data-fk="ComplianceForm"]')!)
    const heading = within(form).getByRole('heading', { level: 2 })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(inView(heading)).toBe(true)
  })

  it('leaves the focus where it is when told not to take it (a form on the page from the start)', async () => {
    const h = createComponentHarness()
    const alert = [...h.sim.state.alerts.values()].find(
      (candidate) => candidate.partnerId === h.partnerId && candidate.open,
    )!
    const { container } = h.render(<ComplianceForm alertId={alert.id} focusOnOpen={false} />)
    await waitFor(() =>
      expect(container.querySelector('[data-fk="ComplianceForm"]')?.getAttribute('data-state')).toBe('ready'),
    )
    expect(document.activeElement).toBe(document.body)
  })
})
