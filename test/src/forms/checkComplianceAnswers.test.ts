import { describe, expect, it } from 'vitest'
import {
  checkComplianceAnswers,
  complianceFieldDomain,
  formDataToSections,
  parseComplianceNumber,
  withCountedBlocks,
  type ComplianceForm,
  type FieldValue,
} from '../../../src/index'

// Issue 31: the compliance answers' checks, one headless function a partner's own screen and
// ComplianceForm share. Each rule of the field dictionary, on the body that would be sent.

const TODAY = '2026-06-15'
type Sections = Record<string, Record<string, FieldValue>>

const formOf = (sections: Sections): ComplianceForm[] => [
  { formDataId: 'fd1', formDefinitions: [{ formDefinitionId: 'def1', sections }] },
]
const answersOf = (sections: Sections) => [
  { formDataId: 'fd1', formDefinitions: [{ formDefinitionId: 'def1', sections }] },
]

/** The problems of `answered` over what the service sent (`received`), as `Section.Field: code`. */
function problems(received: Sections, answered: Sections) {
  return checkComplianceAnswers(formOf(received), answersOf(answered), { today: TODAY }).map(
    (problem) => `${problem.path}: ${problem.code}`,
  )
}

/** One field in a section `S`, received blank (or `received`), answered `value`. */
const one = (field: string, value: FieldValue, received: FieldValue = '') =>
  problems({ S: { [field]: received } }, { S: { [field]: value } })

