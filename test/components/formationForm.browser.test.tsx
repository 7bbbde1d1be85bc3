import { screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it, vi } from 'vitest'
import { FormationOrderForm, FormationOrderTracker, type FormationOrderFormProps } from '../../components'
import { initialSelection, type FormationFormDefaults, type FormationPackage } from '../../src/index'
import { chooseByKeys } from './chooseByKeys'
import { axeViolations, renderInShadowRoot } from './harness'
import { createFormationHarness, FAST_POLL, formationRefusal, PHASE_MS, tabTo } from './formationHarness'

/** Alabama LLC packages' levels, in the service's order. */
const LEVELS = ['Basic', 'Deluxe', 'Complete']

type Harness = ReturnType<typeof createFormationHarness>
const root = (container: HTMLElement) => container.querySelector('[data-fk="FormationOrderForm"]')!
const stepHeading = () => screen.getByRole('heading', { level: 3 })

/** Alabama LLC packages, in the service's order. */
async function alabamaPackages(h: Harness): Promise<FormationPackage[]> {
  const result = await h.client.formation.getPackages({ entityType: 'LLC', state: 'Alabama' })
  return result.packageCollection[0]!.productPackages
}

/** Every step filled in, the first package with its preselected options. */
async function filledDefaults(h: Harness, more: FormationFormDefaults = {}): Promise<FormationFormDefaults> {
  const [basic] = await alabamaPackages(h)
  return {
    entityType: 'LLC',
    state: 'AL',
    packageId: basic!.id,
    selection: initialSelection(basic!),
    contact: {
      contactFirstName: 'Ada',
      contactLastName: 'Lovelace',
      contactEmail: 'ada@example.com',
      contactPhone: '2055550100',
    },
    companyInfo: {
      companyDesiredName: 'Analytical Engines LLC',
      companyBusinessCategory: 'Technology',
      companyBusinessDescription: 'Software consulting',
    },
    businessAddress: {
      businessAddressAddress1: '1 Main St',
      businessAddressCity: 'Birmingham',
      businessAddressState: 'AL',
      businessAddressZip: '35203',
    },
    ...more,
  }
}

/** Presses Continue until the review step shows. */
async function continueToReview() {
  for (let step = 0; step < 8; step += 1) {
    if (/Review and place the order/.test(stepHeading().textContent ?? '')) return
    const before = stepHeading().textContent
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(stepHeading().textContent).not.toBe(before))
  }
  throw new Error('never reached the review step')
}

/**
 * Watches `field` through a refused submit: at every moment a reader could look — each DOM change
 * (a MutationObserver runs right after it, before any later task) and each focus move — the field is
 * marked `aria-invalid` exactly when it has the focus. `stop()` gives the moments it was not.
 */
function watchErrorAndFocus(field: () => Element | null) {
  const seen: string[] = []
  const look = (when: string) => {
    const target = field()
    if (!target) return
    const invalid = target.getAttribute('aria-invalid') === 'true'
    const focused = document.activeElement === target
    if (invalid !== focused) seen.push(`${when}: aria-invalid ${invalid}, focused ${focused}`)
  }
  const observer = new MutationObserver(() => look('DOM changed'))
  observer.observe(document.body, { subtree: true, childList: true, attributes: true })
  const onFocus = () => look('focus moved')
  document.addEventListener('focusin', onFocus)
  return () => {
    observer.disconnect()
    document.removeEventListener('focusin', onFocus)
    return seen
  }
}

/** The form, then the tracker of the order it created (as a portal page would do). */
function FormThenTracker(props: FormationOrderFormProps) {
  const [orderGuid, setOrderGuid] = useState<string | null>(null)
  return orderGuid ? (
    <FormationOrderTracker orderGuid={orderGuid} poll={FAST_POLL} />
  ) : (
    <FormationOrderForm
      {...props}
      onCreated={(guid) => {
        props.onCreated?.(guid)
        setOrderGuid(guid)
      }}
    />
  )
}

/** Focus a field with Tab, then type into it, or choose the option named `text` if it is a select. */
async function typeInto(field: HTMLElement, text: string) {
  await tabTo(field)
  if (field instanceof HTMLSelectElement) await chooseByKeys(field, text)
  else await userEvent.keyboard(text)
}

