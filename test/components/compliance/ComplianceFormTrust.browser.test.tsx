import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { afterEach, describe, expect, it } from 'vitest'
import { ComplianceForm } from '../../../components'
import { es } from '../../../components/messages/es'
import type { AlertRecord } from '../../../src/simulator'
import { axeViolations, createComponentHarness } from '../harness'
import { fileNow } from '../fileNow'

// Issue 31: what is filed is what the owner could mean. Required fields marked and refused blank in
// the page's language; each known field checked against its domain by the core's
// checkComplianceAnswers; choices and the service's own values; a count and its blocks agree;
// numbers as people type them, sent as the service expects; a review of exactly what is sent, with
// its price, before "File now"; a restored draft said so, with a way to discard it.

type Harness = ReturnType<typeof createComponentHarness>
type Sections = AlertRecord['forms'][number]['formDefinitions'][number]['sections']
const root = (container: HTMLElement) => container.querySelector('[data-fk="ComplianceForm"]')!

function alertWith(h: Harness, sections: Sections, required: string[] = []) {
  const alert = [...h.sim.state.alerts.values()].find(
    (candidate) => candidate.partnerId === h.partnerId && candidate.open,
  )!
  alert.forms = [alert.forms[0]!]
  const definition = alert.forms[0]!.formDefinitions[0]!
  alert.forms[0]!.formDefinitions = [definition]
  definition.sections = sections
  definition.required = required
  return alert
}

async function ready(container: HTMLElement) {
  await waitFor(() => expect(root(container).getAttribute('data-state')).toBe('ready'), { timeout: 30_000 })
}

const description = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')

async function expectRefused(field: HTMLElement, message: string | RegExp) {
  await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'))
  expect(description(field)).toMatch(message)
}

const sentSections = (h: Harness) => {
  const posts = h.sent('/orders', 'POST')
  const body = JSON.parse(posts.at(-1)!.body!) as {
    complianceForms: { formDefinitions: { sections: Record<string, Record<string, unknown>> }[] }[]
  }
  return body.complianceForms[0]!.formDefinitions[0]!.sections
}

afterEach(() => sessionStorage.clear())

