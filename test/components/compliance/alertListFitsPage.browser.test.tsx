// Issue 34, the dashboard: overdue and due-soon alerts show without an inner scroll on a page that has
// the room. With no `maxHeight`, the list sizes to its rows up to the window's height; only a list
// longer than the screen scrolls in a box, and then it still draws only the rows in view. Measured in
// Chromium with the library's own stylesheet, against the simulator through the real proxy.
import { screen, within } from '@testing-library/react'
import { page } from 'vitest/browser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ComplianceAlertList } from '../../../components'
import styles from '../../../components/styles.css?inline'
import { axeViolations, createComponentHarness } from '../harness'

const sheet = document.createElement('style')
// A desktop page's room; the page is given back at the size it had (files share one page).
const before = { width: window.innerWidth, height: window.innerHeight }
beforeAll(async () => {
  document.head.append(Object.assign(sheet, { textContent: styles }))
  await page.viewport(1280, 900)
})
afterAll(async () => {
  sheet.remove()
  await page.viewport(before.width, before.height)
})

/** The options drawn wholly inside the list's box: what a person reads without scrolling it. */
function wholeInView(listbox: HTMLElement) {
  const view = listbox.parentElement!.getBoundingClientRect()
  return within(listbox)
    .getAllByRole('option')
    .filter((option) => {
      const row = option.getBoundingClientRect()
      return row.top >= view.top - 1 && row.bottom <= view.bottom + 1
    })
}

describe('ComplianceAlertList on a page with room (issue 34)', () => {
  it('shows every one of nine alerts, the overdue and due-soon ones included, with no inner scroll and no “more below”', async () => {
    const h = createComponentHarness()
    const open = [...h.sim.state.alerts.values()].filter(
      (alert) => alert.partnerId === h.partnerId && alert.open,
    )
    for (const alert of open.slice(9)) alert.open = false
    // Today falls among their dates: some passed, some within 30 days.
    const dates = open
      .slice(0, 9)
      .map((alert) => alert.closeDate)
      .sort()
    const today = dates[4]!
    const { container } = h.render(
      <div style={{ width: 600 }}>
        <ComplianceAlertList today={today} />
      </div>,
    )
    const listbox = await screen.findByRole('listbox')
    const options = within(listbox).getAllByRole('option')
    expect(options).toHaveLength(9)
    expect(options.some((option) => option.dataset.urgency === 'overdue')).toBe(true)
    expect(wholeInView(listbox)).toHaveLength(9)
    const box = listbox.parentElement!
    expect(box.scrollHeight).toBeLessThanOrEqual(box.clientHeight + 1)
    expect(container.textContent).not.toMatch(/more below|more above/)
    expect(await axeViolations(container)).toEqual([])
  })

  it('a list longer than the window scrolls in a box no taller than the window, drawing only the rows in view', async () => {
    const h = createComponentHarness()
    const count = [...h.sim.state.alerts.values()].filter(
      (alert) => alert.partnerId === h.partnerId && alert.open,
    ).length
    h.render(<ComplianceAlertList today="2026-09-01" />)
    const listbox = await screen.findByRole('listbox')
    const box = listbox.parentElement!
    expect(box.clientHeight).toBeGreaterThan(480)
    expect(box.clientHeight).toBeLessThanOrEqual(window.innerHeight)
    expect(box.scrollHeight).toBeGreaterThan(box.clientHeight)
    expect(within(listbox).getAllByRole('option').length).toBeLessThan(count)
    expect(await screen.findByText(/more below — scroll the list$/)).toBeTruthy()
  })
})
