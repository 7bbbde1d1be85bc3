// The formation form in an owner's words and hands (issue 22, "Formation … Wording"): rules that read
// as sentences, a reason for the recommended answer, the service's option names in the owner's
// language, a US phone number checked before the order goes, and packages drawn by the adapter.
import { screen, waitFor, within } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { es, FormationOrderForm, type RadioGroupProps } from '../../../components'
import styles from '../../../components/styles.css?inline'
import { initialSelection, type FormationPackage } from '../../../src/index'
import { packageCollection } from '../../../src/simulator/seed/packages'
import { formationEntries } from '../../support/fixtures'
import { axeViolations } from '../harness'
import { createFormationHarness } from '../formationHarness'

/** Alabama LLC packages' levels, in the service's order. */
const LEVELS = ['Basic', 'Deluxe', 'Complete']

type Harness = ReturnType<typeof createFormationHarness>
const stepHeading = () => screen.getByRole('heading', { level: 3 })

/** Alabama LLC packages, in the service's order. */
async function alabamaPackages(h: Harness): Promise<FormationPackage[]> {
  const result = await h.client.formation.getPackages({ entityType: 'LLC', state: 'Alabama' })
  return result.packageCollection[0]!.productPackages
}

/** The steps before the contact step filled in: an Alabama LLC, the first package. */
async function upToContact(h: Harness) {
  const [basic] = await alabamaPackages(h)
  return {
    entityType: 'LLC' as const,
    state: 'AL',
    packageId: basic!.id,
    selection: initialSelection(basic!),
  }
}

/** Every step before the review filled in, the contact given `contact` on top of Ada's. */
async function upToReview(h: Harness, contact: Record<string, string> = {}) {
  return {
    ...(await upToContact(h)),
    ...formationEntries,
    contact: { ...formationEntries.contact, ...contact },
  }
}

/** Presses Continue until the step heading contains `name`. */
async function continueTo(name: RegExp) {
  for (let step = 0; step < 8; step += 1) {
    if (name.test(stepHeading().textContent ?? '')) return
    const before = stepHeading().textContent
    await userEvent.click(await screen.findByRole('button', { name: /^(Continue|Continuar)$/ }))
    await waitFor(() => expect(stepHeading().textContent).not.toBe(before))
  }
  throw new Error(`never reached ${name}`)
}

const sheet = document.createElement('style')
beforeAll(() => void document.head.append(Object.assign(sheet, { textContent: styles })))
afterAll(() => sheet.remove())