describe('ComplianceForm: a filing an owner can stand behind', () => {
  it('a required field is marked and refused blank, in the page’s language; nothing is sent', async () => {
    const h = createComponentHarness()
    const alert = alertWith(h, {
      EntityState: { EntityName: '', EntityNumber: 'L123', EntityStatus: 'Active' },
    })
    const { container } = h.render(<ComplianceForm alertId={alert.id} />, { messages: es, locale: 'es' })
    await ready(container)
    const name = screen.getByRole('textbox', { name: /Legal company name|Nombre legal/ })
    expect(name).toBeRequired()
    expect(name.closest('.fk-field')!.textContent).toContain('*')
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }))
    await expectRefused(name, 'Este campo es obligatorio.')
    expect(h.sent('/orders', 'POST')).toHaveLength(0)
  })

  it('refuses what cannot be meant — ownership of 150 % and −10 %, negative revenue, a birth in 2030, a minor owner, a year that ends before it starts — and reads "363,000"', async () => {
    const h = createComponentHarness()
    const alert = alertWith(h, {
      BeneficialOwners: {
        Owner1FullName: 'Ada Lovelace',
        Owner1DateOfBirth: '1980-01-01',
        Owner1OwnershipPercent: '60',
      },
      CompanyApplicant: { ApplicantName: 'Grace Hopper', ApplicantDateOfBirth: '1970-01-01' },
      FranchiseTaxInformation: {
        AccountingYearBegin: '2025-01-01',
        AccountingYearEnd: '2025-12-31',
        TotalRevenue: '1000',
      },
    })
    const { container } = h.render(<ComplianceForm alertId={alert.id} />)
    await ready(container)
    const percent = screen.getByLabelText(/^Owner 1: share of ownership/)
    const ownerBirth = screen.getByLabelText(/^Owner 1: date of birth/)
    const applicantBirth = screen.getByLabelText(/^Applicant’s date of birth/)
    const end = screen.getByLabelText(/^Accounting year end/)
    const revenue = screen.getByLabelText(/^Total revenue/)

    await userEvent.fill(percent, '150')
    await userEvent.fill(ownerBirth, '2015-05-05')
    await userEvent.fill(applicantBirth, '2030-01-01')
    await userEvent.fill(end, '2024-12-31')
    await userEvent.fill(revenue, '-5000')
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await expectRefused(percent, 'Enter a percentage from 0 to 100.')
    await expectRefused(ownerBirth, 'This person must be 18 or older.')
    await expectRefused(applicantBirth, 'Enter a date in the past.')
    await expectRefused(end, 'Enter a date after the start.')
    await expectRefused(revenue, 'Enter 0 or more.')
    await userEvent.fill(percent, '-10')
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await expectRefused(percent, 'Enter a percentage from 0 to 100.')
    expect(h.sent('/orders', 'POST')).toHaveLength(0)

    await userEvent.fill(percent, '100')
    await userEvent.fill(ownerBirth, '1990-05-05')
    await userEvent.fill(applicantBirth, '1970-01-01')
    await userEvent.fill(end, '2025-12-31')
    await userEvent.fill(revenue, '363,000')
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await fileNow()
    await waitFor(() => expect(root(container).getAttribute('data-state')).toBe('submitted'))
    // CMP-8: numbers as the service expects them, a numeric string without grouping.
    expect(sentSections(h).FranchiseTaxInformation!.TotalRevenue).toBe('363000')
  })

  it('the kind of report is a choice, the status with the state is read-only, and a count opens as many blocks as it says, each with every field', async () => {
    const h = createComponentHarness()
    const alert = alertWith(h, {
      EntityState: { EntityName: 'Acme LLC', EntityStatus: 'Active' },
      Officers: { OfficerCount: '3', Officer1Name: 'Ada Lovelace', Officer1Title: 'Manager' },
      BeneficialOwners: {
        OwnerCount: '2',
        Owner1FullName: 'Ada Lovelace',
        Owner1DateOfBirth: '1980-01-01',
        Owner2FullName: 'Grace Hopper',
      },
      root: { ReportType: 'Initial Report' },
    })
    const { container } = h.render(<ComplianceForm alertId={alert.id} />)
    await ready(container)
    const kind = screen.getByRole('combobox', { name: /^Kind of report/ })
    expect(
      within(kind)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(expect.arrayContaining(['Initial report', 'Corrected report', 'Updated report']))
    expect(screen.getByLabelText(/^Status with the state/)).toBeDisabled()
    for (const n of [1, 2, 3]) {
      expect(screen.getByLabelText(new RegExp(`^Officer ${n}: full name`))).toBeInTheDocument()
      expect(screen.getByLabelText(new RegExp(`^Officer ${n}: title`))).toBeInTheDocument()
    }
    expect(screen.getByLabelText(/^Owner 2: date of birth/)).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await expectRefused(screen.getByLabelText(/^Officer 2: full name/), 'This field is required.')
    await expectRefused(screen.getByLabelText(/^Owner 2: date of birth/), 'This field is required.')
    expect(h.sent('/orders', 'POST')).toHaveLength(0)
  })

  it('shows exactly what will be sent and its price before "File now"; an edit link goes back to the field; nothing is sent until confirmed', async () => {
    const h = createComponentHarness()
    const alert = alertWith(h, {
      EntityState: { EntityName: 'Acme LLC', EntityNumber: 'L123' },
      FranchiseTaxInformation: { TotalRevenue: '1000', NoTaxDue: false },
    })
    alert.products = [
      { ...alert.products[0]!, productName: 'Franchise Tax Report Preparation', price: 149, quantity: 1 },
    ]
    const { container } = h.render(<ComplianceForm alertId={alert.id} />)
    await ready(container)
    await userEvent.fill(screen.getByLabelText(/^Total revenue/), '363000.00')
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))

    const review = await screen.findByRole('heading', { name: 'Review before filing' })
    await waitFor(() => expect(document.activeElement).toBe(review))
    const section = screen.getByRole('region', { name: 'Franchise tax' })
    expect(section.textContent).toContain('Total revenue (US dollars)')
    expect(section.textContent).toContain('363000')
    expect(section.textContent).toContain('No')
    expect(screen.getByText('Total: $149.00')).toBeInTheDocument()
    // Each value the owner can change has its way back; the entity number is the service's own.
    expect(screen.getByRole('button', { name: 'Edit Legal company name' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Edit Entity number/ })).toBeNull()
    expect(h.sent('/orders', 'POST')).toHaveLength(0)
    expect(await axeViolations(container)).toEqual([])

    await userEvent.click(screen.getByRole('button', { name: 'Edit Total revenue (US dollars)' }))
    const revenue = screen.getByLabelText(/^Total revenue/)
    await waitFor(() => expect(document.activeElement).toBe(revenue))
    await userEvent.fill(revenue, '2,500')
    await userEvent.keyboard('{Enter}')
    await fileNow()
    await waitFor(() => expect(root(container).getAttribute('data-state')).toBe('submitted'))
    expect(h.sent('/orders', 'POST')).toHaveLength(1)
    expect(sentSections(h).FranchiseTaxInformation!.TotalRevenue).toBe('2500')
  })

  it('where the form asks for an electronic signature, the owner types their full name under the statement; name, statement and time are sent', async () => {
    const h = createComponentHarness()
    const alert = alertWith(h, {
      EntityState: { EntityName: 'Acme LLC', EntityNumber: 'L123' },
      root: { ConsentToElectronicFiling: false },
    })
    const { container } = h.render(<ComplianceForm alertId={alert.id} />)
    await ready(container)
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    const signature = await screen.findByRole('region', { name: 'Your electronic signature' })
    expect(signature.textContent).toContain('I sign this filing electronically.')
    await userEvent.click(screen.getByRole('button', { name: 'File now' }))
    const name = within(signature).getByLabelText(/^Your full name/)
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'))
    expect(description(name)).toContain('Type your full name to sign.')
    expect(h.sent('/orders', 'POST')).toHaveLength(0)

    const before = new Date().toISOString()
    await userEvent.fill(name, 'Ada Lovelace')
    await userEvent.click(screen.getByRole('button', { name: 'File now' }))
    await waitFor(() => expect(root(container).getAttribute('data-state')).toBe('submitted'))
    const sent = sentSections(h).root!
    expect(sent).toMatchObject({
      ConsentToElectronicFiling: true,
      ElectronicSignatureName: 'Ada Lovelace',
      ElectronicSignatureStatement:
        'I confirm that the information above is true and complete, and I sign this filing electronically.',
    })
    expect(String(sent.ElectronicSignatureDate) >= before).toBe(true)
  })

  it('a restored draft is announced, with when, and can be discarded; it never held the date of birth', async () => {
    const h = createComponentHarness()
    const alert = alertWith(h, {
      CompanyApplicant: { ApplicantName: 'Grace Hopper', ApplicantDateOfBirth: '1970-01-01' },
    })
    const first = h.render(<ComplianceForm alertId={alert.id} />)
    await ready(first.container)
    await userEvent.fill(screen.getByLabelText(/^Applicant’s full name/), 'Ada Lovelace')
    await userEvent.fill(screen.getByLabelText(/^Applicant’s date of birth/), '1985-04-12')
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('1985')
    first.unmount()

    const again = h.render(<ComplianceForm alertId={alert.id} />)
    await ready(again.container)
    expect(await screen.findByText(/^We kept what you typed on /)).toBeInTheDocument()
    expect(screen.getByLabelText(/^Applicant’s full name/)).toHaveValue('Ada Lovelace')
    expect(screen.getByLabelText(/^Applicant’s date of birth/)).toHaveValue('1970-01-01')
    await userEvent.click(screen.getByRole('button', { name: 'Discard it and start again' }))
    expect(screen.getByLabelText(/^Applicant’s full name/)).toHaveValue('Grace Hopper')
    expect(screen.queryByText(/^We kept what you typed on /)).toBeNull()
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('Ada Lovelace')
  })
})
