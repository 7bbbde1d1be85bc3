// Issue 34: the demo's "Move the clock" moves the simulator's day, and the dashboard marks what is
// overdue by it (the session's `today`). The company page said otherwise: its alert list, the alert's
// detail and the plans went by the viewer's own clock, so an alert the dashboard called overdue was
// "due" one click later. Every part of the company page now goes by the same day as the dashboard.
// FK_SCREENSHOTS=1 also writes that company page (light and dark, 1280 and 390 px, English and
// Spanish) to test-results/portal-today/ for review.
import { resolve } from 'node:path'
import { chromiumPortal, dashboardReady, SCREENSHOTS } from './chromiumPortal'

const portal = chromiumPortal('portal-today')
const DAY_MS = 86_400_000

describe('the company page’s today (issue 34)', () => {
  it('after the simulator’s clock moves past an alert’s due date, the company page marks it overdue, as the dashboard does', async () => {
    const { page } = await portal.visit()
    await dashboardReady(page)
    // Dana's companies, as the dashboard links them.
    const hrefs = await page
      .locator('a[href^="#/companies/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
    const companyIds = new Set(hrefs.map((href) => href.split('/')[2]!))
    // An alert that is neither overdue nor due soon by the viewer's clock.
    const viewerToday = new Date().toISOString().slice(0, 10)
    const later = new Date(Date.now() + 40 * DAY_MS).toISOString().slice(0, 10)
    const alert = [...portal.sim.state.alerts.values()]
      .filter((candidate) => candidate.open && companyIds.has(candidate.companyId))
      .find((candidate) => candidate.alertActualDueDate > later && candidate.closeDate > later)
    expect(alert, `an alert of Dana's due after ${later} (today ${viewerToday})`).toBeDefined()
    // The simulator's day a year on (every seeded alert is past its date there), then a step of the
    // demo's own clock control, as an owner moves it: the page goes on without a reload.
    portal.sim.advance(365 * DAY_MS)
    await page.goto(`${portal.stack.url}/#/activity`)
    await page.getByRole('button', { name: 'Move the clock one step' }).click()
    await page.getByText('Steps moved so far: 1.').waitFor()

    await page.goto(`${portal.stack.url}/#/companies/${alert!.companyId}/alerts/${alert!.id}`)
    const detail = page.locator('[data-fk="ComplianceAlertDetail"]')
    await detail.getByRole('heading', { level: 2, name: alert!.name }).waitFor()
    await detail.getByText('Overdue', { exact: true }).waitFor()
    const row = page
      .locator('[data-fk="ComplianceAlertList"]')
      .getByRole('option')
      .filter({ hasText: alert!.name.split(' - ')[0]! })
      .first()
    // The list knows the alert by its file-by date (the list view carries no statutory date).
    await row.getByText(/^(Overdue|File-by date passed)$/).waitFor()

    if (!SCREENSHOTS) return
    const path = `${portal.stack.url}/#/companies/${alert!.companyId}/alerts/${alert!.id}`
    for (const language of ['en', 'es'] as const)
      for (const theme of ['light', 'dark'] as const) {
        await page.locator('.acme-settings select').nth(0).selectOption(language)
        await page.locator('.acme-settings select').nth(1).selectOption(theme)
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: width > 500 ? 900 : 844 })
          await page.goto(path)
          await page.locator('[data-fk="ComplianceAlertDetail"][data-state="ready"]').waitFor()
          await page.locator('[data-fk="SubscriptionList"][data-state="ready"]').waitFor()
          await page.screenshot({
            path: resolve(portal.shotsDir, `company-${language}-${theme}-${width}.png`),
            fullPage: true,
          })
        }
      }
  })
})
