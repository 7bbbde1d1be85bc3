import { describe, expect, it } from 'vitest'
import {
  createFormationOrderInputSchema,
  emptyFormationValues,
  formationFieldProblems,
  formationOrderInputFrom,
  formationValuesWith,
  initialSelection,
  optionGroups,
  orderTotalPriceOf,
  selectionWithAgent,
  packagesInOrder,
  selectedProducts,
  selectionProblems,
  selectionTotal,
  toggleOption,
  type FormationPackage,
  type PackageCollection,
} from '../../src/index'
import { stepOfField, stepProblems } from '../../components/formation/model/formationFormSteps'
import { packageCollection } from '../../src/simulator/seed/packages'
import { formationEntries } from '../support/fixtures'

const collection = packageCollection(1, 'AL', 'LLC') as unknown as PackageCollection
const [basic, deluxe] = collection.productPackages as [FormationPackage, FormationPackage]
const option = (pkg: FormationPackage, name: string) =>
  pkg.productOptions.find((o) => o.productName === name)!

describe('package picker rules', () => {
  it('keeps the service’s order and groups options by constraint, then the rest', () => {
    const reversed = { ...collection, productPackages: [...collection.productPackages].reverse() }
    expect(packagesInOrder([reversed]).map((pkg) => pkg.name)).toEqual(
      collection.productPackages.map((p) => p.name),
    )
    const groups = optionGroups(basic)
    expect(groups.map((group) => group.constraint?.name ?? null)).toEqual([
      'Select Speed?',
      'Registered Agent?',
      null,
    ])
    expect(groups[0]).toMatchObject({ min: 1, max: 1 })
  })

  it('preselects Bundled, Required and Selected; locked options never change', () => {
    const selection = initialSelection(deluxe)
    for (const name of ['Alabama State Filing Fee', 'Standard Filing', 'Registered Agent Service'])
      expect(selection).toContain(option(deluxe, name).id)
    expect(selection).not.toContain(option(deluxe, 'Express Filing').id)
    expect(toggleOption(deluxe, selection, option(deluxe, 'Alabama State Filing Fee').id, false)).toEqual(
      selection,
    )
    expect(toggleOption(deluxe, selection, option(deluxe, 'Registered Agent Service').id, false)).toEqual(
      selection,
    )
  })

  it('a group of exactly one swaps its choice and never drops below its minimum', () => {
    const selection = initialSelection(basic)
    const express = option(basic, 'Express Filing').id
    const standard = option(basic, 'Standard Filing').id
    const swapped = toggleOption(basic, selection, express, true)
    expect(swapped).toContain(express)
    expect(swapped).not.toContain(standard)
    expect(toggleOption(basic, swapped, express, false)).toEqual(swapped)
    expect(selectionProblems(basic, swapped)).toEqual([])
    expect(
      selectionProblems(
        basic,
        swapped.filter((id) => id !== express),
      ),
    ).toEqual([expect.objectContaining({ name: 'Select Speed?', min: 1, max: 1, count: 0 })])
  })

  it('totals the package and the chosen options to the cent; bundled ones are not sent', () => {
    const selection = toggleOption(basic, initialSelection(basic), option(basic, 'Express Filing').id, true)
    expect(selectionTotal(basic, selection)).toBe(99 + 236 + 150 + 29)
    expect(orderTotalPriceOf(514)).toBe('514')
    expect(orderTotalPriceOf(199.5)).toBe('199.50')
    const products = selectedProducts(deluxe, initialSelection(deluxe))
    expect(products.map((p) => p.productId)).not.toContain(
      option(deluxe, 'Registered Agent Service').productId,
    )
    expect(products.every((p) => p.quantity === '1')).toBe(true)
  })
})

describe('form values → create-order body', () => {
  const filled = formationValuesWith({
    entityType: 'LLC',
    state: 'AL',
    packageId: basic.id,
    selection: initialSelection(basic),
    ...formationEntries,
  })

  it('a complete form is a valid body whose total is the picker’s', () => {
    const input = formationOrderInputFrom(filled, basic)
    expect(createFormationOrderInputSchema.safeParse(input).success).toBe(true)
    // The service as agent: its agent service is a product of the order, in the total (issue 34).
    expect(input.orderTotalPrice).toBe(
      String(selectionTotal(basic, selectionWithAgent(basic, filled.selection, true))),
    )
    expect(input.registerAgent).toEqual({ registeredAgentIsCorpnetAgent: true })
    expect(input.responsibleParty).toEqual({ responsiblePartyStatus: 'No' })
    expect(formationFieldProblems(filled, basic)).toEqual({})
  })

  it('a phone is a US number: ten digits with the area code, +1 or 1 and punctuation allowed; seven digits are refused', () => {
    const withPhones = (contactPhone: string, contactEveningPhone = '') =>
      formationFieldProblems(
        { ...filled, contact: { ...filled.contact, contactPhone, contactEveningPhone } },
        basic,
      )
    for (const phone of ['2055550100', '(205) 555-0100', '205.555.0100', '+1 205 555 0100', '1-205-555-0100'])
      expect(withPhones(phone)).toEqual({})
    for (const phone of [
      '555-0100',
      '205-555-010',
      '205-555-01000',
      '+44 20 7946 0958',
      '(105) 555-0100',
      'call me',
    ])
      expect(withPhones(phone)).toEqual({ 'contact.contactPhone': 'invalid' })
    expect(withPhones('', '')).toEqual({ 'contact.contactPhone': 'required' })
    expect(withPhones('2055550100', '555-0199')).toEqual({ 'contact.contactEveningPhone': 'invalid' })
  })

  it('BF-10 cascades: another agent makes its fields required; “Yes” makes the SSN and e-mail required', () => {
    const other = {
      ...filled,
      registerAgent: { ...filled.registerAgent, registeredAgentIsCorpnetAgent: false },
    }
    const agent = stepProblems('agent', formationFieldProblems(other, basic))
    expect(agent).toMatchObject({
      'registerAgent.registeredAgentFirstName': 'required',
      'registerAgent.registeredAgentZip': 'required',
    })
    const yes = {
      ...filled,
      responsibleParty: {
        ...filled.responsibleParty,
        responsiblePartyStatus: 'Yes' as const,
        responsiblePartySSN: '12',
      },
    }
    expect(stepProblems('party', formationFieldProblems(yes, basic))).toEqual({
      'responsibleParty.responsiblePartySSN': 'invalid',
      'responsibleParty.responsiblePartyEmail': 'required',
    })
  })

  it('an empty form is refused field by field, each on its step', () => {
    const problems = formationFieldProblems(emptyFormationValues(), undefined)
    expect(stepProblems('business', problems)).toEqual({
      businessStructureType: 'required',
      businessStateInitial: 'required',
    })
    expect(problems['contact.contactEmail']).toBe('required')
    expect(stepOfField('responsibleParty.responsiblePartySSN')).toBe('party')
    expect(stepOfField('somethingElse')).toBe('review')
  })
})
