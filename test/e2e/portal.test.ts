// The demo portal end to end: `npm start`'s server (portal, proxy, simulator over real HTTP) driven
// by a real Chromium through Playwright, as a partner's customer would use it: the main flows, each
// in its own browser context and session (chromiumPortal.ts: token scan and console check after each).
// FK_SCREENSHOTS=1 writes screenshots of the main pages to test-results/portal/ for review.
import { resolve } from 'node:path'
import type { Page } from 'playwright'
import { chromiumPortal, dashboardReady, focused, NARROW, WAIT } from './chromiumPortal'

const PDF = resolve(import.meta.dirname, '../components/fixtures/agent-appointment.pdf')
const portal = chromiumPortal('portal')
const visit = portal.visit

/** Fills a field by its label, whether the component drew it as an input or a select. */
async function fill(page: Page, label: RegExp, value: string, option?: string) {
  const field = page.getByLabel(label).first()
  if ((await field.evaluate((element) => element.tagName)) === 'SELECT')
    await field.selectOption(option ? { label: option } : value)
  else await field.fill(value)
}

/**
 * What a person on a phone would see go wrong: the page wider than the screen (it scrolls sideways),
 * something cut off at the screen's edge or inside a box that hides its overflow, or an item of the
 * main navigation that is not in sight or cannot be pressed.
 */
