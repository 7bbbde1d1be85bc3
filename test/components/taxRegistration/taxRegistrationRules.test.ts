// The tax registration screens' pure parts (src/taxRegistration): the form's order and checks, the
// summary's reading. The TAX rules themselves are named by the Chromium tests of the components.
import { describe, expect, it } from 'vitest'
import {
  checkTaxRegistrationForm,
  createTaxRegistrationInputSchema,
  humanizeKey,
  isWebUrl,
  recordsTable,
  taxFormFieldOf,
  taxRegistrationFormValues,
  taxRegistrationOrderFromForm,
} from '../../../src/index'

const valid = () =>
  taxRegistrationFormValues({
    legalName: 'Northwind Traders LLC',
    entityType: 'LLC',
    states: [{ state: 'CA', firstPayrollAmount: '' }],
    parties: [
      {
        type: 'INDIVIDUAL',
        firstName: 'Ada',
        lastName: 'Lovelace',
        businessName: '',
        title: 'Member',
        dateOfBirth: '1985-04-12',
      },
    ],
  })

describe('the tax registration form’s order and checks', () => {
  it('a valid form has no problems and its order passes the create schema, empty optional fields left out', () => {
    expect(checkTaxRegistrationForm(valid())).toEqual({})
    const order = taxRegistrationOrderFromForm(valid())
    expect(createTaxRegistrationInputSchema.safeParse(order).success).toBe(true)
    expect(order).toEqual({
      orderFilingType: 'Standard',
      accountInfo: {},
      businessDetails: { legalName: 'Northwind Traders LLC', entityType: 'LLC' },
      stateInfo: [{ state: 'CA' }],
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
  })

  it('turns the schema’s issues into problem codes on the fields’ keys', () => {
    const values = {
      ...valid(),
      entityType: 'C-Corp',
      // Nine digits without the dash are read, as the import reads them (issue 34); this is no EIN.
      EIN: '12-34567',
      firstPayrollAmount: '-1',
      states: [
        { state: 'CA', firstPayrollAmount: 'lots' },
        { state: 'CA', firstPayrollAmount: '' },
      ],
    }
    values.parties = [{ ...values.parties[0]!, title: 'Officer', dateOfBirth: '' }]
    expect(checkTaxRegistrationForm(values)).toEqual({
      'businessDetails.EIN': { code: 'einFormat' },
      'accountInfo.firstPayrollAmount': { code: 'amountNegative' },
      'stateInfo.0.firstPayrollAmount': { code: 'amountInvalid' },
      'stateInfo.1.state': { code: 'stateRepeated' },
      'responsibleParties.0.title': {
        code: 'titleNotAllowed',
        entityType: 'C-Corp',
        titles: ['Director', 'President', 'Secretary', 'Treasurer', 'Vice President', 'CEO'],
      },
      'responsibleParties.0.dateOfBirth': { code: 'dateOfBirthRequired' },
    })
    expect(
      checkTaxRegistrationForm({
        ...valid(),
        entityType: 'Non-Profit Corporation',
        parties: valid().parties,
      }),
    ).toMatchObject({ 'businessDetails.nonProfitInfo': { code: 'nonProfitRequired' } })
  })

  it('maps a refusal’s path to the field that holds it, or to none', () => {
    const values = valid()
    expect(taxFormFieldOf('partnerOrder.responsibleParties[0].dateOfBirth', values)).toBe(
      'responsibleParties.0.dateOfBirth',
    )
    expect(taxFormFieldOf('businessDetails.EIN', values)).toBe('businessDetails.EIN')
    expect(taxFormFieldOf('responsibleParties.3.dateOfBirth', values)).toBeUndefined()
    expect(taxFormFieldOf('businessDetails.nonProfitInfo.x', values)).toBeUndefined()
    expect(
      taxFormFieldOf('businessDetails.nonProfitInfo.x', { ...values, entityType: 'Non-Profit Corporation' }),
    ).toBe('businessDetails.nonProfitInfo')
  })
})

describe('reading the status summary', () => {
  it('tabulates only lists of flat records, the state first', () => {
    expect(
      recordsTable([
        { accountNumber: '1', state: 'CA' },
        { state: 'NY', extra: true },
      ]),
    ).toEqual({
      columns: ['state', 'accountNumber', 'extra'],
      rows: [
        { accountNumber: '1', state: 'CA' },
        { state: 'NY', extra: true },
      ],
    })
    expect(recordsTable([])).toBeUndefined()
    expect(recordsTable([{ nested: { a: 1 } }])).toBeUndefined()
    expect(recordsTable({ CA: [] })).toBeUndefined()
    expect(recordsTable([1, 2])).toBeUndefined()
  })

  it('says keys in words and links only http(s) URLs', () => {
    expect(humanizeKey('agencyAccounts')).toBe('Agency accounts')
    expect(humanizeKey('EIN')).toBe('EIN')
    expect(humanizeKey('first_payroll-date')).toBe('First payroll date')
    expect(humanizeKey('issuedByIRSOffice')).toBe('Issued by IRS office')
    expect(isWebUrl('https://edd.ca.gov/')).toBe(true)
    expect(isWebUrl('javascript:alert(1)')).toBe(false)
    expect(isWebUrl(' JAVASCRIPT:alert(1)')).toBe(false)
    expect(isWebUrl('data:text/html,<b>x</b>')).toBe(false)
    expect(isWebUrl('https://')).toBe(false)
  })
})
