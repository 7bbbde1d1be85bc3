// The package under a strict Content-Security-Policy (issue 23): the demo portal is served without
// 'unsafe-eval' (examples/portal/server/staticFiles.ts), as many partner pages are. A refused
// `new Function` — even one the package catches, like the probe it used to make before compiling
// a schema or ajv's validators — is reported to the page as a `securitypolicyviolation` event (and to
// the partner's report endpoint). Chromium is asked to listen before the page's first script runs.
import type { Page } from 'playwright'
import { chromiumPortal, dashboardReady } from './chromiumPortal'

const portal = chromiumPortal('strict-csp')

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)

describe('the portal under a CSP without unsafe-eval', () => {
  it('reports no CSP violation while alerts load, an alert’s form opens and is filed; a refused eval would be heard', async () => {
    const { page, context } = await portal.visit()
    await context.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
      )
    })
    // Loaded again, the listener first (the visit's own load had none).
    const response = await page.reload()
    const policy = response!.headers()['content-security-policy']!
    expect(policy).toContain("script-src 'self'")
    expect(policy).not.toContain('unsafe-eval')

    // The dashboard's alerts, rendered from the client's first answers.
    await dashboardReady(page)
    expect(await page.locator('[data-fk="ComplianceAlertList"] [role="option"]').count()).toBeGreaterThan(0)

    // An alert's detail and its compliance form (rjsf's validator), filed and confirmed.
    await page.getByRole('link', { name: /Silver Fern Fitness Foundation/ }).click()
    await page.getByRole('heading', { level: 1, name: 'Silver Fern Fitness Foundation' }).waitFor()
    await page.getByRole('option', { name: /Annual Report 2026/ }).click()
    await page.getByRole('button', { name: /^Start.*Annual Report 2026/ }).click()
    const form = page.locator('[data-fk="ComplianceForm"]')
    await form.locator('xpath=self::*[@data-state="ready"]').waitFor()
    await form.getByRole('button', { name: 'Submit' }).click()
    // The review (issue 31): signed with the owner's full name, then filed.
    await form.getByLabel(/^Your full name/).fill('Dana Whitfield')
    await form.getByRole('button', { name: 'File now' }).click()
    await form.locator('xpath=self::*[@data-writeback="confirmed"]').waitFor()

    expect(await violations(page)).toEqual([])

    // The listener hears what the package must not do: code made from a string (a timer's, as a
    // page's own script would run it; DevTools' evaluate itself is exempt from the policy). In a
    // second tab of the same session, whose refusal message is not the visited page's console error.
    const control = await context.newPage()
    await control.goto(`${portal.stack.url}/#/`)
    await control.evaluate(() => {
      setTimeout('window.evalRan = true' as unknown as () => void, 0)
    })
    await expect.poll(() => violations(control)).toEqual([expect.stringMatching(/^script-src eval /)])
    await control.close()
  })
})
