import { QueryClient } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it, vi } from 'vitest'
import { TaxRegistrationForm, TaxRegistrationTracker } from '../../../components'
import { FilingKitProvider, type CreateTaxRegistrationInput } from '../../../hooks'
import { createPartnerSimulator } from '../../../src/simulator'
import { chooseByKeys } from '../chooseByKeys'
import { axeViolations, createComponentHarness } from '../harness'

const HOUR = 3_600_000

/** Presses Tab until `matches(document.activeElement)`, as a keyboard user would; fails after `limit`. */
async function tabTo(matches: (element: Element) => boolean, limit = 60) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (document.activeElement && matches(document.activeElement))
      return document.activeElement as HTMLElement
    await userEvent.tab()
  }
  throw new Error(`Not reached by Tab: ${document.activeElement?.outerHTML.slice(0, 120)}`)
}
const labelOf = (element: Element) =>
  element.id === '' ? '' : (document.querySelector(`label[for="${element.id}"]`)?.textContent ?? '')
const fieldLabelled = (label: string) => (element: Element) => labelOf(element).replace(/ \*$/, '') === label
const buttonNamed = (name: string) => (element: Element) =>
  element instanceof HTMLButtonElement && (element.getAttribute('aria-label') ?? element.textContent) === name

/** Tabs to the field labelled `label` and types `keys` into it. */
async function typeInto(label: string, keys: string) {
  await tabTo(fieldLabelled(label))
  await userEvent.keyboard(keys)
}