async function expectFitsNarrow(page: Page, where: string) {
  const problems = await page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const found: string[] = []
    const name = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.className ? ` class="${String(element.className)}"` : ''}> "${(element.textContent ?? '').trim().slice(0, 40)}"`
    if (document.documentElement.scrollWidth > width)
      found.push(`the page is ${document.documentElement.scrollWidth}px wide on a ${width}px screen`)
    // Inside a box that scrolls sideways (the nav, a wide table) a swipe brings it into view.
    const inScroller = (element: Element) => {
      for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
        const overflow = getComputedStyle(at).overflowX
        if (overflow === 'auto' || overflow === 'scroll') return true
      }
      return false
    }
    // Text for screen readers only (clipped to a pixel on purpose) is not something a person sees.
    const shown = (element: Element, box: DOMRect) => {
      if (box.width <= 1 || box.height <= 1) return false
      for (let at: Element | null = element; at; at = at.parentElement) {
        const style = getComputedStyle(at)
        if (style.visibility === 'hidden' || style.display === 'none') return false
        if (style.clip !== 'auto' && style.clip !== '') return false
        if (style.clipPath !== 'none') return false
      }
      return true
    }
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect()
      if (!shown(element, box) || inScroller(element)) continue
      if (box.left < -1 || box.right > width + 1)
        found.push(`${name(element)} reaches from ${Math.round(box.left)} to ${Math.round(box.right)}px`)
      const style = getComputedStyle(element)
      const hides = (overflow: string) => overflow === 'hidden' || overflow === 'clip'
      if (hides(style.overflowX) && element.scrollWidth > element.clientWidth + 1)
        found.push(`${name(element)} cuts off ${element.scrollWidth - element.clientWidth}px of its content`)
    }
    return found
  })
  expect(problems, where).toEqual([])
  // The main navigation's links, found by role, measured in one pass in the page (one trial click and
  // one box each, with their round trips, were most of this test's time): what a trial click checks.
  const links = await page
    .getByRole('navigation', { name: /^(Main|Principal)$/ })
    .getByRole('link')
    .evaluateAll(async (elements) => {
      const frame = () => new Promise((done) => requestAnimationFrame(done))
      const boxes = () => elements.map((element) => element.getBoundingClientRect())
      // As the page opens, before anything is scrolled.
      const opened = boxes()
      await frame()
      await frame()
      const later = boxes()
      return elements.map((element, index) => {
        const box = opened[index]!
        // Brought into view as a press would (down the page, never sideways), then hit at its centre.
        element.scrollIntoView({ block: 'nearest', inline: 'nearest' })
        const now = element.getBoundingClientRect()
        const hit = document.elementFromPoint(now.left + now.width / 2, now.top + now.height / 2)
        const style = getComputedStyle(element)
        return {
          name: (element.textContent ?? '').trim(),
          left: box.left,
          right: box.right,
          // Visible, steady (the same box two frames later) and not covered by anything else.
          visible: box.width > 0 && box.height > 0 && style.visibility !== 'hidden',
          steady: ['left', 'top', 'width', 'height'].every(
            (side) => box[side as 'left'] === later[index]![side as 'left'],
          ),
          reached: hit !== null && element.contains(hit),
        }
      })
    })
  expect(links.length, where).toBe(5)
  // Every item in sight as the page opens: none hidden past the edge of a strip that scrolls sideways.
  for (const link of links) {
    expect(link.left, `${where}: ${link.name}`).toBeGreaterThanOrEqual(0)
    expect(link.right, `${where}: ${link.name}`).toBeLessThanOrEqual(NARROW.width)
    // Visible, steady and not covered by anything else: a press would reach it.
    expect(link, `${where}: ${link.name}`).toMatchObject({ visible: true, steady: true, reached: true })
  }
}

describe('the demo portal in Chromium', () => {
  it('signs in as a demo customer and shows their dashboard', async () => {
    const { page, shot } = await visit({ customer: null, path: '' })
    await page.getByRole('button', { name: 'Continue as Dana Whitfield' }).waitFor()
    await shot('sign-in')
    await page.getByRole('button', { name: 'Continue as Dana Whitfield' }).click()
    await page.getByRole('heading', { name: 'Welcome back, Dana' }).waitFor()
    await dashboardReady(page)
    await shot('dashboard-light-wide')
  })

  it('files a compliance form, the focus on its confirmation, and sees the writeback confirmed', async () => {
    const { page, shot } = await visit()
    await page.getByRole('link', { name: /Silver Fern Fitness Foundation/ }).click()
    await page.getByRole('heading', { level: 1, name: 'Silver Fern Fitness Foundation' }).waitFor()
    await page.getByRole('option', { name: /Annual Report 2026/ }).click()
    await page.getByRole('button', { name: /^Start.*Annual Report 2026/ }).click()
    const form = page.locator('[data-fk="ComplianceForm"]')
    await form.locator('xpath=self::*[@data-state="ready"]').waitFor()
    await shot('company-form')
    await form.getByRole('button', { name: 'Submit' }).click()
    // The review of what will be sent (issue 31), then "File now".
    await form.getByRole('heading', { name: 'Review before filing' }).waitFor()
    await shot('company-form-review')
    // The Annual Report asks for an electronic signature: the owner's full name.
    await form.getByLabel(/^Your full name/).fill('Dana Whitfield')
    await form.getByRole('button', { name: 'File now' }).click()
    // Issue 34: the focus lands on the confirmation, so a screen reader announces it.
    await expect
      .poll(() => focused(page), WAIT)
      .toMatchObject({ role: 'status', text: expect.stringContaining('Your forms are submitted.') })
    await form.locator('xpath=self::*[@data-writeback="confirmed"]').waitFor()
    expect(await form.getByRole('status').textContent()).toContain('Your records are updated.')
  })

  it('renews a plan and cancels a Registered Agent plan with a PDF', async () => {
    const { page, shot } = await visit()
    await page.getByRole('link', { name: /Silver Fern Fitness Foundation/ }).click()
    const plans = page.locator('[data-fk="SubscriptionList"]')
    await plans.locator('xpath=self::*[@data-state="ready"]').waitFor()
    await plans.getByRole('button', { name: /^Renewal settings: Registered Agent/ }).click()
    let dialog = page.getByRole('dialog')
    // A change to save (saving nothing is refused, issue 31): the renewal type not chosen.
    const auto = dialog.getByLabel('Automatically')
    await ((await auto.isChecked()) ? dialog.getByLabel('Manually') : auto).check()
    await dialog.getByRole('button', { name: 'Save renewal' }).click()
    await dialog.getByRole('status').waitFor()
    await shot('company-renewed')
    await dialog
      .getByRole('button', { name: /Done|Close/ })
      .first()
      .click()

    await plans.getByRole('button', { name: /^Cancel Registered Agent/ }).click()
    dialog = page.getByRole('dialog', { name: 'Cancel Registered Agent' })
    await dialog.getByLabel(/Proof of the new registered agent/).setInputFiles(PDF)
    await dialog.getByRole('button', { name: 'Send for review' }).click()
    await dialog.getByRole('status').waitFor()
    await dialog.getByRole('button', { name: 'Done' }).click()
    await plans.getByText('Cancellation in review').waitFor()
    await shot('company-light-wide')
  })

  it('forms a company and watches the order advance with the clock control', async () => {
    const { page, shot } = await visit()
    await page.getByRole('link', { name: 'Form a company' }).click()
    await fill(page, /^Type of business/, 'LLC')
    await fill(page, /^State of formation/, 'AL')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('group', { name: 'Packages' }).getByRole('radio').first().click()
    await page.getByRole('button', { name: 'Continue' }).click()
    await fill(page, /^Phone/, '2055550100')
    await page.getByRole('button', { name: 'Continue' }).click()
    await fill(page, /^Company name/, 'Whitfield Analytics LLC')
    await fill(page, /^Business category/, 'Technology', 'Technology')
    await fill(page, /^What the business does/, 'Data consulting')
    await page.getByRole('button', { name: 'Continue' }).click()
    await fill(page, /^Street address/, '1 Main St')
    await fill(page, /^City/, 'Birmingham')
    await fill(page, /^State(?! of)/, 'AL')
    await fill(page, /^ZIP code/, '35203')
    for (let step = 0; step < 4; step += 1) {
      if (await page.getByRole('button', { name: 'Place the order' }).isVisible()) break
      await page.getByRole('button', { name: 'Continue' }).click()
    }
    await shot('formation-review')
    await page.getByRole('button', { name: 'Place the order' }).click()

    const tracker = page.locator('[data-fk="FormationOrderTracker"]')
    await tracker.locator('xpath=self::*[@data-state="ready"]').waitFor()
    const before = await tracker.getAttribute('data-phase')
    await page.getByRole('button', { name: 'Move the clock one step' }).click()
    await expect.poll(() => tracker.getAttribute('data-phase'), WAIT).not.toBe(before)
    await shot('formation-tracker')
  })

  // One registration walked once for what follows it: the focus, "Your orders" and the tracker.
  it('registers as an employer: the focus on the next page, listed in “Your orders” by business, kind and a date in the visitor’s language (not by order id), advancing with the clock control', async () => {
    const { page, shot } = await visit()
    await page.getByRole('link', { name: 'Tax registration' }).click()
    const field = (label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`))
    await field('Legal business name').waitFor()
    await shot('tax-light-wide')
    await field('Legal business name').fill('Whitfield Payroll LLC')
    await field('Entity type').selectOption('LLC')
    await field('State').selectOption('CA')
    await field('First name').fill('Dana')
    await field('Last name').fill('Whitfield')
    await field('Title').selectOption('Member')
    await field('Date of birth').fill('1985-04-12')
    // Review, then send (issue 34).
    await page.getByRole('button', { name: 'Review the registration' }).click()
    await page.getByRole('heading', { name: 'Check what will be sent' }).waitFor()
    await page.getByRole('button', { name: 'Register for payroll taxes' }).click()
    // Issue 34: the focus lands on the heading of the page that follows the registration.
    await expect
      .poll(() => focused(page), WAIT)
      .toMatchObject({ tag: 'h1', text: 'Following your registration' })
    const tracker = page.locator('[data-fk="TaxRegistrationTracker"]')
    await tracker.locator('xpath=self::*[@data-state="ready"]').waitFor()
    const orderGuid = decodeURIComponent(new URL(page.url()).hash.split('/').pop()!)

    const orders = page.getByRole('navigation', { name: 'Your registrations' })
    await orders.getByRole('link', { name: 'Whitfield Payroll LLC' }).waitFor()
    // Other tests of this file place orders for the same customer: this test reads its own.
    const item = orders.getByRole('listitem').filter({ hasText: 'Whitfield Payroll LLC' })
    expect(await item.textContent()).toMatch(
      /^Whitfield Payroll LLCEmployer registration · Placed [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M$/,
    )
    expect(await orders.textContent()).not.toContain(orderGuid)
    await shot('orders-light-wide')

    const before = await tracker.getAttribute('data-phase')
    await page.getByRole('button', { name: 'Move the clock one step' }).click()
    await expect.poll(() => tracker.getAttribute('data-phase'), WAIT).not.toBe(before)
    await shot('tax-tracker')

    await page.getByLabel('Language').selectOption('es')
    const pedidos = page.getByRole('navigation', { name: 'Sus registros' })
    await pedidos.getByRole('link', { name: 'Whitfield Payroll LLC' }).waitFor()
    // Spanish words and a Spanish date: day before month, a 24-hour clock.
    expect(
      await pedidos.getByRole('listitem').filter({ hasText: 'Whitfield Payroll LLC' }).textContent(),
    ).toMatch(
      /^Whitfield Payroll LLCRegistro como empleador · Realizado el \d{1,2} [a-z]{3,4}\.? \d{4}, \d{1,2}:\d{2}$/,
    )
    await shot('orders-es')
  })

  it('imports a small CSV of companies', async () => {
    const { page, shot } = await visit()
    await page.getByRole('link', { name: 'Import companies' }).click()
    const csv = [
      'Company Name,Tax ID,State,Street,City,Zip,Email',
      'Whitfield Bakery LLC,12-3456789,CA,1 Market St,San Francisco,94105,bakery@example.com',
      'Whitfield Books LLC,12-3456790,NY,2 Broadway,New York,10004,books@example.com',
    ].join('\n')
    await page
      .getByLabel(/Companies file/)
      .setInputFiles({ name: 'companies.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await page.getByRole('button', { name: 'Check the rows' }).click()
    await page.getByRole('button', { name: 'Import 2 companies' }).click()
    await page.getByText('Your new companies are on your dashboard now.').waitFor()
    await shot('import')
    await page.getByRole('link', { name: 'Go to the dashboard' }).click()
    await page.getByRole('link', { name: /Whitfield Bakery LLC/ }).waitFor()
  })

  it('switches customer: the other customer’s company is refused by the proxy, visibly', async () => {
    const { page, shot, refusalExpected } = await visit()
    // One of Dana's companies, from her dashboard.
    const href = await page.getByRole('link', { name: /Silver Fern Fitness Foundation/ }).getAttribute('href')
    const refused = page.waitForResponse((response) => response.status() === 403)
    await page.getByRole('button', { name: 'Switch to Marcus Oyelaran' }).click()
    await page.getByRole('heading', { name: 'Welcome back, Marcus' }).waitFor()
    await expect.poll(() => page.getByRole('link', { name: /Silver Fern Fitness/ }).count()).toBe(0)
    await refusalExpected(async () => {
      await page.goto(`${portal.stack.url}/${href}`)
      await page.getByRole('heading', { name: 'You can’t open this company' }).waitFor()
    })
    expect((await refused).url()).toContain('/api/partner/')
    await shot('refused')
  })

  it('switches language and theme', async () => {
    const { page, shot } = await visit({ customer: 'marcus' })
    await dashboardReady(page)
    await page.getByLabel('Language').selectOption('es')
    await page.getByRole('heading', { name: 'Alertas de cumplimiento' }).waitFor()
    expect(await page.locator('html').getAttribute('lang')).toBe('es')
    await page.getByLabel('Tema').selectOption('dark')
    expect(await page.locator('html').getAttribute('data-fk-theme')).toBe('dark')
    const surface = await page
      .locator('.fk-root')
      .first()
      .evaluate((element) => getComputedStyle(element).getPropertyValue('--fk-color-surface').trim())
    expect(surface).toBe('#161b22')
    await page.locator('[data-fk="ComplianceAlertList"][data-state="ready"]').waitFor()
    await shot('dashboard-dark-wide-es')
    await page.getByRole('link', { name: /Harbor Fitness LLC/ }).click()
    await page.getByRole('listbox').getByRole('option').first().click()
    await page.locator('[data-fk="SubscriptionList"][data-state="ready"]').waitFor()
    await page.locator('[data-fk="ComplianceAlertDetail"][data-state="ready"]').waitFor()
    await shot('company-dark-wide-es')
  })

  it('fits a phone (390 px), light and dark: no sideways scrolling, nothing cut off, every nav item in reach', async () => {
    const { page, shot } = await visit({ customer: 'marcus', viewport: NARROW })
    await dashboardReady(page)
    await expectFitsNarrow(page, 'dashboard')
    await shot('dashboard-light-narrow')

    await page.getByRole('link', { name: 'Form a company' }).click()
    await page.locator('[data-fk="FormationOrderForm"]').waitFor()
    await expectFitsNarrow(page, 'formation form')
    await shot('formation-light-narrow')

    await page.getByRole('link', { name: 'Tax registration' }).click()
    await page.locator('[data-fk="TaxRegistrationForm"]').waitFor()
    await expectFitsNarrow(page, 'tax registration form')
    await shot('tax-light-narrow')

    await page.getByRole('link', { name: 'Import companies' }).click()
    await page.getByLabel(/Companies file/).waitFor()
    await expectFitsNarrow(page, 'import')

    // Dark and in Spanish, the longer words: the dashboard and a company with its plans and an alert.
    await page.getByLabel('Language').selectOption('es')
    await page.getByLabel('Tema').selectOption('dark')
    await page.getByRole('link', { name: 'Inicio', exact: true }).click()
    await dashboardReady(page)
    await expectFitsNarrow(page, 'dashboard, dark, es')
    await shot('dashboard-dark-narrow-es')
    await page.getByRole('link', { name: /Harbor Fitness LLC/ }).click()
    await page.getByRole('listbox').getByRole('option').first().click()
    await page.locator('[data-fk="SubscriptionList"][data-state="ready"]').waitFor()
    await page.locator('[data-fk="ComplianceAlertDetail"][data-state="ready"]').waitFor()
    await expectFitsNarrow(page, 'company page, dark, es')
    await shot('company-dark-narrow-es')
  })
})
