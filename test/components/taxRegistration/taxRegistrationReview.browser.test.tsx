import { screen, waitFor, within } from '@testing-library/react'
import { page, userEvent } from 'vitest/browser'
import { afterEach, describe, expect, it } from 'vitest'
import { es, TaxRegistrationForm, TaxRegistrationTracker } from '../../../components'
import type { CreateTaxRegistrationInput } from '../../../hooks'
import { axeViolations, createComponentHarness } from '../harness'
import { createFormationHarness } from '../formationHarness'

// Issue 34: a tax registration the owner can stand behind. A review step shows what will be sent in
// the form's own words before anything is sent; the owner starts from one of their companies; the
// tracker shows the copy in the same words, never the partner's reference, and says where the copy is
// when it has none.

const input = (label: string, scope: HTMLElement = document.body) =>
  within(scope).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`)) as HTMLInputElement
/** The review's value for `label` (a `dt`), as shown. */
const shown = (label: string, scope: HTMLElement = document.body) =>
  [...scope.querySelectorAll('dt')].find((dt) => dt.textContent === label)?.nextElementSibling?.textContent

async function fillNonProfit() {
  await userEvent.fill(input('Legal business name'), 'Harbor Light Community Kitchen')
  await userEvent.selectOptions(input('Entity type'), 'Non-Profit Corporation')
  await userEvent.fill(input('Tax-exempt status'), '501(c)(3)')
  await userEvent.fill(input('Amount of the first payroll (US dollars)'), '5000')
  await userEvent.selectOptions(input('State'), 'CA')
  await userEvent.fill(input('First payroll in this state (US dollars)'), '2500.5')
  await userEvent.fill(input('First name'), 'Ada')
  await userEvent.fill(input('Last name'), 'Lovelace')
  await userEvent.fill(input('Title'), 'Executive Director')
  await userEvent.fill(input('Date of birth'), '1985-04-12')
}

afterEach(async () => {
  await page.viewport(414, 896)
})

describe('TaxRegistrationForm: a review step before anything is sent', () => {
  it('TAX-1: shows what will be sent in the form’s words, amounts in dollars, no reference; changes go back; one send', async () => {
    const h = createComponentHarness()
    const { container } = h.render(<TaxRegistrationForm draftStorage={false} />)
    await fillNonProfit()
    await userEvent.click(screen.getByRole('button', { name: 'Review the registration' }))
    const heading = await screen.findByRole('heading', { name: 'Check what will be sent' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(h.sent('tax-reg-50states')).toHaveLength(0)
    expect(shown('Legal business name')).toBe('Harbor Light Community Kitchen')
    expect(shown('Tax-exempt status')).toBe('501(c)(3)')
    expect(shown('Amount of the first payroll')).toBe('$5,000.00')
    expect(shown('California')).toBe('First payroll here: $2,500.50')
    expect(shown('Name')).toBe('Ada Lovelace')
    expect(container.textContent).not.toMatch(
      /Your reference|pcid|Non profit info|nonProfitInfo|Standard|5000\b/,
    )
    expect(await axeViolations(container)).toEqual([])

    await userEvent.click(screen.getByRole('button', { name: 'Change the details' }))
    const name = input('Legal business name')
    await waitFor(() => expect(document.activeElement).toBe(name))
    await userEvent.fill(name, 'Harbor Light Kitchen')
    await userEvent.click(screen.getByRole('button', { name: 'Review the registration' }))
    await screen.findByRole('heading', { name: 'Check what will be sent' })
    expect(shown('Legal business name')).toBe('Harbor Light Kitchen')
    await userEvent.click(screen.getByRole('button', { name: 'Register for payroll taxes' }))
    await waitFor(() => expect(h.sent('tax-reg-50states', 'POST')).toHaveLength(1))
    const sent = JSON.parse(h.sent('tax-reg-50states', 'POST')[0]!.body!).partnerOrder
    expect(sent.businessDetails.legalName).toBe('Harbor Light Kitchen')
  })

  it('at 1280 px, “501(c)(3)” reads on one line, not one character per line', async () => {
    await page.viewport(1280, 900)
    const h = createComponentHarness()
    h.render(<TaxRegistrationForm draftStorage={false} />)
    await fillNonProfit()
    await userEvent.click(screen.getByRole('button', { name: 'Review the registration' }))
    await screen.findByRole('heading', { name: 'Check what will be sent' })
    const value = [...document.querySelectorAll('dd')].find((dd) => dd.textContent === '501(c)(3)')!
    const range = document.createRange()
    range.selectNodeContents(value)
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
    expect(lines.size).toBe(1)
  })

  it('in Spanish, labels and amounts in Spanish, the page’s currency format', async () => {
    const h = createComponentHarness()
    h.render(<TaxRegistrationForm draftStorage={false} />, { messages: es, locale: 'es-US' })
    await userEvent.fill(await screen.findByLabelText(/^Nombre legal/), 'Harbor Light LLC')
    await userEvent.selectOptions(screen.getByLabelText(/^Tipo de entidad/), 'LLC')
    await userEvent.fill(screen.getByLabelText(/^Importe de la primera nómina/), '5000')
    await userEvent.selectOptions(screen.getByLabelText(/^Estado( \*)?$/), 'CA')
    await userEvent.fill(screen.getByLabelText(/^Nombre( \*)?$/), 'Ada')
    await userEvent.fill(screen.getByLabelText(/^Apellido/), 'Lovelace')
    await userEvent.selectOptions(screen.getByLabelText(/^Cargo/), 'Member')
    await userEvent.fill(screen.getByLabelText(/^Fecha de nacimiento/), '1985-04-12')
    await userEvent.click(screen.getByRole('button', { name: 'Revisar el registro' }))
    await screen.findByRole('heading', { name: 'Revise lo que se enviará' })
    const money = new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' }).format(5000)
    expect(shown('Importe de la primera nómina')).toBe(money)
    expect(document.body.textContent).not.toMatch(/Legal business name|First payroll/)
  })

  it('the owner picks one of their companies: its name, entity type, EIN and home state fill the form', async () => {
    const h = createFormationHarness()
    const companies = await h.client.compliance.listCompanies()
    const company = companies.find((each) => /LLC/.test(each.type ?? '') && each.ein && each.homeState)!
    h.render(<TaxRegistrationForm draftStorage={false} />)
    const picker = await screen.findByLabelText(/^Fill in from one of your companies/)
    await userEvent.selectOptions(picker, company.companyId ?? company.id!)
    expect(input('Legal business name').value).toBe(company.name)
    expect(input('Entity type').value).toBe('LLC')
    expect(input('Employer Identification Number (EIN)').value).toBe(company.ein)
    expect(input('State').value).toBe(company.homeState)
  })
})

const submission = (): CreateTaxRegistrationInput =>
  ({
    orderFilingType: 'Standard',
    pcid: '0123456789abcdef0123456789abcdef',
    accountInfo: { firstPayrollDate: '2026-12-01', firstPayrollAmount: '5000' },
    businessDetails: {
      legalName: 'Harbor Light Community Kitchen',
      entityType: 'Non-Profit Corporation',
      nonProfitInfo: { taxExemptStatus: '501(c)(3)' },
    },
    stateInfo: [{ state: 'CA', firstPayrollAmount: '2500' }],
    responsibleParties: [
      {
        type: 'INDIVIDUAL',
        firstName: 'Ada',
        lastName: 'Lovelace',
        title: 'Director',
        dateOfBirth: '1985-04-12',
      },
    ],
  }) as CreateTaxRegistrationInput

describe('TaxRegistrationTracker: what was submitted, in plain words', () => {
  it('the copy in the form’s words, amounts in dollars, no reference id', async () => {
    const h = createFormationHarness()
    const created = await h.client.taxRegistration.createOrder(submission())
    const { container } = h.render(
      <TaxRegistrationTracker
        orderGuid={created.orderGuid}
        submitted={submission()}
        draftStorage={false}
        poll={false}
      />,
    )
    const summary = await screen.findByText('What you submitted (your copy)')
    await userEvent.click(summary)
    const details = summary.closest('details')!
    expect(shown('Tax-exempt status', details)).toBe('501(c)(3)')
    expect(shown('Amount of the first payroll', details)).toBe('$5,000.00')
    expect(details.textContent).not.toMatch(
      /Your reference|0123456789abcdef|Non profit info|Business details/,
    )
    expect(await axeViolations(container)).toEqual([])
  })

  it('without the copy (another tab or device), it says plainly where the copy is', async () => {
    const h = createFormationHarness()
    const created = await h.client.taxRegistration.createOrder(submission())
    h.render(<TaxRegistrationTracker orderGuid={created.orderGuid} draftStorage={false} poll={false} />)
    expect(
      await screen.findByText(
        /The details you submitted are not shown here: the tax service sends back only the registration’s progress/,
      ),
    ).toBeTruthy()
  })
})
