// The demo portal's main flows in Firefox, as a partner's customer on Firefox would use them: each test
// in its own browser context with its own signed-in session, and not one console error or page error.
// One server and one Firefox for the file; each test changes only what no other test reads (its own
// company's alert or plan, its own new order or companies), so none depends on another having run.
import { resolve } from 'node:path'
import { cancelRegisteredAgent } from './cancelRegisteredAgent'
import { firefoxSuite, WAIT_MS } from './firefoxPortal'

const CSV = resolve(import.meta.dirname, 'fixtures/companies.csv')

const suite = firefoxSuite()
const signIn = suite.signIn

describe('the demo portal in Firefox', () => {
  it('signs in and shows the dashboard', async () => {
    const dana = await signIn()
    await dana.state('[data-fk="ComplianceAlertList"][data-state="ready"]')
    await dana.state('[data-fk="ComplianceCalendar"][data-state="ready"]')
    await dana.find({ role: 'link', name: /Silver Fern Fitness Foundation/ })
    expect(await dana.count({ role: 'button', name: 'Continue as Dana Whitfield' })).toBe(0)
  })

  it('files a compliance form and sees the writeback confirmed', async () => {
    const dana = await signIn()
    await dana.click({ role: 'link', name: /Silver Fern Fitness Foundation/ })
    await dana.find({ role: 'heading', level: 1, name: 'Silver Fern Fitness Foundation' })
    await dana.click({ role: 'option', name: /Annual Report 2026/ })
    await dana.click({ role: 'button', name: /^Start.*Annual Report 2026/ })
    await dana.state('[data-fk="ComplianceForm"][data-state="ready"]')
    await dana.click({ role: 'button', name: 'Submit', within: { css: '[data-fk="ComplianceForm"]' } })
    await dana.fill(/^Your full name/, 'Dana Whitfield')
    await dana.click({ role: 'button', name: 'File now', within: { css: '[data-fk="ComplianceForm"]' } })
    await dana.state('[data-fk="ComplianceForm"][data-writeback="confirmed"]')
    const form = { css: '[data-fk="ComplianceForm"]' }
    await dana.find({ text: /Your records are updated\./, within: { role: 'status', within: form } })
  })

  it('cancels a Registered Agent plan with a PDF', async () => {
    const marcus = await signIn('Marcus Oyelaran')
    await marcus.click({ role: 'link', name: /Harbor Fitness LLC/ })
    const plans = { css: '[data-fk="SubscriptionList"]' }
    await cancelRegisteredAgent(marcus, plans)
  })

  it('places a formation order and follows it with the clock control', async () => {
    const dana = await signIn()
    await dana.click({ role: 'link', name: 'Form a company' })
    await dana.fill(/^Type of business/, 'LLC')
    await dana.fill(/^State of formation/, 'AL')
    await dana.click({ role: 'button', name: 'Continue' })
    // Each step's heading takes the focus, so a screen reader announces where the customer is now.
    await dana.find({ role: 'group', name: 'Packages' })
    await dana.focused({ role: 'heading', name: /^Step 2 of \d+/ })
    await dana.click({ role: 'radio', within: { role: 'group', name: 'Packages' } })
    await dana.click({ role: 'button', name: 'Continue' })
    await dana.fill(/^Phone/, '2055550100')
    await dana.click({ role: 'button', name: 'Continue' })
    await dana.fill(/^Company name/, 'Whitfield Analytics LLC')
    await dana.fill(/^Business category/, 'Technology')
    await dana.fill(/^What the business does/, 'Data consulting')
    await dana.click({ role: 'button', name: 'Continue' })
    await dana.fill(/^Street address/, '1 Main St')
    await dana.fill(/^City/, 'Birmingham')
    await dana.fill(/^State(?! of)/, 'AL')
    await dana.fill(/^ZIP code/, '35203')
    for (let step = 0; step < 4; step += 1) {
      if ((await dana.count({ role: 'button', name: 'Place the order' })) > 0) break
      await dana.click({ role: 'button', name: 'Continue' })
    }
    // The review lists what the owner pays for: the service as registered agent is a line of it (issue 34).
    await dana.find({ text: /^Registered Agent Service — \$125\.00$/ })
    await dana.find({ text: /^Total: \$/ })
    await dana.click({ role: 'button', name: 'Place the order' })

    const tracker = await dana.state('[data-fk="FormationOrderTracker"][data-state="ready"]')
    const before = await tracker.evaluate((element) => element.getAttribute('data-phase'))
    await dana.click({ role: 'button', name: 'Move the clock one step' })
    await dana.page.waitForFunction(
      (element, phase) => element.getAttribute('data-phase') !== phase,
      { timeout: WAIT_MS, polling: 100 },
      tracker,
      before,
    )
  })

  it('registers as an employer, the date of birth typed into the date field', async () => {
    const dana = await signIn()
    await dana.click({ role: 'link', name: 'Tax registration' })
    const field = (label: string) => new RegExp(`^${label}( \\*)?$`)
    await dana.fill(field('Legal business name'), 'Whitfield Analytics LLC')
    await dana.fill(field('Entity type'), 'LLC')
    await dana.fill(field('State'), 'CA')
    await dana.fill(field('First name'), 'Dana')
    await dana.fill(field('Last name'), 'Whitfield')
    await dana.fill(field('Title'), 'Member')
    // As a person does: into the field, then the digits; Firefox's date field steps month, day, year.
    // Unlike a select's type-ahead, it has no time limit between digits (a part moves on when full or
    // left), so a busy machine cannot split '04' into two months: it held with 1.5 s between keys.
    const birth = await dana.find({ label: field('Date of birth') })
    await birth.focus()
    await dana.page.keyboard.type('04121985')
    expect(await birth.evaluate((input) => (input as HTMLInputElement).value)).toBe('1985-04-12')
    // The review step (issue 34): what will be sent, in the form's words, before it is sent.
    await dana.click({ role: 'button', name: 'Review the registration' })
    await dana.find({ role: 'heading', name: 'Check what will be sent' })
    await dana.click({ role: 'button', name: 'Register for payroll taxes' })
    const tracker = await dana.state('[data-fk="TaxRegistrationTracker"][data-state="ready"]')
    const before = await tracker.evaluate((element) => element.getAttribute('data-phase'))
    await dana.click({ role: 'button', name: 'Move the clock one step' })
    await dana.page.waitForFunction(
      (element, phase) => element.getAttribute('data-phase') !== phase,
      { timeout: WAIT_MS, polling: 100 },
      tracker,
      before,
    )
  })

  it('imports a small CSV of companies', async () => {
    const dana = await signIn()
    await dana.click({ role: 'link', name: 'Import companies' })
    await dana.upload({ label: /Companies file/ }, CSV)
    await dana.click({ role: 'button', name: 'Check the rows' })
    await dana.click({ role: 'button', name: 'Import 2 companies' })
    await dana.find({ text: /Your new companies are on your dashboard now\./ })
    await dana.click({ role: 'link', name: 'Go to the dashboard' })
    await dana.find({ role: 'link', name: /Whitfield Bakery LLC/ })
  })
})

