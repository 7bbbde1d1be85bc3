// Temporary: screenshots of the states issue 34 touched (not committed).
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright'
import { chromiumPortal, NARROW, WIDE } from './chromiumPortal'
import { placeFormationOrder } from './placeFormationOrder'

const portal = chromiumPortal('shots34')
const OUT = '/tmp/shots34'
const PHASE = 20_000
mkdirSync(OUT, { recursive: true })

type Lang = 'en' | 'es'
type Theme = 'light' | 'dark'
const VARIANTS: [Lang, Theme, { width: number; height: number }][] = [
  ['en', 'light', WIDE],
  ['es', 'dark', NARROW],
  ['en', 'dark', NARROW],
  ['es', 'light', WIDE],
]

async function open(path: string, lang: Lang, theme: Theme, viewport: { width: number; height: number }) {
  const { page } = await portal.visit({ path, viewport, colorScheme: theme })
  await page.evaluate(
    ([l, t]) => {
      localStorage.setItem('acme.language', l!)
      localStorage.setItem('acme.theme', t!)
    },
    [lang, theme],
  )
  await page.reload()
  return page
}
const snap = (page: Page, name: string) => page.screenshot({ path: `${OUT}/${name}.png`, fullPage: true })

describe('shots', () => {
  it('formation tracker states', async () => {
    for (const [lang, theme, vp] of VARIANTS) {
      const guid = await placeFormationOrder(portal.stack.url, 'dana')
      portal.sim.advance(PHASE * 4) // Filing Approved, Awaiting Docs
      const page = await open(`#/formation/${guid}`, lang, theme, vp)
      await page.locator('[data-fk="FormationOrderTracker"][data-state="ready"]').waitFor()
      await page.waitForTimeout(300)
      await snap(page, `tracker-approved-${lang}-${theme}-${vp.width}`)
          }
    for (const [lang, theme, vp] of VARIANTS) {
      const guid = await placeFormationOrder(portal.stack.url, 'dana')
      portal.sim.advance(PHASE * 7) // Complete
      const page = await open(`#/formation/${guid}`, lang, theme, vp)
      await page.locator('[data-fk="FormationOrderTracker"][data-phase="Complete"]').waitFor()
      await page.locator('[data-fk="FormationOrderTracker"] [role="status"]').last().waitFor()
      await page.waitForTimeout(500)
      await snap(page, `tracker-complete-${lang}-${theme}-${vp.width}`)
          }
  })

  it('formation review and RFI', async () => {
    for (const [lang, theme, vp] of VARIANTS) {
      const page = await open('#/formation', lang, theme, vp)
      const cont = () => page.getByRole('button', { name: /^(Continue|Continuar)$/ }).click()
      await page.getByLabel(/^(Type of business|Tipo de empresa)/).selectOption('LLC')
      await page.getByLabel(/^(State of formation|Estado de constitución)/).selectOption('AL')
      await cont()
      await page.getByRole('group', { name: /Packages|Paquetes/ }).getByRole('radio').first().click()
      await cont()
      await page.getByLabel(/^(Phone|Teléfono)/).first().fill('2055550100')
      await cont()
      await page.getByLabel(/^(Company name|Nombre de la empresa)/).fill('Whitfield Analytics')
      await page.getByLabel(/^(Business category|Categoría)/).first().fill('Technology')
      await page.getByLabel(/^(What the business does|A qué se dedica)/).first().fill('Data consulting')
      await snap(page, `form-designator-${lang}-${theme}-${vp.width}`)
      await cont()
      await page.getByLabel(/^(Street address|Dirección)/).first().fill('PO Box 12')
      await page.getByLabel(/^(City|Ciudad)/).first().fill('Birmingham')
      await page.getByLabel(/^(State|Estado)(?! de)/).first().selectOption('AL')
      await page.getByLabel(/^(ZIP code|Código postal)/).first().fill('35203')
      await cont()
      await page.waitForTimeout(300)
      await snap(page, `form-pobox-${lang}-${theme}-${vp.width}`)
      await page.getByLabel(/^(Street address|Dirección)/).first().fill('1 Main St')
      await cont()
      await page.waitForTimeout(300)
      await snap(page, `form-agent-${lang}-${theme}-${vp.width}`)
      for (let i = 0; i < 3; i++) {
        if ((await page.getByRole('button', { name: /Place the order|Hacer el pedido|Realizar el pedido/ }).count()) > 0) break
        await cont()
      }
      await page.waitForTimeout(300)
      await snap(page, `form-review-${lang}-${theme}-${vp.width}`)
          }
  })

  it('tax review, tracker without copy, new company, import fix', async () => {
    for (const [lang, theme, vp] of VARIANTS) {
      const page = await open('#/tax', lang, theme, vp)
      await page.getByLabel(/^(Fill in from one of your companies|Completar con una de sus empresas)/).waitFor()
      await snap(page, `tax-form-${lang}-${theme}-${vp.width}`)
      const picker = page.getByLabel(/^(Fill in from one of your companies|Completar con una de sus empresas)/)
      const value = await picker.locator('option').nth(1).getAttribute('value')
      await picker.selectOption(value!)
      await page.getByLabel(/^(Entity type|Tipo de entidad)/).selectOption('Non-Profit Corporation')
      await page.getByLabel(/^(Tax-exempt status|Exención de impuestos)/).fill('501(c)(3)')
      await page.getByLabel(/^(Amount of the first payroll|Importe de la primera)/).fill('5000')
      await page.getByLabel(/^(First name|Nombre)( \*)?$/).fill('Dana')
      await page.getByLabel(/^(Last name|Apellido)/).fill('Whitfield')
      await page.getByLabel(/^(Title|Cargo)/).fill('Executive Director')
      await page.getByLabel(/^(Date of birth|Fecha de nacimiento)/).fill('1985-04-12')
      await page.getByRole('button', { name: /Review the registration|Revisar el registro/ }).click()
      await page.waitForTimeout(400)
      await snap(page, `tax-review-${lang}-${theme}-${vp.width}`)
      await page.getByRole('button', { name: /Register for payroll taxes|Registrarse/ }).click()
      await page.locator('[data-fk="TaxRegistrationTracker"][data-state="ready"]').waitFor()
      await page.getByText(/What you submitted|Lo que usted envió/).click()
      await page.waitForTimeout(300)
      await snap(page, `tax-tracker-copy-${lang}-${theme}-${vp.width}`)
      const url = page.url()
            const other = await open(new URL(url).hash, lang, theme, vp)
      await other.evaluate(() => sessionStorage.clear())
      await other.reload()
      await other.locator('[data-fk="TaxRegistrationTracker"][data-state="ready"]').waitFor()
      await snap(other, `tax-tracker-nocopy-${lang}-${theme}-${vp.width}`)
      await other.goto(`${portal.stack.url}/#/companies/new`)
      await other.getByRole('heading', { level: 1 }).waitFor()
      await snap(other, `new-company-${lang}-${theme}-${vp.width}`)
      await other.goto(`${portal.stack.url}/#/import`)
      const csv = ['Company Name,EIN,State,Formation Date', 'Zero LLC,00-0000000,Washington,11/28/2026', 'Good LLC,123456789,oregon,Nov 3 2025'].join('\n')
      await other.getByLabel(/Companies file|Archivo de empresas/).setInputFiles({ name: 'c.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
      await other.getByRole('button', { name: /Check the rows|Revisar las filas/ }).click()
      await other.waitForTimeout(400)
      await snap(other, `import-fix-${lang}-${theme}-${vp.width}`)
          }
  })
})
