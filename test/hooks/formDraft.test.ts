import { describe, expect, it } from 'vitest'
import { emptyFormationValues, taxRegistrationFormValues } from '../../src/index'
import { draftChanges, fitDraft } from '../../hooks/internal/formDraft'

// The draft's two rules, on the real forms' starting values: what is stored holds no secret at any
// depth, and what is read back takes the starting values' shape member by member.

describe('draftChanges', () => {
  it('keeps what changed, never an SSN, EIN or date of birth, in nested rows too', () => {
    const tax = taxRegistrationFormValues()
    const typed = {
      ...tax,
      legalName: 'Northwind',
      EIN: '12-3456789',
      parties: [{ ...tax.parties[0]!, firstName: 'Ada', dateOfBirth: '1985-04-12' }, tax.parties[0]!],
    }
    const changed = draftChanges(typed, tax)
    expect(JSON.stringify(changed)).not.toMatch(/3456789|1985|EIN|dateOfBirth/)
    expect(changed).toMatchObject({
      legalName: 'Northwind',
      parties: [{ firstName: 'Ada' }, { type: 'INDIVIDUAL' }],
    })

    const formation = emptyFormationValues()
    const party = {
      ...formation,
      responsibleParty: { ...formation.responsibleParty, responsiblePartySSN: '123456789' },
    }
    expect(draftChanges(party, formation)).toBeUndefined()
    // Against nothing (the starting values that name a draft): still no secret.
    expect(JSON.stringify(draftChanges(party, {}))).not.toContain('123456789')
  })
})

describe('fitDraft', () => {
  const base = taxRegistrationFormValues({
    parties: [{ ...taxRegistrationFormValues().parties[0]!, dateOfBirth: '1970-01-01' }],
  })

  it('takes what fits, member by member; a secret is always the starting value’s, blank in a row the draft added', () => {
    const fitted = fitDraft(base, {
      legalName: 'Contoso',
      entityType: 3,
      EIN: '98-7654321',
      parties: [
        { firstName: 'Ada', dateOfBirth: '2000-01-01' },
        { firstName: 'Grace', dateOfBirth: '2000-01-01' },
      ],
    })!
    expect(fitted.legalName).toBe('Contoso')
    expect(fitted.entityType).toBe('')
    expect(fitted.EIN).toBe('')
    expect(fitted.parties.map((party) => [party.firstName, party.dateOfBirth])).toEqual([
      ['Ada', '1970-01-01'],
      ['Grace', ''],
    ])
  })

  it('refuses what is not of the shape: not an object, an array with a stray item or too long, text too long', () => {
    expect(fitDraft(base, null)).toBeUndefined()
    expect(fitDraft(base, [])).toBeUndefined()
    expect(fitDraft(base, { states: [{ state: 'CA' }, 'CA'] })!.states).toEqual(base.states)
    expect(fitDraft(base, { states: Array(51).fill({ state: 'CA' }) })!.states).toEqual(base.states)
    expect(fitDraft(base, { legalName: 'x'.repeat(10_001) })!.legalName).toBe('')
    expect(fitDraft({ count: 1 }, { count: Infinity })!.count).toBe(1)
    const planted = fitDraft(base, JSON.parse('{"__proto__":{"polluted":true},"legalName":"A"}'))!
    expect(Object.getPrototypeOf(planted)).toBe(Object.prototype)
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined()
  })
})
