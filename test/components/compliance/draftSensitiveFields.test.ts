import { describe, expect, it } from 'vitest'
import { restoreDraft, saveDraft } from '../../../components/compliance/complianceDraft'
import { draftChanges, fitDraft } from '../../../hooks/internal/formDraft'
import {
  complianceFormsToJsonSchema,
  emptyFormationValues,
  taxRegistrationFormValues,
  type ComplianceForm,
} from '../../../src/index'

// Issue 35: one "never stored" rule (the core's isSensitiveFieldName) for every kind of draft. The
// compliance draft used to keep a date of birth; the others used a pattern of their own.

/** A Storage in memory, to read what a draft wrote. */
function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

describe('no draft ever stores a sensitive field', () => {
  it('compliance: an owner’s and the applicant’s dates of birth and the EIN stay in memory; the rest is kept', () => {
    const forms: ComplianceForm[] = [
      {
        formDataId: 'fd',
        formDefinitions: [
          {
            formDefinitionId: 'def',
            sections: {
              CompanyApplicant: { ApplicantName: '', ApplicantDateOfBirth: '' },
              BeneficialOwners: { Owner1FullName: '', Owner1DateOfBirth: '' },
              EntityState: { EIN: '' },
            },
          },
        ],
      },
    ]
    const converted = complianceFormsToJsonSchema(forms)
    const typed = {
      d0_0: {
        s0: { f0: 'Ada Lovelace', f1: '1985-04-12' },
        s1: { f0: 'Grace Hopper', f1: '1979-12-09' },
        s2: { f0: '12-3456789' },
      },
    }
    const storage = memoryStorage()
    saveDraft(storage, 'alert-1', converted, typed)
    const stored = [...storage.items.values()].join('')
    expect(stored).toContain('Ada Lovelace')
    expect(stored).toContain('Grace Hopper')
    expect(stored).not.toMatch(/1985|1979|3456789/)
    // A planted date of birth is not read back either.
    storage.items.set(
      'filing-kit:compliance-draft:alert-1',
      JSON.stringify({ v: 1, values: { 'fd|def|BeneficialOwners.Owner1DateOfBirth': '2001-01-01' } }),
    )
    expect(JSON.stringify(restoreDraft(storage, 'alert-1', converted))).not.toContain('2001')
  })

  it('formation: the responsible party’s SSN', () => {
    const base = emptyFormationValues()
    const typed = {
      ...base,
      responsibleParty: {
        ...base.responsibleParty,
        responsiblePartyStatus: 'Yes',
        responsiblePartySSN: '123-45-6789',
      },
    }
    const kept = JSON.stringify(draftChanges(typed, base))
    expect(kept).toContain('Yes')
    expect(kept).not.toContain('6789')
  })

  it('tax registration: a party’s date of birth and SSN, the EIN', () => {
    const base = taxRegistrationFormValues()
    const typed = {
      ...base,
      EIN: '12-3456789',
      parties: [{ ...base.parties[0]!, firstName: 'Ada', dateOfBirth: '1985-04-12', ssn: '123456789' }],
    }
    const kept = JSON.stringify(draftChanges(typed, base))
    expect(kept).toContain('Ada')
    expect(kept).not.toMatch(/1985|3456789|123456789/)
  })

  it('company (a partner’s own form on useFormDraft): the EIN and an officer’s birth date, in any naming style', () => {
    const base = { name: '', ein: '', officers: [{ fullName: '', birthDate: '', Officer_DOB: '' }] }
    const typed = {
      name: 'Northwind LLC',
      ein: '12-3456789',
      officers: [{ fullName: 'Ada', birthDate: '1985-04-12', Officer_DOB: '1985-04-12' }],
    }
    const kept = JSON.stringify(draftChanges(typed, base))
    expect(kept).toContain('Northwind LLC')
    expect(kept).not.toMatch(/1985|3456789/)
    // Read back over a planted entry: the secrets keep the starting values.
    expect(fitDraft(base, { ...typed })!.officers[0]!.birthDate).toBe('')
  })
})
