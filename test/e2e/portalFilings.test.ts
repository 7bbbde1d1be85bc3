// "Your filings" in the demo portal (issue 32): what a customer sent, kept by the portal's proxy as
// receipts, listed and opened to print — that customer's alone, by mouse and keyboard, axe at zero.
import { chromiumPortal, WAIT } from './chromiumPortal'
import { AXE_RUN, AXE_SOURCE } from './plainPage'

const portal = chromiumPortal('portal-filings')

describe('the portal’s filings', () => {
  it('lists what the customer sent and opens a record to print; another customer sees none of it', async () => {
    const { page } = await portal.visit({ customer: 'dana' })
    const partnerId = portal.sim.partners[0]!.partnerId
    // A company added through the portal's proxy, as the import page does.
    const status = await page.evaluate(
      async ([pid, name]) =>
        (
          await fetch(`/api/partner/v1/partners/${pid}/companies`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ name, ein: '12-3456789' }),
          })
        ).status,
      [partnerId, '<b>Dana’s Bakery</b> LLC'] as const,
    )
    expect(status).toBe(200)

    await page.getByRole('link', { name: 'Your filings' }).click()
    await page.getByRole('heading', { level: 1, name: 'Your filings' }).waitFor(WAIT)
    const record = page.getByRole('link', { name: /^Open the record of Company added from / })
    await record.waitFor(WAIT)
    await record.focus()
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { level: 2, name: 'Company added' }).waitFor(WAIT)
    await page.getByText('<b>Dana’s Bakery</b> LLC', { exact: true }).waitFor(WAIT)
    const text = await page.locator('main').textContent()
    expect(text).toContain('•••6789')
    expect(text).not.toContain('12-3456789')
    await page.getByRole('button', { name: 'Print this record' }).waitFor(WAIT)
    await page.evaluate(AXE_SOURCE)
    expect(await page.evaluate(AXE_RUN)).toEqual([])

    const other = await portal.visit({ customer: 'marcus', path: '#/filings' })
    await other.page.getByText('Nothing filed yet. What you send appears here.').waitFor(WAIT)
  })
})