describe('FormationOrderForm', () => {
  it('BF-1, BF-2: from the form to a tracker that moves with the simulator’s clock, an RFI answered on the way — keyboard alone, zero axe violations', async () => {
    const h = createFormationHarness({ rfi: true })
    const onCreated = vi.fn()
    const { container } = h.render(<FormThenTracker onCreated={onCreated} />)
    const next = () => screen.getByRole('button', { name: 'Continue' })

    // Type and state: a select answers to the letter pressed while it has the focus.
    await typeInto(screen.getByLabelText(/^Type of business/), 'LLC')
    await typeInto(screen.getByLabelText(/^State of formation/), 'Alabama')
    expect((screen.getByLabelText(/^State of formation/) as HTMLSelectElement).value).toBe('AL')
    expect(await axeViolations(container)).toEqual([])
    await tabTo(next())
    await userEvent.keyboard('{Enter}')

    // Packages: full state name on the wire (BF-1), cards in the service's order.
    await screen.findByRole('group', { name: 'Packages' })
    expect(h.sent('/package?', 'GET')[0]!.path).toContain('state=Alabama')
    const packages = await alabamaPackages(h)
    const cards = within(screen.getByRole('group', { name: 'Packages' })).getAllByRole('radio')
    // Named by their level: the entity type ("Limited Liability Company (LLC) - …") was the first step.
    expect(packages.map((pkg) => pkg.name)).toEqual(
      LEVELS.map((level) => `Limited Liability Company (LLC) - ${level}`),
    )
    expect(cards.map((card) => card.closest('label')!.textContent)).toEqual(
      LEVELS.map((level) => `${level} package`),
    )
    await tabTo(cards[0]!)
    await userEvent.keyboard(' ')
    const express = await screen.findByRole('radio', { name: /^Express Filing/ })
    await tabTo(screen.getByRole('radio', { name: /^Standard Filing/ }))
    await userEvent.keyboard('{ArrowDown}')
    await waitFor(() => expect(express).toBeChecked())
    const totalText = screen.getByText(/^Total: /).textContent!
    expect(await axeViolations(container)).toEqual([])
    await tabTo(next())
    await userEvent.keyboard('{Enter}')

    // Contact, company, address.
    await typeInto(await screen.findByLabelText(/^First name/), 'Ada')
    await typeInto(screen.getByLabelText(/^Last name/), 'Lovelace')
    await typeInto(screen.getByLabelText(/^Email/), 'ada@example.com')
    await typeInto(screen.getByLabelText(/^Phone/), '2055550100')
    await tabTo(next())
    await userEvent.keyboard('{Enter}')
    await typeInto(await screen.findByLabelText(/^Company name/), 'Analytical Engines LLC')
    await typeInto(screen.getByLabelText(/^Business category/), 'Technology')
    await typeInto(screen.getByLabelText(/^What the business does/), 'Software consulting')
    await tabTo(next())
    await userEvent.keyboard('{Enter}')
    await typeInto(await screen.findByLabelText(/^Street address/), '1 Main St')
    await typeInto(screen.getByLabelText(/^City/), 'Birmingham')
    await typeInto(screen.getByLabelText(/^State/), 'Alabama')
    await typeInto(screen.getByLabelText(/^ZIP code/), '35203')
    await tabTo(next())
    await userEvent.keyboard('{Enter}')
    // The service as registered agent, no responsible party: the recommended defaults.
    await waitFor(() => expect(stepHeading().textContent).toContain('Registered agent'))
    await tabTo(next())
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(stepHeading().textContent).toContain('Responsible party'))
    await tabTo(next())
    await userEvent.keyboard('{Enter}')

    // Review, then create (BF-2).
    await waitFor(() => expect(stepHeading().textContent).toContain('Review and place the order'))
    expect(screen.getByRole('region', { name: 'Contact' }).textContent).toContain('ada@example.com')
    expect(screen.getAllByText(totalText).length).toBeGreaterThan(0)
    expect(await axeViolations(container)).toEqual([])
    await tabTo(screen.getByRole('button', { name: 'Place the order' }))
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1))
    const [create] = h.sent('/create-order', 'POST')
    const sent = JSON.parse(create!.body!).partnerOrder
    expect(sent.pcid).toMatch(/^[0-9a-f]{32}$/)
    expect(sent).toMatchObject({
      businessStructureType: 'LLC',
      businessStateInitial: 'AL',
      packageId: packages[0]!.id,
    })
    const orderGuid = onCreated.mock.calls[0]![0] as string
    const record = h.sim.state.formationOrders.get(orderGuid)!
    // The total shown is the total sent is the total the service priced.
    expect(totalText).toBe(
      `Total: $${Number(sent.orderTotalPrice)
        .toFixed(2)
        .replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`,
    )
    expect(record.orderTotal).toBe(Number(sent.orderTotalPrice))
    expect(record.filingType).toBe('Express')

    // The tracker takes over and follows the clock; the RFI is answered with the keyboard.
    const tracker = () => container.querySelector('[data-fk="FormationOrderTracker"]')!
    await waitFor(() => expect(tracker().getAttribute('data-phase')).toBe('Order Received'))
    h.sim.advance(PHASE_MS * 3)
    const answer = await screen.findByRole('button', { name: 'Answer the request' })
    await tabTo(answer)
    await userEvent.keyboard('{Enter}')
    await tabTo(await screen.findByLabelText(/^Your full name, as your signature/))
    await userEvent.keyboard('Ada Lovelace')
    await tabTo(screen.getByRole('button', { name: 'Send the answer' }))
    await userEvent.keyboard('{Enter}')
    await screen.findByText('Thank you: your answer was sent and the order goes on.')
    for (const phase of ['Submitted to Agency', 'Filing Approved']) {
      h.sim.advance(PHASE_MS)
      await waitFor(() => expect(tracker().getAttribute('data-phase')).toBe(phase))
    }
    h.sim.advance(PHASE_MS * 2)
    await waitFor(() => expect(tracker().getAttribute('data-phase')).toBe('Complete'))
    expect(await axeViolations(container)).toEqual([])
    // Eight steps by keyboard (each Tab a round trip to Playwright), four axe runs and the tracker:
    // measured 6.6 s alone and 16.5 s as the file's cold first test, both at load 10 on 2 cores
    // (past the default 15 s). 60 s is over three times the worst.
  }, 60_000)

  it('every step checks before moving on, lands on the first field to fix, and keeps what was typed when going back', async () => {
    const h = createFormationHarness()
    const { container } = h.render(<FormationOrderForm />)
    const type = screen.getByLabelText(/^Type of business/)
    const typeWatch = watchErrorAndFocus(() => type)
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(document.activeElement).toBe(type))
    expect(type.getAttribute('aria-invalid')).toBe('true')
    expect(typeWatch()).toEqual([])
    expect(stepHeading().textContent).toContain('Step 1 of 8')
    expect(h.sent('/package')).toHaveLength(0)
    await userEvent.selectOptions(type, 'LLC')
    await userEvent.selectOptions(screen.getByLabelText(/^State of formation/), 'AL')
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))

    await screen.findByRole('group', { name: 'Packages' })
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    const firstCard = within(screen.getByRole('group', { name: 'Packages' })).getAllByRole('radio')[0]!
    await waitFor(() => expect(document.activeElement).toBe(firstCard))
    expect(screen.getByText('Choose a package.')).toBeTruthy()
    await userEvent.click(firstCard)
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))

    await userEvent.type(await screen.findByLabelText(/^First name/), 'Ada')
    await userEvent.type(screen.getByLabelText(/^Email/), 'not-an-email')
    const last = screen.getByLabelText(/^Last name/)
    const lastWatch = watchErrorAndFocus(() => last)
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(document.activeElement).toBe(last))
    expect(lastWatch()).toEqual([])
    const email = screen.getByLabelText(/^Email/)
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(email.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Enter an email address, like name@example.com.',
    )
    expect(await axeViolations(container)).toEqual([])

    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    await waitFor(() => expect(document.activeElement).toBe(stepHeading()))
    expect(within(screen.getByRole('group', { name: 'Packages' })).getAllByRole('radio')[0]).toBeChecked()
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect((screen.getByLabelText(/^State of formation/) as HTMLSelectElement).value).toBe('AL')
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }))
    expect(((await screen.findByLabelText(/^First name/)) as HTMLInputElement).value).toBe('Ada')
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('not-an-email')
  })

  it('inside a shadow root, the first field to fix and then the next step’s heading take the focus', async () => {
    const { shadow, scope, remove } = renderInShadowRoot(createFormationHarness(), <FormationOrderForm />)
    try {
      const type = scope.getByLabelText(/^Type of business/)
      await userEvent.click(scope.getByRole('button', { name: 'Continue' }))
      await waitFor(() => expect(shadow.activeElement).toBe(type))
      await userEvent.selectOptions(type, 'LLC')
      await userEvent.selectOptions(scope.getByLabelText(/^State of formation/), 'AL')
      await userEvent.click(scope.getByRole('button', { name: 'Continue' }))
      const heading = scope.getByRole('heading', { level: 3 })
      await waitFor(() => expect(shadow.activeElement).toBe(heading))
      expect(heading.textContent).toContain('Step 2 of 8')
    } finally {
      remove()
    }
  })

  it('options honour their constraints: Bundled and Required locked in, Selected preselected, one speed at a time, a live total', async () => {
    const h = createFormationHarness()
    const defaults = await filledDefaults(h)
    const packages = await alabamaPackages(h)
    h.render(<FormationOrderForm defaultValues={{ entityType: 'LLC', state: 'AL' }} />)
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    const cards = within(await screen.findByRole('group', { name: 'Packages' })).getAllByRole('radio')
    await userEvent.click(cards[1]!)
    const deluxe = packages[1]!
    const fee = screen.getByRole('checkbox', { name: /Alabama State Filing Fee/ })
    expect(fee).toBeChecked()
    expect(fee).toBeDisabled()
    const agent = screen.getByRole('checkbox', { name: /Registered Agent Service \(Included\)/ })
    expect(agent).toBeChecked()
    expect(agent).toBeDisabled()
    expect(screen.getByRole('radio', { name: /^Standard Filing/ })).toBeChecked()
    const total = () => screen.getByText(/^Total: /).textContent
    expect(total()).toBe(`Total: $${(deluxe.price + 236 + 0 + 29).toFixed(2)}`)
    await userEvent.click(screen.getByRole('radio', { name: /^24-Hour Rush Filing/ }))
    expect(screen.getByRole('radio', { name: /^Standard Filing/ })).not.toBeChecked()
    expect(total()).toBe(`Total: $${(deluxe.price + 236 + 300 + 29).toFixed(2)}`)
    await userEvent.click(screen.getByRole('checkbox', { name: /^Printed Documents Delivery/ }))
    expect(total()).toBe(`Total: $${(deluxe.price + 236 + 300 + 29 + 29).toFixed(2)}`)
    // Changing package starts from that package's own defaults, the agent service with the agent
    // choice (the service, by default: issue 34).
    await userEvent.click(cards[0]!)
    expect(screen.getByRole('radio', { name: /^Standard Filing/ })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: /^Registered Agent Service/ })).toBeChecked()
    expect(defaults.packageId).toBe(packages[0]!.id)
  })

  it('BF-10: another registered agent makes its fields required; “Yes” for the responsible party requires the SSN and email', async () => {
    const h = createFormationHarness()
    h.render(<FormationOrderForm defaultValues={await filledDefaults(h)} />)
    for (let step = 0; step < 5; step += 1) {
      const before = stepHeading().textContent
      await userEvent.click(await screen.findByRole('button', { name: 'Continue' }))
      await waitFor(() => expect(stepHeading().textContent).not.toBe(before))
    }
    expect(stepHeading().textContent).toContain('Registered agent')
    expect(screen.queryByLabelText(/^Agent’s first name/)).toBeNull()
    await userEvent.click(screen.getByRole('radio', { name: 'Another registered agent' }))
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    const agentFirst = screen.getByLabelText(/^Agent’s first name/)
    await waitFor(() => expect(document.activeElement).toBe(agentFirst))
    expect(agentFirst.getAttribute('aria-invalid')).toBe('true')
    await userEvent.click(screen.getByRole('radio', { name: /^The filing service/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))

    await waitFor(() => expect(stepHeading().textContent).toContain('Responsible party'))
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }))
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    const ssn = screen.getByLabelText(/^Responsible party’s SSN/)
    await waitFor(() => expect(document.activeElement).toBe(ssn))
    expect(screen.getByLabelText(/^Responsible party’s email/).getAttribute('aria-invalid')).toBe('true')
    await userEvent.type(ssn, '123-45-6789')
    await userEvent.type(screen.getByLabelText(/^Responsible party’s email/), 'owner@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(stepHeading().textContent).toContain('Review'))
    expect(screen.getByText('SSN ending in 6789')).toBeTruthy()
    expect(screen.queryByText('123-45-6789')).toBeNull()
  })

  it('BF-10: the service’s 4xx naming ResponsiblePartySSN lands on that field, its step shown and the field focused', async () => {
    const h = createFormationHarness()
    const { container } = h.render(
      <FormationOrderForm
        defaultValues={await filledDefaults(h, {
          responsibleParty: {
            responsiblePartyStatus: 'Yes',
            responsiblePartySSN: '123456789',
            responsiblePartyEmail: 'o@example.com',
          },
        })}
      />,
    )
    await continueToReview()
    h.answerNext('/create-order', 'POST', formationRefusal('Please enter a value for ResponsiblePartySSN'))
    // The refusal is an answer, not a click: the field's mark and the focus must still come together.
    const ssnWatch = watchErrorAndFocus(() => screen.queryByLabelText(/^Responsible party’s SSN/))
    await userEvent.click(screen.getByRole('button', { name: 'Place the order' }))
    const ssn = await screen.findByLabelText(/^Responsible party’s SSN/)
    await waitFor(() => expect(document.activeElement).toBe(ssn))
    expect(ssnWatch()).toEqual([])
    expect(stepHeading().textContent).toContain('Responsible party')
    expect(ssn.getAttribute('aria-invalid')).toBe('true')
    // The SSN is filled in: "required" under it would read as a mistake; the person is asked to check it.
    expect(
      document.getElementById(ssn.getAttribute('aria-describedby')!.split(' ').pop()!)!.textContent,
    ).toBe('Check this value.')
    expect(screen.getByRole('alert').textContent).toContain('Responsible party')
    expect(root(container).getAttribute('data-state')).toBe('ready')
    expect(await axeViolations(container)).toEqual([])
    // Corrected and sent again: a new attempt, created.
    await continueToReview()
    await userEvent.click(screen.getByRole('button', { name: 'Place the order' }))
    await screen.findByText('Your order was placed. We will keep you posted as it moves on.')
    const pcids = h
      .sent('/create-order', 'POST')
      .map((request) => JSON.parse(request.body!).partnerOrder.pcid)
    expect(pcids).toHaveLength(2)
    expect(pcids[0]).not.toBe(pcids[1])
  })

  it('BF-3: a double click on Place the order creates one order, confirmed by the business’s name, never the order id', async () => {
    const h = createFormationHarness()
    const onCreated = vi.fn()
    const { container } = h.render(
      <FormationOrderForm defaultValues={await filledDefaults(h)} onCreated={onCreated} />,
    )
    await continueToReview()
    const release = h.hold('/create-order')
    await userEvent.dblClick(screen.getByRole('button', { name: 'Place the order' }))
    await waitFor(() => expect(root(container).getAttribute('data-state')).toBe('submitting'))
    // Pressed again while busy (aria-disabled, so Playwright will not click it): nothing more is sent.
    screen.getByRole('button', { name: 'Placing the order…' }).click()
    expect(screen.getByRole('status').textContent).toContain('Your order is being placed.')
    release()
    await waitFor(() => expect(root(container).getAttribute('data-state')).toBe('submitted'))
    expect(h.sent('/create-order', 'POST')).toHaveLength(1)
    expect(onCreated).toHaveBeenCalledTimes(1)
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Form your business' }))
    const orderGuid = onCreated.mock.calls[0]![0] as string
    expect(h.sim.state.formationOrders.has(orderGuid)).toBe(true)
    // The owner reads the business by the name they gave it; the order id goes to the partner only.
    const placed = screen.getByRole('status')
    expect(placed.textContent).toContain('The order is for Analytical Engines LLC.')
    expect(placed.textContent).not.toContain(orderGuid)
    expect(placed.textContent).not.toMatch(/order id/i)
  })

  it('BF-3: an unknown outcome is explained with its pcid; neither a retry nor a remount sends again until the customer says it was not placed', async () => {
    const h = createFormationHarness()
    const defaults = await filledDefaults(h)
    const first = h.render(<FormationOrderForm defaultValues={defaults} />)
    await continueToReview()
    h.answerNext('/create-order', 'POST', () => {
      throw new TypeError('Failed to fetch')
    })
    await userEvent.click(screen.getByRole('button', { name: 'Place the order' }))
    const alert = await screen.findByRole('alert')
    const [attempt] = h.sent('/create-order', 'POST')
    const pcid = JSON.parse(attempt!.body!).partnerOrder.pcid as string
    expect(alert.textContent).toContain('We could not confirm your order')
    expect(alert.textContent).toContain(pcid)
    expect(root(first.container).getAttribute('data-state')).toBe('error')
    expect(screen.getByRole('button', { name: 'Place the order' })).toBeDisabled()
    expect(await axeViolations(first.container)).toEqual([])
    first.unmount()

    const second = h.render(<FormationOrderForm defaultValues={defaults} />)
    expect((await screen.findByRole('alert')).textContent).toContain(pcid)
    expect(root(second.container).getAttribute('data-state')).toBe('error')
    await continueToReview()
    expect(screen.getByRole('button', { name: 'Place the order' })).toBeDisabled()
    expect(h.sent('/create-order', 'POST')).toHaveLength(1)

    await userEvent.click(screen.getByRole('button', { name: 'It was not placed: let me try again' }))
    await userEvent.click(screen.getByRole('button', { name: 'Place the order' }))
    await screen.findByText('Your order was placed. We will keep you posted as it moves on.')
    const sent = h.sent('/create-order', 'POST')
    expect(sent).toHaveLength(2)
    expect(JSON.parse(sent[1]!.body!).partnerOrder.pcid).not.toBe(pcid)
  })

  it('BF-3: remounted while the order is on its way, the form shows it pending, sends nothing, then shows it placed', async () => {
    const h = createFormationHarness()
    const defaults = await filledDefaults(h)
    const first = h.render(<FormationOrderForm defaultValues={defaults} />)
    await continueToReview()
    const release = h.hold('/create-order')
    await userEvent.click(screen.getByRole('button', { name: 'Place the order' }))
    await waitFor(() => expect(root(first.container).getAttribute('data-state')).toBe('submitting'))
    // On its way, the order can no longer be changed: no section offers Edit.
    const edits = screen.getAllByRole('button', { name: /^Edit/ })
    expect(edits.length).toBeGreaterThan(0)
    for (const edit of edits) expect((edit as HTMLButtonElement).disabled).toBe(true)
    first.unmount()

    const second = h.render(<FormationOrderForm defaultValues={defaults} />)
    expect(root(second.container).getAttribute('data-state')).toBe('submitting')
    expect(screen.getByRole('status').textContent).toContain('Your order is being placed.')
    await continueToReview()
    screen.getByRole('button', { name: 'Placing the order…' }).click()
    release()
    await screen.findByText('Your order was placed. We will keep you posted as it moves on.')
    expect(root(second.container).getAttribute('data-state')).toBe('submitted')
    expect(h.sent('/create-order', 'POST')).toHaveLength(1)
    const created = [...h.sim.state.formationOrders.values()].filter(
      (order) =>
        (order.echo.companyInfo as { companyDesiredName?: string } | undefined)?.companyDesiredName ===
        'Analytical Engines LLC',
    )
    expect(created).toHaveLength(1)
  })
})
