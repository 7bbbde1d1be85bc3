// Issue 31: in Firefox, typing "Dec 31 2025" into a compliance form's date field sent `0025-03-12`.
// A date is now entered the same way as in Chromium (the browser's date input, within 1900–2100), and
// what the field cannot read as the date typed is refused on the field: nothing is sent, no review
// opens. Typed as the input takes it (month, day, year), the date is what the review shows.
import { firefoxSuite } from './firefoxPortal'

const suite = firefoxSuite()
const form = { css: '[data-fk="ComplianceForm"]' }

describe('a compliance date in Firefox', () => {
  it('"Dec 31 2025" typed into the effective date is refused on the field, nothing is sent; 12 31 2025 is reviewed as Dec 31, 2025', async () => {
    const dana = await suite.signIn()
    await dana.click({ role: 'link', name: /Silver Fern Fitness Foundation/ })
    await dana.find({ role: 'heading', level: 1, name: 'Silver Fern Fitness Foundation' })
    await dana.click({ role: 'option', name: /Registered Agent 2026/ })
    await dana.click({ role: 'button', name: /^Start.*Registered Agent 2026/ })
    await dana.state('[data-fk="ComplianceForm"][data-state="ready"]')

    const date = await dana.find({ label: /^Effective date/, within: form })
    await date.focus()
    await dana.page.keyboard.type('Dec 31 2025')
    await dana.click({ role: 'button', name: 'Submit', within: form })
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
    expect(await dana.count({ role: 'button', name: 'File now', within: form })).toBe(0)
    expect(await dana.count({ css: '[data-fk="ComplianceForm"][data-state="submitted"]' })).toBe(0)

    // Typed as the date input takes it: month, day, year.
    await date.focus()
    await dana.page.keyboard.type('12312025')
    await dana.click({ role: 'button', name: 'Submit', within: form })
    const review = { role: 'region', name: 'Registered agent', within: form }
    await dana.find({ text: /Dec 31, 2025/, within: review })
    await dana.find({ role: 'button', name: 'File now', within: form })
  })
})
