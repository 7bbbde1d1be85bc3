// The /plain page (examples/portal/plain) in Chromium: the components as custom elements on a page
// with no framework and no bundler, against the portal's proxy. Found by role and label through the
// shadow roots (Playwright's role, label and CSS locators pierce open shadow roots), driven by keyboard
// and mouse, each test in its own browser context and session (chromiumPortal.ts: token scan and
// console check after each). FK_SCREENSHOTS=1 writes the page light and dark, wide and narrow, to
// test-results/plain/ for review.
import type { Locator, Page } from 'playwright'
import { chromiumPortal, NARROW, WIDE } from './chromiumPortal'
import { placeFormationOrder } from './placeFormationOrder'
import { AXE_RUN, AXE_SOURCE, CSV, PDF, PORTAL_ACCENT } from './plainPage'

const portal = chromiumPortal('plain')
/** The page's event log is in its folded "For developers" panel: there, not shown until opened. */
const IN_PANEL = { state: 'attached' } as const
const visit = portal.visit

/** Whether the focus is on the element or inside it, looked up through shadow roots (document.activeElement stops at their hosts). */
const holdsFocus = (locator: Locator) =>
  locator.evaluate((element) => {
    let active = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    return active !== null && element.contains(active)
  })

async function alertsReady(page: Page) {
  await page.locator('[data-fk="ComplianceAlertList"][data-state="ready"]').waitFor()
}

describe('the plain HTML page in Chromium', () => {
  it('offers the portal’s demo sign-in to a visitor who is not signed in', async () => {
    const { page } = await visit({ customer: null, path: 'plain' })
    await page.getByRole('button', { name: 'Continue as Dana Whitfield' }).click()
    await alertsReady(page)
    await page.getByText('Signed in as Dana Whitfield').waitFor()
    await page.getByRole('link', { name: 'Back to the portal' }).click()
    await page.getByRole('heading', { name: 'Welcome back, Dana' }).waitFor()
    // And from the portal, back to this page: its link is for developers, in the footer's panel.
    await page.getByRole('contentinfo').getByText('For developers').click()
    await page.getByRole('link', { name: /on a plain HTML page/ }).click()
    await alertsReady(page)
  })

  it('opens the alert chosen by keyboard in the filing form, which is filed and confirmed', async () => {
    const { page } = await visit({ path: 'plain' })
    await alertsReady(page)
    const list = page.getByRole('listbox')
    // An alert whose prefilled answers pass the form's checks as they are (issue 31: others ask for
    // what the service left blank first), reached from the top with the arrow keys.
    const name = 'Annual Report 2026 - Silver Fern Fitness Foundation'
    await list.focus()
    await page.keyboard.press('Home')
    const active = () =>
      list.evaluate(
        (box) => document.getElementById(box.getAttribute('aria-activedescendant') ?? '')?.textContent ?? '',
      )
    for (let step = 0; step < 80 && !(await active()).includes(name); step += 1)
      await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    // The page's own script heard fk-select and says what is being filed.
    await page
      .getByRole('status')
      .filter({ hasText: `Now filing: ${name}` })
      .waitFor()
    await page.locator('#events').getByText(`fk-select: ${name}`, { exact: true }).waitFor(IN_PANEL)
    const form = page.locator('[data-fk="ComplianceForm"]')
    await form.locator('xpath=self::*[@data-state="ready"]').waitFor()
    // The page's theme reaches into the shadow root: the portal's accent, not the library's blue.
    const submit = form.getByRole('button', { name: 'Submit' })
    expect(await submit.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(PORTAL_ACCENT)
    await submit.click()
    // Signed where the form asks for it (an Annual Report does), then filed.
    const signer = form.getByLabel(/^Your full name/)
    await form.getByRole('button', { name: 'File now' }).waitFor()
    if (await signer.count()) await signer.fill('Dana Whitfield')
    await form.getByRole('button', { name: 'File now' }).click()
    await form.locator('xpath=self::*[@data-writeback="confirmed"]').waitFor()
    expect(await form.getByRole('status').textContent()).toContain('Your records are updated.')
    await page.locator('#events').getByText('fk-submitted: records updated').waitFor(IN_PANEL)
  })

  it('cancels a Registered Agent plan with a PDF through the file input in the shadow root', async () => {
    const { page } = await visit({ path: 'plain' })
    const plans = page.locator('[data-fk="SubscriptionList"]')
    await plans.locator('xpath=self::*[@data-state="ready"]').waitFor()
    const cancel = plans.getByRole('button', { name: /^Cancel Registered Agent/ })
    await cancel.click()
    const dialog = page.getByRole('dialog', { name: 'Cancel Registered Agent' })
    // Escape closes it and the focus goes back to the button that opened it, inside the shadow root.
    await expect.poll(() => holdsFocus(dialog)).toBe(true)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await expect.poll(() => holdsFocus(cancel)).toBe(true)

    await page.keyboard.press('Enter')
    await dialog.getByLabel(/Proof of the new registered agent/).setInputFiles(PDF)
    await expect.poll(() => dialog.getByLabel(/^Document title/).inputValue()).toBe('Agent appointment')
    await dialog.getByRole('button', { name: 'Send for review' }).click()
    await dialog.getByRole('status').waitFor()
    await dialog.getByRole('button', { name: 'Done' }).click()
    await plans.getByText('Cancellation in review').waitFor()
    await page.locator('#events').getByText('fk-cancelled: cancellation sent for review').waitFor(IN_PANEL)
  })

  it('follows the customer’s formation order: the tracker shows its phase', async () => {
    await placeFormationOrder(portal.stack.url, 'dana')
    const { page } = await visit({ path: 'plain' })
    const tracker = page.locator('[data-fk="FormationOrderTracker"]')
    await tracker.locator('xpath=self::*[@data-state="ready"]').waitFor()
    expect(await tracker.getAttribute('data-phase')).toBeTruthy()
    // A new order has just been received: the stepper's current step says so, in words.
    await tracker.getByRole('heading', { name: 'Formation order' }).waitFor()
    expect(await tracker.getByRole('listitem').filter({ hasText: '(current step)' }).textContent()).toContain(
      'Order received',
    )
  })

  it('imports a small CSV of companies', async () => {
    const { page } = await visit({ path: 'plain' })
    await page.getByLabel(/Companies file/).setInputFiles(CSV)
    await page.getByRole('button', { name: 'Check the rows' }).click()
    await page.getByRole('button', { name: 'Import 2 companies' }).click()
    await page.locator('[data-fk="BulkCompanyImport"][data-state="submitted"]').waitFor()
    await page.locator('#events').getByText('fk-complete: 2 of 2 companies imported').waitFor(IN_PANEL)
  })

  it('has no axe violations, light and dark, wide and narrow', async () => {
    for (const [viewport, colorScheme] of [
      [WIDE, 'light'],
      [NARROW, 'dark'],
    ] as const) {
      const { page, shot } = await visit({ path: 'plain', viewport, colorScheme })
      await alertsReady(page)
      await page.locator('[data-fk="SubscriptionList"][data-state="ready"]').waitFor()
      await page.evaluate(AXE_SOURCE)
      expect(await page.evaluate(AXE_RUN)).toEqual([])
      await shot(`plain-${colorScheme}-${viewport.width}`)
    }
  })
})
