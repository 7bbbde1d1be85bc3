import { describe, expect, it } from 'vitest'
import { isSensitiveFieldName } from '../../../src/index'

// Issue 35: the one "never stored" rule, on names in every style the service and our forms use.

describe('isSensitiveFieldName', () => {
  it('names an SSN, ITIN, TIN, tax id, EIN, date of birth or password in any style', () => {
    for (const name of [
      'ssn',
      'SSN',
      'responsiblePartySSN',
      'itin',
      'tin',
      'taxId',
      'Tax_ID',
      'socialSecurityNumber',
      'EIN',
      'ein',
      'FEIN',
      'employerIdentificationNumber',
      'dateOfBirth',
      'DateOfBirth',
      'Owner2DateOfBirth',
      'ApplicantDateOfBirth',
      'Applicant_DOB',
      'dob',
      'birthDate',
      'dateofbirth',
      'password',
    ])
      expect(isSensitiveFieldName(name), name).toBe(true)
  })

  it('leaves ordinary fields alone', () => {
    for (const name of [
      'legalName',
      'Owner1FullName',
      'EffectiveDate',
      'AccountingYearBegin',
      'TaxpayerNumber',
      'ContactEmail',
      'Martin',
      'entityType',
      'responsiblePartyStatus',
      'Officer1Title',
      'Street',
    ])
      expect(isSensitiveFieldName(name), name).toBe(false)
  })
})