describe('FormationOrderForm in the owner’s words', () => {
  it('rules read as sentences, “No” says why it is recommended, and the service’s names become the owner’s', async () => {
    const h = createFormationHarness()
    // The service's packages, the basic one's add-ons made a group of at most two.
    const collection = packageCollection(1, 'AL', 'LLC')
    const basic = collection.productPackages[0]!
    const extras = { id: 'extras', name: 'Add-ons?', minOptions: 0, maxOptions: 2, displaySequence: 2 }
    basic.productConstraints.push(extras)
    for (const option of basic.productOptions)
      if (option.packageDisplaySelection === 'Optional' && !option.productConstraint)
        option.productConstraint = extras.id
    h.answerNext('/package', 'GET', () =>
      Response.json({ statusCode: 200, message: 'OK', data: { packageCollection: [collection] } }),
    )
    h.render(<FormationOrderForm defaultValues={{ entityType: 'LLC', state: 'AL', packageId: basic.id }} />)
    await continueTo(/Package and options/)
    const speed = await screen.findByRole('group', { name: /^Filing speed/ })
    expect(within(speed).getByText('Choose one.')).toBeTruthy()
    expect(
      within(speed).getByRole('radio', { name: /^Standard Filing — No charge \(20–30 business days/ }),
    ).toBeTruthy()
    // One optional registered agent breaks no rule: no "Choose up to 1." to read.
    const agent = screen.getByRole('group', { name: 'Registered agent' })
    expect(agent.textContent).not.toMatch(/Choose/)
    expect(screen.getByRole('group', { name: 'Add-ons?' }).textContent).toContain('Choose up to 2.')
    expect(
      screen.getByRole('checkbox', { name: /^EIN \(federal tax ID\) application — \$70\.00/ }),
    ).toBeTruthy()
    expect(document.body.textContent).not.toMatch(
      /Select Speed\?|Registered Agent\?|Choose 1\.|Choose up to 1\./,
    )
  })

  it('in Spanish: the rules, the reason for “No”, and every known option name', async () => {
    const h = createFormationHarness()
    const { container } = h.render(<FormationOrderForm defaultValues={await upToContact(h)} />, {
      locale: 'es',
      messages: es,
    })
    await continueTo(/Paquete y opciones/)
    const speed = await screen.findByRole('group', { name: /^Velocidad de presentación/ })
    expect(within(speed).getByText('Elija una opción.')).toBeTruthy()
    expect(
      within(speed)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual([
      'Presentación estándar — Sin cargo (De 20 a 30 días hábiles hasta su puerta)',
      expect.stringMatching(
        /^Presentación urgente — 150,00\sUS\$ \(De 5 a 7 días hábiles hasta su puerta\)$/,
      ),
      expect.stringMatching(
        /^Presentación prioritaria en 24 horas — 300,00\sUS\$ \(Presentado en 24 horas\)$/,
      ),
    ])
    expect(screen.getByRole('group', { name: 'Agente registrado' })).toBeTruthy()
    expect(
      screen.getByRole('checkbox', { name: /^Tasa de presentación del estado \(Alabama\)/ }),
    ).toBeChecked()
    expect(screen.getByRole('checkbox', { name: /^Envío y manipulación/ })).toBeChecked()
    expect(container.textContent).not.toMatch(
      /Select Speed|Registered Agent|Standard Filing|Business Days|Shipping and Handling|Filing Fee/,
    )
    expect(await axeViolations(container)).toEqual([])
  })

  it('“No” for the responsible party says why it is the recommended answer, in English and Spanish', async () => {
    for (const [options, step, hint] of [
      [
        {},
        /Responsible party/,
        /We recommend “No”: you can place the order without sharing anyone’s Social Security number\./,
      ],
      [
        { locale: 'es', messages: es },
        /Parte responsable/,
        /Recomendamos «No»: puede hacer el pedido sin dar el número de Seguro Social de nadie\./,
      ],
    ] as const) {
      const h = createFormationHarness()
      const { unmount } = h.render(<FormationOrderForm defaultValues={await upToReview(h)} />, options)
      await continueTo(step)
      const party = screen.getByRole('group', {
        name: /Report a responsible party|Declarar una parte responsable/,
      })
      expect(party.textContent).toMatch(hint)
      // The reason is what the radio group is described by, so a screen reader reads it with the question.
      const described = party.getAttribute('aria-describedby')!
      expect(document.getElementById(described)!.textContent).toMatch(hint)
      unmount()
    }
  })
})

describe('FormationOrderForm: the contact’s phone is a US number', () => {
  it('refuses a 7-digit number on its field, with the reason, in English and Spanish; takes +1 and punctuation', async () => {
    for (const [options, message] of [
      [{}, 'Enter a US phone number with its area code, like (205)\u00a0555-0100.'],
      [
        { locale: 'es', messages: es },
        'Escriba un teléfono de EE. UU. con su código de área, como (205)\u00a0555-0100.',
      ],
    ] as const) {
      const h = createFormationHarness()
      const { unmount } = h.render(
        <FormationOrderForm
          defaultValues={{
            ...(await upToContact(h)),
            contact: {
              contactFirstName: 'Ada',
              contactLastName: 'Lovelace',
              contactEmail: 'ada@example.com',
            },
          }}
        />,
        options,
      )
      await continueTo(/Contact|Contacto/)
      const phone = screen.getByLabelText(/^(Phone|Teléfono)( \*)?$/)
      await userEvent.type(phone, '555-0100')
      await userEvent.click(screen.getByRole('button', { name: /^(Continue|Continuar)$/ }))
      await waitFor(() => expect(document.activeElement).toBe(phone))
      expect(phone.getAttribute('aria-invalid')).toBe('true')
      expect(
        document.getElementById(phone.getAttribute('aria-describedby')!.split(' ').pop()!)!.textContent,
      ).toBe(message)
      expect(stepHeading().textContent).toMatch(/Contact|Contacto/)

      await userEvent.clear(phone)
      await userEvent.type(phone, '+1 (205) 555-0100')
      await userEvent.click(screen.getByRole('button', { name: /^(Continue|Continuar)$/ }))
      await waitFor(() => expect(stepHeading().textContent).toMatch(/Company|Empresa/))
      unmount()
      // The next language starts as a new visit would: without this one's draft (it would reopen on Company).
      sessionStorage.clear()
    }
  })
})

describe('FormationOrderForm: the review writes the phone as a person would', () => {
  it('digits typed as “2055550100” read “(205) 555-0100” on the review, not a bare run of digits', async () => {
    const h = createFormationHarness()
    h.render(
      <FormationOrderForm defaultValues={await upToReview(h, { contactEveningPhone: '+1 205.555.0199' })} />,
    )
    await continueTo(/Review and place the order/)
    const contact = screen.getByRole('region', { name: 'Contact' })
    const valueOf = (label: string) => within(contact).getByText(label).nextElementSibling!.textContent
    expect(valueOf('Phone')).toBe('(205)\u00a0555-0100')
    expect(valueOf('Evening phone')).toBe('(205)\u00a0555-0199')
    expect(contact.textContent).not.toContain('2055550100')
  })
})

/** A partner's design-system radio group: marks what it renders, so a test can tell it from ours. */
function PartnerRadioGroup({ id, label, value, options, onChange, name = id }: RadioGroupProps) {
  return (
    <fieldset data-partner-radios="">
      <legend>{label}</legend>
      {options.map((option, index) => (
        <label key={option.value}>
          <input
            id={index === 0 ? id : `${id}-${index}`}
            type="radio"
            name={name}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  )
}

describe('FormationOrderForm: packages are radio buttons of the adapter', () => {
  it('a partner’s RadioGroup draws the packages, as it draws every other radio button', async () => {
    const h = createFormationHarness()
    h.render(<FormationOrderForm defaultValues={{ entityType: 'LLC', state: 'AL' }} />, {
      components: { RadioGroup: PartnerRadioGroup },
    })
    await continueTo(/Package and options/)
    const group = await screen.findByRole('group', { name: 'Packages' })
    expect(group.hasAttribute('data-partner-radios')).toBe(true)
    await userEvent.click(within(group).getByRole('radio', { name: 'Deluxe package' }))
    // Every radio of the step is the partner's, and the package picked drives the options shown.
    const radios = screen.getAllByRole('radio')
    expect(radios.filter((radio) => !radio.closest('[data-partner-radios]'))).toEqual([])
    expect(screen.getByRole('checkbox', { name: /^Registered Agent Service \(Included\)/ })).toBeChecked()
  })

  it('by default, cards: arrow keys move between packages, each describes its price, the radio sits on the name’s first line, a focus ring in dark mode too', async () => {
    const h = createFormationHarness()
    const packages = await alabamaPackages(h)
    const { container } = h.render(
      <div data-fk-theme="dark" style={{ width: 720, background: '#111827' }}>
        <FormationOrderForm defaultValues={{ entityType: 'LLC', state: 'AL' }} />
      </div>,
      // A partner's longer wording, so that a name wraps (checked below).
      { messages: { 'formationForm.packageName': 'The {level} package for a new company' } },
    )
    await continueTo(/Package and options/)
    const cards = within(await screen.findByRole('group', { name: 'Packages' })).getAllByRole('radio')
    // Named by their level: the entity type ("Limited Liability Company (LLC) - …") was the first step.
    expect(packages.map((pkg) => pkg.name)).toEqual(
      LEVELS.map((level) => `Limited Liability Company (LLC) - ${level}`),
    )
    expect(cards.map((card) => card.closest('label')!.textContent)).toEqual(
      LEVELS.map((level) => `The ${level} package for a new company`),
    )
    const description = (radio: HTMLElement) =>
      document.getElementById(radio.getAttribute('aria-describedby') ?? '')?.textContent
    expect(description(cards[1]!)).toBe('$219.00Registered Agent ServiceOperating Agreement')

    // Keyboard: from a package, the arrow keys pick the next one, and its options follow.
    await userEvent.click(cards[0]!)
    await userEvent.keyboard('{ArrowRight}')
    await waitFor(() => expect(cards[1]).toBeChecked())
    expect(document.activeElement).toBe(cards[1])
    expect(screen.getByRole('checkbox', { name: /^Registered Agent Service \(Included\)/ })).toBeChecked()
    const card = cards[1]!.closest('.fk-radio-card') ?? cards[1]!.closest('div')!
    expect(getComputedStyle(card).boxShadow).not.toBe('none')
    // Dark mode: the chosen card is outlined in the dark palette's accent.
    expect(getComputedStyle(card).borderTopColor).toBe('rgb(96, 165, 250)')

    // Alignment: a name that wraps keeps its radio beside its first line.
    const label = cards[0]!.closest('label')!
    const text = [...label.querySelectorAll('*'), label]
      .flatMap((element) => [...element.childNodes])
      .find((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim())!
    const range = document.createRange()
    range.selectNodeContents(text)
    const lines = [...range.getClientRects()]
    const tops = new Set(lines.map((line) => Math.round(line.top)))
    expect(tops.size, 'the test needs a name on two lines').toBeGreaterThan(1)
    const first = lines[0]!
    const radio = cards[0]!.getBoundingClientRect()
    expect(Math.abs(radio.top + radio.height / 2 - (first.top + first.height / 2))).toBeLessThan(3)
    expect(await axeViolations(container)).toEqual([])
  })
})