const input = (label: string, scope: HTMLElement = document.body) =>
  within(scope).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`)) as HTMLInputElement
const errorOf = (field: HTMLElement) => {
  if (field.getAttribute('aria-invalid') !== 'true') return undefined
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? []
  return document.getElementById(ids.find((id) => id.endsWith('-error')) ?? '')?.textContent ?? undefined
}

/** Fills a valid order by pointer (the keyboard path has its own test): an LLC in California, one member. */
async function fillValid() {
  await userEvent.fill(input('Legal business name'), 'Northwind Traders LLC')
  await userEvent.selectOptions(input('Entity type'), 'LLC')
  await userEvent.selectOptions(input('State'), 'CA')
  await userEvent.fill(input('First name'), 'Ada')
  await userEvent.fill(input('Last name'), 'Lovelace')
  await userEvent.selectOptions(input('Title'), 'Member')
  await userEvent.fill(input('Date of birth'), '1985-04-12')
}

/** Review, then send: the form's two presses (issue 34). */
async function reviewAndSend() {
  await userEvent.click(screen.getByRole('button', { name: 'Review the registration' }))
  await userEvent.click(await screen.findByRole('button', { name: 'Register for payroll taxes' }))
}

const sentOrder = (body: string | undefined) =>
  (JSON.parse(body ?? '{}') as { partnerOrder: CreateTaxRegistrationInput }).partnerOrder

function FormToTracker({
  onCreated,
}: {
  onCreated: (orderGuid: string, submitted: CreateTaxRegistrationInput) => void
}) {
  const [created, setCreated] = useState<{ orderGuid: string; submitted: CreateTaxRegistrationInput }>()
  return created ? (
    <TaxRegistrationTracker
      orderGuid={created.orderGuid}
      submitted={created.submitted}
      poll={{ initialIntervalMs: 25, factor: 1 }}
    />
  ) : (
    <TaxRegistrationForm
      onCreated={(orderGuid, submitted) => {
        onCreated(orderGuid, submitted)
        setCreated({ orderGuid, submitted })
      }}
    />
  )
}

describe('TaxRegistrationForm', () => {
  it('TAX-1, TAX-2: by keyboard alone, an order for two states goes from the form to its tracker, which shows the account numbers as the simulator’s clock moves', async () => {
    const h = createComponentHarness()
    const onCreated = vi.fn()
    const { container } = h.render(<FormToTracker onCreated={onCreated} />)
    await screen.findByRole('heading', { name: 'Register for payroll taxes' })
    expect(container.querySelector('[data-fk="TaxRegistrationForm"]')!.getAttribute('data-state')).toBe(
      'ready',
    )
    expect(await axeViolations(container)).toEqual([])

    await typeInto('Legal business name', 'Northwind Traders LLC')
    await tabTo(fieldLabelled('Entity type'))
    await chooseByKeys(document.activeElement as HTMLElement, 'LLC')
    expect(input('Entity type').value).toBe('LLC')
    await typeInto('Employer Identification Number (EIN)', '12-3456789')
    await typeInto('Date of the first payroll', '01152027')
    await typeInto('Amount of the first payroll (US dollars)', '2500.00')
    await tabTo(fieldLabelled('State'))
    await chooseByKeys(document.activeElement as HTMLElement, 'California')
    expect(input('State').value).toBe('CA')
    await typeInto('First payroll in this state (US dollars)', '0')
    // A second state: the new row takes the focus.
    await tabTo(buttonNamed('Add a state'))
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(labelOf(document.activeElement!)).toMatch(/^State/))
    await chooseByKeys(document.activeElement as HTMLElement, 'Texas')
    const states = screen.getAllByLabelText(/^State( \*)?$/) as HTMLSelectElement[]
    expect(states.map((select) => select.value)).toEqual(['CA', 'TX'])

    await typeInto('First name', 'Ada')
    await typeInto('Last name', 'Lovelace')
    await tabTo(fieldLabelled('Title'))
    await chooseByKeys(document.activeElement as HTMLElement, 'Member')
    expect(input('Title').value).toBe('Member')
    await typeInto('Date of birth', '04121985')
    expect(input('Date of birth').value).toBe('1985-04-12')

    await tabTo(buttonNamed('Review the registration'))
    await userEvent.keyboard('{Enter}')
    // The review step (issue 34): its heading takes the focus; the send button is a Tab away.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Check what will be sent'))
    await tabTo(buttonNamed('Register for payroll taxes'))
    await userEvent.keyboard('{Enter}')

    // The tracker of the new order, with the partner's own copy.
    const tracker = await waitFor(() => {
      const found = container.querySelector('[data-fk="TaxRegistrationTracker"]')
      expect(found?.getAttribute('data-phase')).toBe('Order Received')
      return found as HTMLElement
    })
    const creates = h.sent('tax-reg-50states/', 'POST')
    expect(creates).toHaveLength(1)
    const sent = sentOrder(creates[0]!.body)
    // TAX-1: {partnerOrder: {orderFilingType, pcid, accountInfo, businessDetails, stateInfo, responsibleParties}}.
    expect(sent).toEqual({
      orderFilingType: 'Standard',
      pcid: expect.stringMatching(/^[0-9a-f]{32}$/),
      accountInfo: { firstPayrollDate: '2027-01-15', firstPayrollAmount: '2500.00' },
      businessDetails: { legalName: 'Northwind Traders LLC', entityType: 'LLC', EIN: '12-3456789' },
      stateInfo: [{ state: 'CA', firstPayrollAmount: '0' }, { state: 'TX' }],
      responsibleParties: [
        {
          type: 'INDIVIDUAL',
          firstName: 'Ada',
          lastName: 'Lovelace',
          title: 'Member',
          dateOfBirth: '1985-04-12',
        },
      ],
    })
    // TAX-2: the partner's copy is what was sent, pcid included; the service keeps none of it readable.
    const [orderGuid, submitted] = onCreated.mock.calls[0]!
    expect(h.sim.state.taxOrders.has(orderGuid)).toBe(true)
    expect(submitted).toEqual(sent)
    expect(tracker.textContent).toContain('No account numbers yet.')
    expect(await axeViolations(container)).toEqual([])

    h.sim.advance(3 * HOUR)
    const accounts = await within(tracker).findByRole('table', { name: 'Account numbers' })
    expect(tracker.getAttribute('data-phase')).toBe('Filing Approved')
    const stateCells = within(accounts)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent)
    expect(new Set(stateCells)).toEqual(new Set(['California', 'Texas']))
    for (const account of h.sim.state.taxOrders.get(orderGuid)!.accounts)
      expect(accounts.textContent).toContain(account.accountNumber)
    expect(await axeViolations(container)).toEqual([])
    // A whole form by keyboard (each Tab a round trip to Playwright), axe and the tracker: 16.5 s
    // as the file's cold first test at load 12 on 2 cores (past the default 15 s); 60 s is over 3x.
  }, 60_000)

  it('TAX-5: offers the titles of the entity type, refuses Officer for a corporation as the user types, and sends nothing', async () => {
    const h = createComponentHarness()
    h.render(<TaxRegistrationForm />)
    await fillValid()
    const optionsOf = () => [...input('Title').querySelectorAll('option')].map((option) => option.value)
    expect(optionsOf()).toEqual(['', 'Member', 'Manager'])
    await userEvent.selectOptions(input('Entity type'), 'C-Corp')
    expect(optionsOf()).toEqual([
      '',
      'Member',
      'Director',
      'President',
      'Secretary',
      'Treasurer',
      'Vice President',
      'CEO',
    ])
    // The LLC's title stays visible, in error, until changed.
    expect(errorOf(input('Title'))).toBe(
      'This title is not accepted for the entity type C corporation. Choose Director, President, Secretary, Treasurer, Vice President, or CEO.',
    )

    // A partnership takes any title; typed "Officer" is refused the moment the business is a corporation.
    await userEvent.selectOptions(input('Entity type'), 'Partnership')
    await userEvent.fill(input('Title'), 'Officer')
    expect(errorOf(input('Title'))).toBeUndefined()
    await userEvent.selectOptions(input('Entity type'), 'S-Corp')
    expect(input('Title').value).toBe('Officer')
    expect(errorOf(input('Title'))).toMatch(
      /^This title is not accepted for the entity type S corporation\. Choose Director,/,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Review the registration' }))
    await waitFor(() => expect(document.activeElement).toBe(input('Title')))
    expect(h.sent('tax-reg-50states')).toHaveLength(0)

    await userEvent.selectOptions(input('Title'), 'President')
    expect(errorOf(input('Title'))).toBeUndefined()
    await reviewAndSend()
    await waitFor(() => expect(h.sent('tax-reg-50states', 'POST')).toHaveLength(1))
    expect(sentOrder(h.sent('tax-reg-50states', 'POST')[0]!.body).responsibleParties[0]).toMatchObject({
      title: 'President',
    })
  })

  it('TAX-3: a person needs a date of birth — the error lands on the field, focused, nothing sent; a business needs none', async () => {
    const h = createComponentHarness()
    const { container } = h.render(<TaxRegistrationForm />)
    await fillValid()
    await userEvent.fill(input('Date of birth'), '')
    await userEvent.click(screen.getByRole('button', { name: 'Review the registration' }))
    const dateOfBirth = input('Date of birth')
    await waitFor(() =>
      expect(errorOf(dateOfBirth)).toBe('Enter the date of birth: it is required for a person.'),
    )
    expect(document.activeElement).toBe(dateOfBirth)
    expect(screen.getByRole('alert').textContent).toBe('Please correct the highlighted fields.')
    expect(h.sent('tax-reg-50states')).toHaveLength(0)
    expect(await axeViolations(container)).toEqual([])

    await userEvent.click(screen.getByLabelText('A business'))
    expect(screen.queryByLabelText(/^Date of birth/)).toBeNull()
    expect(errorOf(input('Business name'))).toBe('This field is required.')
    await userEvent.fill(input('Business name'), 'Northwind Holdings Inc.')
    await reviewAndSend()
    await waitFor(() => expect(h.sent('tax-reg-50states', 'POST')).toHaveLength(1))
    expect(sentOrder(h.sent('tax-reg-50states', 'POST')[0]!.body).responsibleParties).toEqual([
      { type: 'BUSINESS', businessName: 'Northwind Holdings Inc.', title: 'Member' },
    ])
  })

  it('TAX-4: a non-profit corporation is asked for its tax-exempt status and sends it as nonProfitInfo', async () => {
    const h = createComponentHarness()
    h.render(<TaxRegistrationForm />)
    await fillValid()
    expect(screen.queryByLabelText(/^Tax-exempt status/)).toBeNull()
    await userEvent.selectOptions(input('Entity type'), 'Non-Profit Corporation')
    await userEvent.fill(input('Title'), 'Executive Director')
    const status = input('Tax-exempt status')
    expect(status.required).toBe(true)
    await userEvent.click(screen.getByRole('button', { name: 'Review the registration' }))
    await waitFor(() =>
      expect(errorOf(status)).toBe(
        'Enter the tax-exempt status: it is required for a non-profit corporation.',
      ),
    )
    expect(document.activeElement).toBe(status)
    expect(h.sent('tax-reg-50states')).toHaveLength(0)
    await userEvent.fill(status, '501(c)(3)')
    expect(errorOf(status)).toBeUndefined()
    await reviewAndSend()
    await waitFor(() => expect(h.sent('tax-reg-50states', 'POST')).toHaveLength(1))
    expect(sentOrder(h.sent('tax-reg-50states', 'POST')[0]!.body).businessDetails).toEqual({
      legalName: 'Northwind Traders LLC',
      entityType: 'Non-Profit Corporation',
      nonProfitInfo: { taxExemptStatus: '501(c)(3)' },
    })
  })

  it('TAX-6, TAX-7: EIN as nine digits (sent as NN-NNNNNNN, a prefix the IRS issues) and no negative payroll, checked as the user types', async () => {
    const h = createComponentHarness()
    const { container } = h.render(<TaxRegistrationForm />)
    const ein = input('Employer Identification Number (EIN)')
    await userEvent.fill(ein, '12-345678')
    expect(errorOf(ein)).toBe('Enter the EIN as two digits, a hyphen and seven digits, e.g. 12-3456789.')
    // One EIN rule (issue 34): the nine digits typed bare are the same EIN, written NN-NNNNNNN when sent.
    await userEvent.fill(ein, '123456789')
    expect(errorOf(ein)).toBeUndefined()
    // Well formed, but a prefix the IRS never issues: a typo, refused before the service sees it.
    await userEvent.fill(ein, '00-3456789')
    expect(errorOf(ein)).toBe('No EIN starts with these two digits: check the number on the IRS letter.')
    await userEvent.fill(ein, '12-3456789')
    expect(errorOf(ein)).toBeUndefined()

    const amount = input('Amount of the first payroll (US dollars)')
    await userEvent.fill(amount, '-1')
    expect(errorOf(amount)).toBe('The amount cannot be negative.')
    const stateAmount = input('First payroll in this state (US dollars)')
    await userEvent.fill(stateAmount, '-0.01')
    expect(errorOf(stateAmount)).toBe('The amount cannot be negative.')
    await userEvent.fill(stateAmount, 'lots')
    expect(errorOf(stateAmount)).toBe('Enter an amount in dollars, e.g. 2500.00.')
    expect(await axeViolations(container)).toEqual([])
    await userEvent.fill(amount, '0')
    await userEvent.fill(stateAmount, '1250.50')
    expect(errorOf(amount)).toBeUndefined()
    expect(errorOf(stateAmount)).toBeUndefined()
    // Other fields are not in error before they are used.
    expect(errorOf(input('Legal business name'))).toBeUndefined()
    expect(h.sent('tax-reg-50states')).toHaveLength(0)
  })

  it('adds and removes states and responsible parties; the focus follows the rows', async () => {
    const h = createComponentHarness()
    const { container } = h.render(<TaxRegistrationForm />)
    await userEvent.click(screen.getByRole('button', { name: 'Add a responsible party' }))
    const types = () => screen.getAllByLabelText('A person')
    await waitFor(() => expect(document.activeElement).toBe(types()[1]))
    expect(screen.getByRole('group', { name: 'Responsible party 2' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Add a state' }))
    await userEvent.click(screen.getByRole('button', { name: 'Remove state 1' }))
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a state' })),
    )
    expect(screen.queryByRole('button', { name: /^Remove state/ })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Remove responsible party 1' }))
    expect(screen.queryByRole('group', { name: 'Responsible party 2' })).toBeNull()
    expect(await axeViolations(container)).toEqual([])
  })

  it('BF-3: never creates twice — a double click and a remount while in flight send one order, and the remounted form shows it', async () => {
    const h = createComponentHarness()
    const onCreated = vi.fn()
    const release = h.hold('tax-reg-50states/')
    const first = h.render(<TaxRegistrationForm onCreated={onCreated} />)
    await fillValid()
    await userEvent.click(screen.getByRole('button', { name: 'Review the registration' }))
    await userEvent.dblClick(await screen.findByRole('button', { name: 'Register for payroll taxes' }))
    const root = () => document.querySelector('[data-fk="TaxRegistrationForm"]')!
    await waitFor(() => expect(root().getAttribute('data-state')).toBe('submitting'))
    expect(screen.getByRole('button', { name: 'Registering…' }).getAttribute('aria-busy')).toBe('true')
    first.unmount()

    h.render(<TaxRegistrationForm />)
    await waitFor(() => expect(root().getAttribute('data-state')).toBe('submitting'))
    // Busy, not disabled (it keeps the focus): pressing it again sends nothing.
    screen.getByRole('button', { name: 'Registering…' }).focus()
    await userEvent.keyboard('{Enter}')
    release()
    const created = await screen.findByRole('status')
    // Shown by a form that did not send it: no name to give, and never the order id.
    expect(created.textContent).toMatch(/^Your tax registration is created\./)
    expect(created.textContent).not.toMatch(/801|order/i)
    expect(root().getAttribute('data-state')).toBe('submitted')
    expect(h.sent('tax-reg-50states/', 'POST')).toHaveLength(1)
    // The form that sent it hands over the copy, even though it unmounted.
    expect(onCreated).toHaveBeenCalledTimes(1)

    // Starting another registration is a deliberate step.
    await userEvent.click(screen.getByRole('button', { name: 'Register another business' }))
    expect(root().getAttribute('data-state')).toBe('ready')
    expect(input('Legal business name').value).toBe('')
  })

  it('BF-3: a host callback that throws does not turn a created order into a failure; the owner reads the business by name, never the order id', async () => {
    const h = createComponentHarness()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    let orderGuid = ''
    h.render(
      <TaxRegistrationForm
        onCreated={(guid) => {
          orderGuid = guid
          throw new Error('host bug')
        }}
      />,
    )
    await fillValid()
    await reviewAndSend()
    const status = await screen.findByRole('status')
    expect(status.textContent).toMatch(/^Your tax registration for Northwind Traders LLC is created\./)
    expect(orderGuid).not.toBe('')
    expect(status.textContent).not.toContain(orderGuid)
    expect(status.textContent).not.toMatch(/\border\b/i)
    expect(h.sent('tax-reg-50states/', 'POST')).toHaveLength(1)
    expect(error).toHaveBeenCalledWith('filing-kit: TaxRegistrationForm onCreated threw', expect.any(Error))
    error.mockRestore()
  })

  it('BF-3: an unknown outcome is said in plain words with its reference, and resolves by itself under the same reference', async () => {
    const h = createComponentHarness()
    h.sim.failNext('taxRegistration.createOrder', 503)
    // The hook's own resends held back (the provider's `resend`) until the unknown state is seen: its
    // 5 s wait was a race against this machine's speed, and the test's longest part.
    const view = h.render(<TaxRegistrationForm />, { resend: { attempts: 0 } })
    const { container } = view
    await fillValid()
    await reviewAndSend()
    const warning = await screen.findByText('We do not know whether the registration was created')
    const box = warning.closest('.fk-alert') as HTMLElement
    // Announced (inside a live region), and the focus, whose field is now locked, goes to the top.
    expect(box.closest('[aria-live]')).not.toBeNull()
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'Register for payroll taxes' }),
      ),
    )
    const pcid = sentOrder(h.sent('tax-reg-50states/', 'POST')[0]!.body).pcid!
    expect(box.textContent).toContain(`Its reference is ${pcid}.`)
    expect(container.querySelector('[data-fk="TaxRegistrationForm"]')!.getAttribute('data-state')).toBe(
      'error',
    )
    const submit = screen.getByRole('button', { name: 'Register for payroll taxes' }) as HTMLButtonElement
    expect(submit.disabled).toBe(true)
    // Still on the review step: nothing can be changed or sent until the owner has checked.
    expect((screen.getByRole('button', { name: 'Change the details' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
    expect(await axeViolations(container)).toEqual([])
    expect(h.sent('tax-reg-50states/', 'POST')).toHaveLength(1)

    // Issue 32: sent again by itself under the same reference (the proxy's key for it) — the same
    // form, its resends allowed after a short wait.
    view.rerender(<TaxRegistrationForm />, { resend: { firstDelayMs: 50 } })
    await screen.findByText(/^Your tax registration for Northwind Traders LLC is created/)
    const creates = h.sent('tax-reg-50states/', 'POST')
    expect(creates).toHaveLength(2)
    expect(sentOrder(creates[1]!.body).pcid).toBe(pcid)
  })

  it('BF-10: a refusal that names a field lands on that field, focused, and clears as the user corrects it', async () => {
    const sim = createPartnerSimulator({ seed: 1 })
    const viaProxy = sim.viaProxy()
    const fetch: typeof globalThis.fetch = async (request, init) => {
      const forwarded = new Request(request, init)
      if (forwarded.method === 'POST' && forwarded.url.includes('tax-reg-50states'))
        return new Response(
          JSON.stringify({
            statusCode: 400,
            message: 'Validation failed.',
            errorMessage: ['responsibleParties[0].lastName is not accepted by the state agency'],
            data: null,
          }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        )
      return viaProxy(forwarded)
    }
    const { container } = render(
      <FilingKitProvider
        fetch={fetch}
        baseUrl="/api/partner"
        partnerId={sim.partners[0]!.partnerId}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <TaxRegistrationForm />
      </FilingKitProvider>,
    )
    await fillValid()
    await reviewAndSend()
    // The review step stays until the refusal comes back; then the form returns with the field.
    const lastName = await waitFor(() => input('Last name'))
    await waitFor(() =>
      // The service's words, its path replaced by the field's label.
      expect(errorOf(lastName)).toBe('Last name is not accepted by the state agency'),
    )
    expect(document.activeElement).toBe(lastName)
    expect(screen.getByRole('alert').textContent).toBe('Please correct the highlighted fields.')
    expect(container.querySelector('[data-fk="TaxRegistrationForm"]')!.getAttribute('data-state')).toBe(
      'error',
    )
    expect(await axeViolations(container)).toEqual([])
    await userEvent.fill(lastName, 'King')
    expect(errorOf(lastName)).toBeUndefined()
  })
})
