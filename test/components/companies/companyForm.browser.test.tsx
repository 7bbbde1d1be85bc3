import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { CompanyForm } from '../../../components'
import { axeViolations } from '../harness'
import { createCompaniesHarness } from '../companiesHarness'

const root = (container: HTMLElement) => container.querySelector('[data-fk="CompanyForm"]')!
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement
const errorOf = (input: HTMLElement) => document.getElementById(`${input.id}-error`)?.textContent

// Real Chromium: these tests wait for what the user sees; React's act() warnings (the virtualised
// table measures itself after every render) are noise here. Set after Testing Library's own beforeAll.
beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
})

describe('CompanyForm', () => {
  it('CMP-3: only the name is required; a bad EIN, URL, ZIP and notice email are each shown on their field before anything is sent', async () => {
    const h = createCompaniesHarness()
    const { container } = h.render(<CompanyForm />)
    expect(root(container).getAttribute('data-state')).toBe('ready')
    expect(await axeViolations(container)).toEqual([])

    await userEvent.click(screen.getByRole('button', { name: 'Add company' }))
    const name = field(/Company legal name/)
    await waitFor(() => expect(document.activeElement).toBe(name))
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(errorOf(name)).toBe('Enter the company’s legal name.')

    await userEvent.fill(name, 'Acme Widgets LLC')
    await userEvent.fill(field(/^EIN/), '123-45-6789')
    await userEvent.fill(field(/^Website/), 'acme.example')
    await userEvent.fill(field(/Compliance notice email/), 'not-an-email')
    await userEvent.fill(field(/^ZIP code/), '9410')
    await userEvent.click(screen.getByRole('button', { name: 'Add company' }))
    const ein = field(/^EIN/)
    await waitFor(() => expect(document.activeElement).toBe(ein))
    expect(errorOf(ein)).toBe('Enter the EIN as 12-3456789.')
    expect(errorOf(field(/^Website/))).toMatch(/full web address/)
    expect(errorOf(field(/Compliance notice email/))).toMatch(/email address/)
    expect(errorOf(field(/^ZIP code/))).toMatch(/5-digit ZIP/)
    expect(errorOf(name)).toBeUndefined()
    expect(await axeViolations(container)).toEqual([])
    expect(h.created()).toHaveLength(0)
  })

  it('CMP-3: a valid company — states from the list, every field of spec 2.4 — is created once by keyboard alone, shows it by name (never its companyId) with its PCID, calls onCreated', async () => {
    const h = createCompaniesHarness()
    const onCreated = vi.fn()
    const { container } = h.render(<CompanyForm onCreated={onCreated} defaultValues={{ PCID: 'CRM-0042' }} />)
    await userEvent.click(field(/Company legal name/))
    await userEvent.keyboard('Acme Widgets LLC')
    await userEvent.fill(field(/^EIN/), '12-3456789')
    await userEvent.fill(field(/^Entity type/), 'LLC')
    await userEvent.fill(field(/^Formation date/), '2021-06-15')
    await userEvent.selectOptions(field(/^Home state/), 'DE')
    await userEvent.fill(field(/^State filing number/), '7654321')
    await userEvent.fill(field(/^Website/), 'https://acme.example')
    await userEvent.fill(field(/^Street$/), '1 Market St')
    await userEvent.fill(field(/^City/), 'San Francisco')
    await userEvent.selectOptions(field(/^Address state/), 'CA')
    await userEvent.fill(field(/^ZIP code/), '94105')
    await userEvent.fill(field(/Compliance notice email/), 'notices@acme.example')
    // Enter in a field submits; pressed twice, it still creates one company.
    field(/^ZIP code/).focus()
    await userEvent.keyboard('{Enter}{Enter}')

    const status = await screen.findByRole('status')
    const company = h.created()
    expect(company).toHaveLength(1)
    // The owner's words: the company by the name they typed, never the service's id (onCreated has it).
    expect(status.textContent).toContain('Acme Widgets LLC is added.')
    expect(status.textContent).not.toContain(company[0]!.id)
    expect(status.textContent).not.toMatch(/company id/i)
    expect(status.textContent).toContain('Your reference: CRM-0042')
    expect(company[0]).toMatchObject({
      name: 'Acme Widgets LLC',
      ein: '12-3456789',
      type: 'LLC',
      formationDate: '2021-06-15',
      homeState: 'DE',
      filingnumber: '7654321',
      website: 'https://acme.example',
      PCID: 'CRM-0042',
      businessAddress: {
        street: '1 Market St',
        city: 'San Francisco',
        state: 'CA',
        zip: '94105',
        email: 'notices@acme.example',
      },
    })
    expect(onCreated).toHaveBeenCalledWith({ companyId: company[0]!.id, PCID: 'CRM-0042' })
    expect(root(container).getAttribute('data-state')).toBe('submitted')
    expect(await axeViolations(container)).toEqual([])

    await userEvent.click(screen.getByRole('button', { name: 'Add another company' }))
    await waitFor(() => expect(document.activeElement).toBe(field(/Company legal name/)))
    expect(field(/Company legal name/).value).toBe('')
  })

  it("CMP-3: the service's validation message lands on the field it names, and the form stays usable", async () => {
    const h = createCompaniesHarness()
    h.refuseNewCompanies()
    const { container } = h.render(<CompanyForm />)
    await userEvent.fill(field(/Company legal name/), 'Acme Widgets LLC')
    await userEvent.fill(field(/^EIN/), '12-3456789')
    await userEvent.click(screen.getByRole('button', { name: 'Add company' }))
    const ein = field(/^EIN/)
    await waitFor(() => expect(errorOf(ein)).toBe('EIN is already registered to another company'))
    expect(ein.getAttribute('aria-invalid')).toBe('true')
    await waitFor(() => expect(document.activeElement).toBe(ein))
    expect(within(container).getByRole('alert').textContent).toMatch(/correct the highlighted fields/)
    expect(root(container).getAttribute('data-state')).toBe('error')
    expect(await axeViolations(container)).toEqual([])
  })

  it('hostile text in a company name is shown as text, never as markup', async () => {
    const h = createCompaniesHarness()
    const hostile = '<img src=x onerror="window.__fkPwned=1">Evil & Co'
    const { container } = h.render(<CompanyForm />)
    await userEvent.fill(field(/Company legal name/), hostile)
    await userEvent.click(screen.getByRole('button', { name: 'Add company' }))
    const status = await screen.findByRole('status')
    expect(status.textContent).toContain(hostile)
    expect(container.querySelector('img')).toBeNull()
    expect((window as { __fkPwned?: number }).__fkPwned).toBeUndefined()
  })
})
