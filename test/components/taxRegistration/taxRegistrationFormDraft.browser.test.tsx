import { screen, waitFor, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it } from 'vitest'
import { TaxRegistrationForm, type DraftStorage } from '../../../components'
import { createComponentHarness } from '../harness'

// Issue 22: a reload or a session expiry lost everything typed in the tax registration form. A draft
// now comes back (sessionStorage by default), without the EIN or a date of birth; forgotten once created.

const root = (container: HTMLElement) => container.querySelector('[data-fk="TaxRegistrationForm"]')!
const input = (label: string, scope: HTMLElement = document.body) =>
  within(scope).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`)) as HTMLInputElement
const stored = (storage: Pick<Storage, 'length' | 'key' | 'getItem'> = sessionStorage) =>
  Array.from({ length: storage.length }, (_, index) => storage.getItem(storage.key(index)!) ?? '').join('\n')
/** Review, then send: the form's two presses (issue 34). */
const submit = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Review the registration' }))
  await userEvent.click(await screen.findByRole('button', { name: 'Register for payroll taxes' }))
}

/** A page load: a new simulator seeded alike behind a new provider and cache (refusing the next create if asked). */
function load(element: ReactElement, { refuse = false } = {}) {
  let refusals = refuse ? 1 : 0
  const h = createComponentHarness({
    intercept: (request) =>
      request.method === 'POST' && request.url.includes('tax-reg-50states') && refusals-- > 0
        ? Response.json(
            {
              statusCode: 400,
              message: 'Validation failed.',
              errorMessage: ['The state agency is not taking registrations today'],
              data: null,
            },
            { status: 400 },
          )
        : undefined,
  })
  return { h, ...h.render(element) }
}

/** A valid order, an EIN and a date of birth included: an LLC in California, one member. */
async function fillValid() {
  await userEvent.fill(input('Legal business name'), 'Northwind Traders LLC')
  await userEvent.selectOptions(input('Entity type'), 'LLC')
  await userEvent.fill(input('Employer Identification Number (EIN)'), '12-3456789')
  await userEvent.selectOptions(input('State'), 'CA')
  await userEvent.fill(input('First name'), 'Ada')
  await userEvent.fill(input('Last name'), 'Lovelace')
  await userEvent.selectOptions(input('Title'), 'Member')
  await userEvent.fill(input('Date of birth'), '1985-04-12')
}

describe('TaxRegistrationForm keeps a draft', () => {
  it('fill, reload: the values are back, but the EIN and the date of birth never left memory', async () => {
    const first = load(<TaxRegistrationForm />)
    await fillValid()
    // A second state and a second person: rows the draft adds come back too.
    await userEvent.click(screen.getByRole('button', { name: 'Add a state' }))
    await userEvent.selectOptions(input('State', screen.getByRole('group', { name: 'State 2' })), 'NY')
    await waitFor(() => expect(stored()).toContain('NY'))
    expect(stored()).toContain('Northwind Traders LLC')
    expect(stored()).not.toMatch(/3456789|12-34|1985|04-12/)
    first.unmount()

    load(<TaxRegistrationForm />)
    expect(input('Legal business name').value).toBe('Northwind Traders LLC')
    expect(input('Entity type').value).toBe('LLC')
    expect(input('State', screen.getByRole('group', { name: 'State 1' })).value).toBe('CA')
    expect(input('State', screen.getByRole('group', { name: 'State 2' })).value).toBe('NY')
    expect(input('First name').value).toBe('Ada')
    expect(input('Title').value).toBe('Member')
    expect(input('Employer Identification Number (EIN)').value).toBe('')
    expect(input('Date of birth').value).toBe('')
  })

  it('is kept when the send fails, and cleared once the registration is created', async () => {
    const first = load(<TaxRegistrationForm />, { refuse: true })
    await fillValid()
    await submit()
    await waitFor(() => expect(root(first.container).getAttribute('data-state')).toBe('error'))
    expect(first.h.sent('tax-reg-50states', 'POST')).toHaveLength(1)
    expect(stored()).toContain('Northwind Traders LLC')
    first.unmount()

    const second = load(<TaxRegistrationForm />)
    expect(input('Legal business name').value).toBe('Northwind Traders LLC')
    // The secrets are typed again, as after any reload.
    await userEvent.fill(input('Date of birth'), '1985-04-12')
    await submit()
    await waitFor(() => expect(root(second.container).getAttribute('data-state')).toBe('submitted'))
    await waitFor(() => expect(sessionStorage.length).toBe(0))
    second.unmount()

    load(<TaxRegistrationForm />)
    expect(input('Legal business name').value).toBe('')
  })

  it('a form prefilled for another business keeps its own draft', async () => {
    const first = load(<TaxRegistrationForm defaultValues={{ legalName: 'Northwind Traders LLC' }} />)
    await userEvent.selectOptions(input('Entity type'), 'LLC')
    await waitFor(() => expect(stored()).toContain('LLC'))
    first.unmount()
    const second = load(<TaxRegistrationForm defaultValues={{ legalName: 'Contoso Ltd' }} />)
    expect(input('Entity type').value).toBe('')
    second.unmount()
    load(<TaxRegistrationForm defaultValues={{ legalName: 'Northwind Traders LLC' }} />)
    expect(input('Entity type').value).toBe('LLC')
  })

  it('draftStorage: any Storage-like object; false keeps nothing and restores nothing', async () => {
    const entries = new Map<string, string>()
    const own: DraftStorage & Pick<Storage, 'length' | 'key'> = {
      getItem: (key) => entries.get(key) ?? null,
      setItem: (key, value) => void entries.set(key, value),
      removeItem: (key) => void entries.delete(key),
      get length() {
        return entries.size
      },
      key: (index) => [...entries.keys()][index] ?? null,
    }
    const first = load(<TaxRegistrationForm draftStorage={own} />)
    await userEvent.fill(input('Legal business name'), 'Northwind Traders LLC')
    await waitFor(() => expect(stored(own)).toContain('Northwind'))
    expect(sessionStorage.length).toBe(0)
    first.unmount()

    const second = load(<TaxRegistrationForm draftStorage={own} />)
    expect(input('Legal business name').value).toBe('Northwind Traders LLC')
    second.unmount()

    const third = load(<TaxRegistrationForm draftStorage={false} />)
    expect(input('Legal business name').value).toBe('')
    await fillValid()
    // A state to wait for: the created registration, rendered after every effect of the typing.
    await submit()
    await waitFor(() => expect(root(third.container).getAttribute('data-state')).toBe('submitted'))
    expect(sessionStorage.length).toBe(0)
    expect(stored(own)).not.toContain('Lovelace')
  })

  it('ignores a corrupted or planted draft, member by member: what fits comes back, the rest is the form’s own', async () => {
    const first = load(<TaxRegistrationForm />)
    await userEvent.fill(input('Legal business name'), 'Northwind Traders LLC')
    await waitFor(() => expect(sessionStorage.length).toBe(1))
    const key = sessionStorage.key(0)!
    first.unmount()

    const hostile = [
      'not json {',
      'null',
      '[]',
      '1e999',
      JSON.stringify({ legalName: 42, states: 'CA', parties: [{ firstName: 7 }] }),
      JSON.stringify({ legalName: 'x'.repeat(20_000) }),
      JSON.stringify({ states: Array.from({ length: 1000 }, () => ({ state: 'CA' })) }),
      JSON.stringify({ parties: [{ type: 'INDIVIDUAL', firstName: 'Eve' }, 'not a party'] }),
      `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"legalName":{"__proto__":"x"}}`,
    ]
    for (const value of hostile) {
      sessionStorage.setItem(key, value)
      const again = load(<TaxRegistrationForm />)
      expect(input('Legal business name').value, value.slice(0, 60)).toBe('')
      expect(input('First name').value, value.slice(0, 60)).toBe('')
      expect(screen.getAllByRole('group', { name: /^State \d/ }), value.slice(0, 60)).toHaveLength(1)
      expect(({} as { polluted?: boolean }).polluted).toBeUndefined()
      expect(root(again.container).getAttribute('data-state')).toBe('ready')
      again.unmount()
    }

    // Member by member: the wrong types are dropped, what fits is kept, a planted EIN is not read.
    sessionStorage.setItem(
      key,
      JSON.stringify({
        legalName: 'Contoso Ltd',
        entityType: ['LLC'],
        EIN: '98-7654321',
        states: [{ state: 'TX' }],
      }),
    )
    load(<TaxRegistrationForm />)
    expect(input('Legal business name').value).toBe('Contoso Ltd')
    expect(input('Entity type').value).toBe('')
    expect(input('Employer Identification Number (EIN)').value).toBe('')
    expect(input('State').value).toBe('TX')
  })
})