// Issue 31: in Firefox, typing "Dec 31 2025" into a compliance form's date field sent `0025-03-12`.
// A date is now entered the same way as in Chromium (the browser's date input, within 1900–2100), and
// what the field cannot read as the date typed is refused on the field: nothing is sent, no review
// opens. Typed as the input takes it (month, day, year), the date is what the review shows. (Its own
// file once: here it shares this file's server and Firefox, a start of each fewer.)
const dateForm = { css: '[data-fk="ComplianceForm"]' }

describe('a compliance date in Firefox', () => {
  it('"Dec 31 2025" typed into the effective date is refused on the field, nothing is sent; 12 31 2025 is reviewed as Dec 31, 2025', async () => {
    const dana = await signIn()
    await dana.click({ role: 'link', name: /Silver Fern Fitness Foundation/ })
    await dana.find({ role: 'heading', level: 1, name: 'Silver Fern Fitness Foundation' })
    await dana.click({ role: 'option', name: /Registered Agent 2026/ })
    await dana.click({ role: 'button', name: /^Start.*Registered Agent 2026/ })
    await dana.state('[data-fk="ComplianceForm"][data-state="ready"]')

    const date = await dana.find({ label: /^Effective date/, within: dateForm })
    await date.focus()
    await dana.page.keyboard.type('Dec 31 2025')
    await dana.click({ role: 'button', name: 'Submit', within: dateForm })
    await dana.page.waitForFunction(
      (input) => input.getAttribute('aria-invalid') === 'true',
      { polling: 100 },
      date,
    )
    const described = await date.evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    )
    expect(described).toMatch(
      /Enter (a date between 1900 and 2100|the whole date|a real date)|This field is required/,
    )
    expect(await dana.count({ role: 'button', name: 'File now', within: dateForm })).toBe(0)
    expect(await dana.count({ css: '[data-fk="ComplianceForm"][data-state="submitted"]' })).toBe(0)

    // Typed as the date input takes it: month, day, year.
    await date.focus()
    await dana.page.keyboard.type('12312025')
    await dana.click({ role: 'button', name: 'Submit', within: dateForm })
    const review = { role: 'region', name: 'Registered agent', within: dateForm }
    await dana.find({ text: /Dec 31, 2025/, within: review })
    await dana.find({ role: 'button', name: 'File now', within: dateForm })
  })
})
