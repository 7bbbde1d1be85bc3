// The portal dashboard's first click (issue 21): every alert of the list, by click and by Enter, and
// every kind of calendar item lands on the page of the company it belongs to (and on the alert). Each
// test in its own browser context and session (chromiumPortal.ts). FK_SCREENSHOTS=1 also writes the
// dashboard and a company page, light and dark, wide and narrow, English and Spanish, to
// test-results/portal-owner/ for review.
import { resolve } from 'node:path'
import type { Page } from 'playwright'
import { chromiumPortal, dashboardReady, SCREENSHOTS, WAIT } from './chromiumPortal'

const portal = chromiumPortal('portal-owner')

const alertNamed = (name: string) =>
  [...portal.sim.state.alerts.values()].find((alert) => alert.name === name)!
const companyNamed = (name: string) =>
  [...portal.sim.state.companies.values()].find((company) => company.name === name)!

async function dashboard(page: Page) {
  await page.goto(`${portal.stack.url}/#/`)
  await dashboardReady(page)
}

/** The company page is open on this company (and alert): its URL, its heading, the alert's detail. */
async function expectLandedOn(page: Page, companyId: string, alert?: { id: string; name: string }) {
  const company = portal.sim.state.companies.get(companyId)!
  await expect
    .poll(() => decodeURIComponent(new URL(page.url()).hash), WAIT)
    .toBe(`#/companies/${companyId}${alert ? `/alerts/${alert.id}` : ''}`)
  await page.getByRole('heading', { level: 1, name: company.name }).waitFor()
  if (alert) await page.getByRole('heading', { level: 2, name: alert.name }).waitFor()
}

const visit = portal.visit

describe('the portal dashboard’s first click', () => {
  it('every alert of the list opens its company page on that alert, by click and by Enter', async () => {
    const { page } = await visit()
    await dashboard(page)
    const listbox = page.getByRole('listbox')
    const count = Number(await listbox.getByRole('option').first().getAttribute('aria-setsize'))
    expect(count).toBeGreaterThan(1)
    for (let index = 0; index < count; index += 1) {
      await dashboard(page)
      await listbox.focus()
      await page.keyboard.press('Home')
      for (let step = 0; step < index; step += 1) await page.keyboard.press('ArrowDown')
      const option = listbox.locator(`[role="option"][aria-posinset="${index + 1}"]`)
      const alert = alertNamed((await option.locator('.fk-compliance-row-name').textContent())!)
      // The last by Enter, the others by a click.
      if (index === count - 1) await page.keyboard.press('Enter')
      else await option.click()
      await expectLandedOn(page, alert.companyId, alert)
    }
  })

  it('every kind of calendar item opens the company page it belongs to (an alert, on that alert)', async () => {
    const kinds = [
      { label: 'File by', isAlert: true },
      { label: 'Plan ends', isAlert: false },
      { label: 'Renews automatically', isAlert: false },
    ]
    // Dana's seeded plans all renew automatically (one "Renews" entry each, no "Plan ends"): one of
    // them becomes a Manual plan, whose end is an end.
    const manual = [...portal.sim.state.subscriptions.values()].find(
      (plan) => plan.entityId === companyNamed('Summit Bakery Inc.').id && plan.status === 'Active',
    )!
    Object.assign(manual, { renewalType: 'Manual', autoRenewDate: null })
    const { page } = await visit()
    for (const { label, isAlert } of kinds) {
      await dashboard(page)
      const calendar = page.locator('[data-fk="ComplianceCalendar"]')
      const items = calendar.getByRole('button', { name: new RegExp(`^${label}: `) })
      // The calendar opens on the next due month; later months hold the plans' dates.
      for (let month = 0; month < 36 && (await items.count()) === 0; month += 1)
        await calendar.getByRole('button', { name: 'Next month' }).click()
      expect(await items.count()).toBeGreaterThan(0)
      const item = items.first()
      const name = (await item.getAttribute('aria-label'))!.slice(label.length + 2)
      const [title, company] = name.split(/, (?=[^,]+$)/) as [string, string]
      if (isAlert) {
        const alert = alertNamed(title)
        await item.click()
        await expectLandedOn(page, alert.companyId, alert)
      } else {
        await item.click()
        await expectLandedOn(page, companyNamed(company).id)
      }
    }
  })

  it('speaks Spanish in one register, the components’ usted, on every page', async () => {
    const { page } = await visit()
    await dashboardReady(page)
    await page.locator('.acme-settings select').nth(0).selectOption('es')
    // Forms of tú an owner would meet (possessives, object pronoun, imperatives of the portal's pages).
    const tu =
      /\b(tu|tus|ti|contigo|puedes|elige|inicia|crea|regístrate|obtén|trae|prueba|cuéntanos|sigue)\b/i
    for (const hash of ['#/', '#/formation', '#/tax', '#/import']) {
      await page.goto(`${portal.stack.url}/${hash}`)
      await page.locator('.fk-root[data-state="ready"]').first().waitFor()
      expect(await page.locator('body').innerText()).not.toMatch(tu)
    }
    await dashboard(page)
    await page.getByText('Lo que sus empresas deben presentar al estado, y cuándo.').waitFor()
    await page.getByRole('listbox').locator('[role="option"][aria-posinset="1"]').click()
    await page.locator('[data-fk="ComplianceAlertDetail"][data-state="ready"]').waitFor()
    expect(await page.locator('body').innerText()).not.toMatch(tu)
  })

  // For review, not a check: it asserts only what every visit does (no console error, no token).
  it.runIf(SCREENSHOTS)(
    'screenshots: dashboard and a company page, light and dark, 1280 and 390 px, English and Spanish',
    async () => {
      const { page } = await visit()
      const SHOTS = portal.shotsDir
      for (const language of ['en', 'es'] as const)
        for (const theme of ['light', 'dark'] as const) {
          await dashboard(page)
          await page.locator('.acme-settings select').nth(0).selectOption(language)
          await page.locator('.acme-settings select').nth(1).selectOption(theme)
          for (const width of [1280, 390]) {
            await page.setViewportSize({ width, height: width > 500 ? 900 : 844 })
            await dashboard(page)
            await page.screenshot({
              path: resolve(SHOTS, `dashboard-${language}-${theme}-${width}.png`),
              fullPage: true,
            })
            const calendar = page.locator('[data-fk="ComplianceCalendar"]')
            await calendar.getByRole('radio', { name: language === 'es' ? 'Mes' : 'Month' }).check()
            await calendar.screenshot({
              path: resolve(SHOTS, `calendar-month-${language}-${theme}-${width}.png`),
            })
            await page.getByRole('listbox').locator('[role="option"][aria-posinset="1"]').click()
            await page.locator('[data-fk="ComplianceAlertDetail"][data-state="ready"]').waitFor()
            await page.screenshot({
              path: resolve(SHOTS, `company-${language}-${theme}-${width}.png`),
              fullPage: true,
            })
          }
          await page.setViewportSize({ width: 1280, height: 900 })
        }
    },
  )
})
