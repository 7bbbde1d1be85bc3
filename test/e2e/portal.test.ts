// The demo portal end to end: `npm start`'s server (portal, proxy, simulator over real HTTP) driven
// by a real Chromium through Playwright, as a partner's customer would use it. Along the way every
// response the browser receives, the page and its storage are scanned for the API token, and every
// console error fails the run. Screenshots of the main pages go to test-results/portal/ for review.
import { existsSync, mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright'
import { startDevServer, type DevServer } from '../../scripts/devServer'

const root = resolve(import.meta.dirname, '../..')
const SHOTS = resolve(root, 'test-results/portal')
const PDF = resolve(root, 'test/components/fixtures/agent-appointment.pdf')
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
// The machine may be busy with other work: waits are generous, the run itself is short.
const WAIT = { timeout: 20_000 }

let stack: DevServer
let browser: Browser
let context: BrowserContext
let page: Page
let tokens: string[]
const consoleErrors: string[] = []
const tokenLeaks: string[] = []
const pending: Promise<void>[] = []
/** While true, Chromium's own log line for the proxy's expected 403 is not an error of the page. */
let expectingRefusal = false

beforeAll(async () => {
  stack = await startDevServer({
    port: 0,
    simulatorPort: 0,
    env: {},
    // Writebacks land fast, orders never stop at a signature RFI, no added latency.
    simulator: { writebackDelayMs: 300, formationRfiRate: 0, latencyMs: 0 },
  })
  tokens = Object.values(stack.simulator!.sim.tokens)
  mkdirSync(SHOTS, { recursive: true })
  browser = await chromium.launch({
    ...(existsSync(chromiumPath) ? { executablePath: chromiumPath } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  })
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' })
  page = await context.newPage()
  page.setDefaultTimeout(WAIT.timeout)
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    if (expectingRefusal && /Failed to load resource: .* status of 403/.test(message.text())) return
    consoleErrors.push(`${page.url()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => consoleErrors.push(`${page.url()}: ${error.message}`))
  // AUTH-1: every response the browser receives, headers and body, is free of every token.
  page.on('response', (response) => {
    pending.push(
      (async () => {
        const headers = Object.entries(await response.allHeaders()).join('\n')
        // A body that never finishes (an aborted poll) must not hold the scan up.
        const body = await Promise.race([
          response.text().catch(() => ''),
          new Promise<string>((done) => setTimeout(() => done(''), 5000)),
        ])
        for (const token of tokens)
          if (headers.includes(token) || body.includes(token)) tokenLeaks.push(response.url())
      })(),
    )
  })
}, 60_000)

afterAll(async () => {
  await browser?.close()
  await stack?.close()
})

async function shot(name: string) {
  await page.screenshot({ path: resolve(SHOTS, `${name}.png`), fullPage: true })
}

/** Fills a field by its label, whether the component drew it as an input or a select. */
async function fill(label: RegExp, value: string, option?: string) {
  const field = page.getByLabel(label).first()
  if ((await field.evaluate((element) => element.tagName)) === 'SELECT')
    await field.selectOption(option ? { label: option } : value)
  else await field.fill(value)
}

describe('the demo portal in Chromium', () => {
  it('signs in as a demo customer and shows their dashboard', async () => {
    await page.goto(stack.url)
    await shot('sign-in')
    await page.getByRole('button', { name: 'Continue as Dana Whitfield' }).click()
    await page.getByRole('heading', { name: 'Welcome back, Dana' }).waitFor()
    await page.locator('[data-fk="ComplianceAlertList"][data-state="ready"]').waitFor()
    await page.locator('[data-fk="ComplianceCalendar"][data-state="ready"]').waitFor()
    await shot('dashboard-light-wide')
  })

  it('files a compliance form and sees the writeback confirmed', async () => {
    await page.getByRole('link', { name: /Silver Fern Fitness Foundation/ }).click()
    await page.getByRole('heading', { level: 1, name: 'Silver Fern Fitness Foundation' }).waitFor()
    await page.getByRole('option', { name: /Annual Report 2026/ }).click()
    await page.getByRole('button', { name: /^Start.*Annual Report 2026/ }).click()
    const form = page.locator('[data-fk="ComplianceForm"]')
    await form.locator('xpath=self::*[@data-state="ready"]').waitFor()
    await shot('company-form')
    await form.getByRole('button', { name: 'Submit' }).click()
    await form.locator('xpath=self::*[@data-writeback="confirmed"]').waitFor()
    expect(await form.getByRole('status').textContent()).toContain('Your records are updated.')
  })

  it('renews a plan and cancels a Registered Agent plan with a PDF', async () => {
    const plans = page.locator('[data-fk="SubscriptionList"]')
    await plans.getByRole('button', { name: /^Renew Registered Agent/ }).click()
    let dialog = page.getByRole('dialog')
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
    await page.getByRole('link', { name: 'Form a company' }).click()
    await fill(/^Type of business/, 'LLC')
    await fill(/^State of formation/, 'AL')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('group', { name: 'Packages' }).getByRole('radio').first().click()
    await page.getByRole('button', { name: 'Continue' }).click()
    await fill(/^Phone/, '2055550100')
    await page.getByRole('button', { name: 'Continue' }).click()
    await fill(/^Company name/, 'Whitfield Analytics LLC')
    await fill(/^Business category/, 'Technology', 'Technology')
    await fill(/^What the business does/, 'Data consulting')
    await page.getByRole('button', { name: 'Continue' }).click()
    await fill(/^Street address/, '1 Main St')
    await fill(/^City/, 'Birmingham')
    await fill(/^State(?! of)/, 'AL')
    await fill(/^ZIP code/, '35203')
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

  it('registers as an employer and watches the registration advance', async () => {
    await page.getByRole('link', { name: 'Tax registration' }).click()
    await shot('tax-light-wide')
    const field = (label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`))
    await field('Legal business name').fill('Whitfield Analytics LLC')
    await field('Entity type').selectOption('LLC')
    await field('State').selectOption('CA')
    await field('First name').fill('Dana')
    await field('Last name').fill('Whitfield')
    await field('Title').selectOption('Member')
    await field('Date of birth').fill('1985-04-12')
    await page.getByRole('button', { name: 'Register for payroll taxes' }).click()
    const tracker = page.locator('[data-fk="TaxRegistrationTracker"]')
    await tracker.locator('xpath=self::*[@data-state="ready"]').waitFor()
    const before = await tracker.getAttribute('data-phase')
    await page.getByRole('button', { name: 'Move the clock one step' }).click()
    await expect.poll(() => tracker.getAttribute('data-phase'), WAIT).not.toBe(before)
    await shot('tax-tracker')
  })

  it('imports a small CSV of companies', async () => {
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
    // One of Dana's companies, from her dashboard.
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click()
    const href = await page.getByRole('link', { name: /Silver Fern Fitness Foundation/ }).getAttribute('href')
    const refused = page.waitForResponse((response) => response.status() === 403)
    await page.getByRole('button', { name: 'Switch to Marcus Oyelaran' }).click()
    await page.getByRole('heading', { name: 'Welcome back, Marcus' }).waitFor()
    await expect.poll(() => page.getByRole('link', { name: /Silver Fern Fitness/ }).count()).toBe(0)
    expectingRefusal = true
    await page.goto(`${stack.url}/${href}`)
    await page.getByRole('heading', { name: 'You can’t open this company' }).waitFor()
    expectingRefusal = false
    expect((await refused).url()).toContain('/api/partner/')
    await shot('refused')
  })

  it('switches language and theme', async () => {
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click()
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
    await page.setViewportSize({ width: 390, height: 844 })
    await shot('company-dark-narrow-es')
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.getByRole('link', { name: 'Inicio', exact: true }).click()
  })

  it('looks right narrow (390 px), light and dark', async () => {
    await page.setViewportSize({ width: 390, height: 844 })
    await shot('dashboard-dark-narrow-es')
    await page.getByLabel('Idioma').selectOption('en')
    await page.getByLabel('Theme').selectOption('light')
    await page.locator('[data-fk="ComplianceAlertList"][data-state="ready"]').waitFor()
    await shot('dashboard-light-narrow')
    await page.getByRole('link', { name: 'Form a company' }).click()
    await page.locator('[data-fk="FormationOrderForm"]').waitFor()
    await shot('formation-light-narrow')
    await page.getByRole('link', { name: 'Tax registration' }).click()
    await page.locator('[data-fk="TaxRegistrationForm"]').waitFor()
    await shot('tax-light-narrow')
    await page.setViewportSize({ width: 1280, height: 900 })
  })

  it('never lets the token reach the browser: responses, page or storage; and no console errors', async () => {
    await Promise.all(pending)
    expect(tokenLeaks).toEqual([])
    const html = await page.content()
    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))
    const cookies = JSON.stringify(await context.cookies())
    for (const token of tokens) {
      expect(html).not.toContain(token)
      expect(storage).not.toContain(token)
      expect(cookies).not.toContain(token)
    }
    // The session cookie is HttpOnly: the page's scripts cannot read it.
    expect(await page.evaluate(() => document.cookie)).toBe('')
    expect(consoleErrors).toEqual([])
  })
})