describe('checkComplianceAnswers', () => {
  it('refuses a required field left blank (the legal company name), blank as spaces too', () => {
    expect(one('EntityName', '')).toEqual(['S.EntityName: required'])
    expect(one('EntityName', '   ')).toEqual(['S.EntityName: required'])
    expect(one('EntityName', 'Northwind LLC')).toEqual([])
    // Not required: blank is fine.
    expect(one('City', '')).toEqual([])
  })

  it('percentages are 0 to 100', () => {
    expect(one('Owner1OwnershipPercent', '150')).toEqual(['S.Owner1OwnershipPercent: percent'])
    expect(one('Owner1OwnershipPercent', '-10')).toEqual(['S.Owner1OwnershipPercent: percent'])
    expect(one('Owner1OwnershipPercent', 'half')).toEqual(['S.Owner1OwnershipPercent: number'])
    expect(one('Owner1OwnershipPercent', '0')).toEqual([])
    expect(one('Owner1OwnershipPercent', '100')).toEqual([])
  })

  it('amounts are 0 or more and read as people type them', () => {
    expect(one('TotalRevenue', '-5000', '1000')).toEqual(['S.TotalRevenue: negative'])
    expect(one('TotalRevenue', '363,000', '1000')).toEqual([])
    expect(one('TotalRevenue', '363000.00', '1000')).toEqual([])
    expect(one('TotalRevenue', '$1,200', '1000')).toEqual([])
    expect(one('TotalRevenue', '36,30,00', '1000')).toEqual(['S.TotalRevenue: number'])
    expect(one('TotalRevenue', '', '1000')).toEqual(['S.TotalRevenue: required'])
  })

  it('counts are whole and 0 or more', () => {
    expect(one('NumberOfEmployees', '-3')).toEqual(['S.NumberOfEmployees: count'])
    expect(one('NumberOfEmployees', '2.5')).toEqual(['S.NumberOfEmployees: count'])
    expect(one('NumberOfEmployees', '1,200')).toEqual([])
  })

  it('a date of birth is in the past, and an owner or applicant is an adult', () => {
    expect(one('ApplicantDateOfBirth', '2030-01-01')).toEqual(['S.ApplicantDateOfBirth: birthInFuture'])
    expect(one('ApplicantDateOfBirth', '2010-01-01')).toEqual(['S.ApplicantDateOfBirth: notAdult'])
    expect(one('ApplicantDateOfBirth', '2008-06-16')).toEqual(['S.ApplicantDateOfBirth: notAdult'])
    expect(one('ApplicantDateOfBirth', '2008-06-15')).toEqual([])
    expect(one('Owner2DateOfBirth', '1980-02-29')).toEqual([])
    expect(one('Owner2DateOfBirth', '')).toEqual(['S.Owner2DateOfBirth: required'])
  })

  it('a period ends after it starts', () => {
    const received = { S: { AccountingYearBegin: '2025-01-01', AccountingYearEnd: '2025-12-31' } }
    expect(
      problems(received, { S: { AccountingYearBegin: '2025-01-01', AccountingYearEnd: '2024-12-31' } }),
    ).toEqual(['S.AccountingYearEnd: endBeforeStart'])
    expect(
      problems(received, { S: { AccountingYearBegin: '2025-01-01', AccountingYearEnd: '2025-01-01' } }),
    ).toEqual(['S.AccountingYearEnd: endBeforeStart'])
    expect(problems(received, received)).toEqual([])
  })

  it('dates are real and plausible: what Firefox sent for "Dec 31 2025" (0025-03-12) is refused', () => {
    expect(one('EffectiveDate', '0025-03-12')).toEqual(['S.EffectiveDate: dateRange'])
    expect(one('EffectiveDate', '2025-02-30')).toEqual(['S.EffectiveDate: date'])
    expect(one('EffectiveDate', 'Dec 31 2025')).toEqual(['S.EffectiveDate: date'])
    expect(one('EffectiveDate', '2101-01-01')).toEqual(['S.EffectiveDate: dateRange'])
    expect(one('EffectiveDate', '2025-12-31')).toEqual([])
    expect(one('ReportYear', '25', '2026')).toEqual(['S.ReportYear: year'])
  })

  it('e-mail, ZIP, EIN and state codes (the core’s fifty states and DC, no territories)', () => {
    expect(one('ContactEmail', 'not-an-email')).toEqual(['S.ContactEmail: email'])
    expect(one('ContactEmail', 'owner@example.com')).toEqual([])
    expect(one('Zip', '9410')).toEqual(['S.Zip: zip'])
    expect(one('Zip', '94105-1234')).toEqual([])
    expect(one('EIN', '123')).toEqual(['S.EIN: ein'])
    expect(one('EIN', '12-3456789')).toEqual([])
    expect(one('State', 'California')).toEqual(['S.State: usState'])
    expect(one('State', 'PR')).toEqual(['S.State: usState'])
    expect(one('State', 'DC')).toEqual([])
    // An unknown field by its words.
    expect(one('Billing_Email', 'nope')).toEqual(['S.Billing_Email: email'])
  })

  it('an enumeration takes one of its values', () => {
    expect(complianceFieldDomain('ReportType').type).toBe('choice')
    expect(one('ReportType', 'Whatever', 'Initial Report')).toEqual(['S.ReportType: choice'])
    expect(one('ReportType', 'Updated Report', 'Initial Report')).toEqual([])
    expect(one('EntityType', 'Partnership-ish')).toEqual(['S.EntityType: choice'])
    expect(one('EntityType', 'LLC')).toEqual([])
  })

  it('a value the service owns is not changed once it has one', () => {
    expect(one('EntityStatus', 'Good standing', 'Active')).toEqual(['S.EntityStatus: serviceOwned'])
    expect(one('EntityStatus', 'Active', 'Active')).toEqual([])
    expect(one('EntityNumber', 'X1', 'L123')).toEqual(['S.EntityNumber: serviceOwned'])
    // Sent blank, the owner supplies it (and must: the service requires it).
    expect(one('EntityNumber', '', '')).toEqual(['S.EntityNumber: required'])
    expect(one('EntityNumber', 'L123', '')).toEqual([])
  })

  it('a count and its blocks agree; blocks past the count need not be filled', () => {
    const received = { Officers: { OfficerCount: '2', Officer1Name: 'Ada', Officer1Title: 'CEO' } }
    const [expanded] = withCountedBlocks(formOf(received))
    expect(Object.keys(expanded!.formDefinitions[0]!.sections.Officers!)).toEqual([
      'OfficerCount',
      'Officer1Name',
      'Officer1Title',
      'Officer2Name',
      'Officer2Title',
    ])
    const sent = expanded!.formDefinitions[0]!.sections as Sections
    const check = (officers: Record<string, FieldValue>) =>
      checkComplianceAnswers([expanded!], answersOf({ Officers: { ...sent.Officers, ...officers } }), {
        today: TODAY,
      }).map((problem) => `${problem.path}: ${problem.code}`)
    expect(check({})).toEqual(['Officers.Officer2Name: required'])
    expect(check({ Officer2Name: 'Grace' })).toEqual([])
    // Count lowered: the second officer's blank name is no longer asked for; filled, the count disagrees.
    expect(check({ OfficerCount: '1' })).toEqual([])
    expect(check({ OfficerCount: '1', Officer2Name: 'Grace' })).toEqual([
      'Officers.OfficerCount: countMismatch',
    ])
    // Count raised past the blocks shown.
    expect(check({ OfficerCount: '3', Officer2Name: 'Grace' })).toEqual([
      'Officers.OfficerCount: countMismatch',
    ])
  })

  it('every block gets every field of the others (the second owner’s date of birth)', () => {
    const [expanded] = withCountedBlocks(
      formOf({
        Owners: {
          OwnerCount: '2',
          Owner1FullName: 'Ada',
          Owner1DateOfBirth: '1980-01-01',
          Owner1OwnershipPercent: '60',
          Owner2FullName: 'Grace',
          Owner2OwnershipPercent: '40',
        },
      }),
    )
    expect(expanded!.formDefinitions[0]!.sections.Owners).toMatchObject({ Owner2DateOfBirth: '' })
    expect(
      checkComplianceAnswers([expanded!], answersOf(expanded!.formDefinitions[0]!.sections as Sections), {
        today: TODAY,
      }).map((problem) => problem.path),
    ).toEqual(['Owners.Owner2DateOfBirth'])
  })

  it('numbers are sent as the service expects: a numeric string without grouping, the type kept (CMP-8)', () => {
    expect(parseComplianceNumber('363,000')).toBe(363000)
    expect(parseComplianceNumber('363000.00')).toBe(363000)
    expect(parseComplianceNumber('12,34')).toBeUndefined()
    const definition = {
      formDefinitionId: 'def1',
      sections: { S: { TotalRevenue: '1000', TaxpayerNumber: '01234567890', Count: 3 } },
    }
    expect(formDataToSections({ s0: { f0: '363,000', f1: '01234567890', f2: '1,200' } }, definition)).toEqual(
      { S: { TotalRevenue: '363000', TaxpayerNumber: '01234567890', Count: 1200 } },
    )
    // Already a numeric string: as typed (an untouched value comes back unchanged).
    expect(formDataToSections({ s0: { f0: '363000.00' } }, definition).S!.TotalRevenue).toBe('363000.00')
    expect(formDataToSections({ s0: { f0: '$1,200' } }, definition).S!.TotalRevenue).toBe('1200')
  })
})
