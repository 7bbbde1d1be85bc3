// Issue 34: the formed company is the owner's. In the demo portal, a formation order that completes
// puts its company under "Your companies" (the tracker registers it, the portal's `authorize` learns
// it), once; and a company the customer already runs is added with its own page (CompanyForm).
import { chromiumPortal, dashboardReady } from './chromiumPortal'
import { placeFormationOrder } from './placeFormationOrder'

const portal = chromiumPortal('formed-company')
/** The simulator's time per lifecycle step: one hour. */
const PHASE_MS = 3_600_000

describe('portal: the companies an owner forms and adds are theirs', () => {
  it('a completed formation order’s company appears under “Your companies”, once, and opens', async () => {
    const orderGuid = await placeFormationOrder(portal.stack.url, 'dana')
    portal.sim.advance(PHASE_MS * 6)
    const { page } = await portal.visit({ path: `#/formation/${orderGuid}` })
    await page.getByText('Whitfield Plain LLC is in your companies now', { exact: false }).waitFor()
    await page.goto(`${portal.stack.url}/#/`)
    await dashboardReady(page)
    const companies = page.getByRole('region', { name: 'Your companies' })
    await companies.getByRole('link', { name: /Whitfield Plain LLC/ }).waitFor()
    expect(await companies.getByRole('link', { name: /Whitfield Plain LLC/ }).count()).toBe(1)
    const registered = [...portal.sim.state.companies.values()].filter(
      (company) => company.PCID === orderGuid,
    )
    expect(registered).toHaveLength(1)
    // Scoped to Dana by the portal (authorize), the company's own page opens for her.
    await companies.getByRole('link', { name: /Whitfield Plain LLC/ }).click()
    await page.getByRole('heading', { level: 1, name: 'Whitfield Plain LLC' }).waitFor()
  })

  it('“Add a company”: one company, with CompanyForm, then its page', async () => {
    const { page } = await portal.visit({ path: '#/import' })
    await page.getByRole('link', { name: 'Add one company with a form' }).click()
    await page.getByRole('heading', { level: 1, name: 'Add a company you already run' }).waitFor()
    await page.getByLabel(/^Company legal name/).fill('Dana’s Bakery LLC')
    await page.getByRole('button', { name: 'Add company' }).click()
    await page.getByRole('link', { name: 'Open its page' }).click()
    await page.getByRole('heading', { level: 1, name: 'Dana’s Bakery LLC' }).waitFor()
  })
})
