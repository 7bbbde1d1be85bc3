import { createFormationOrderBodySchema } from '../../../src/schemas/formation'
import { findFieldPath, parseFieldErrors } from '../../../src/client/fieldErrors'

describe('parseFieldErrors', () => {
  it('CMP-10: a missing required field named Section.Field lands on that field', () => {
    expect(parseFieldErrors(['Required field missing: EntityState.EntityNumber'])).toEqual({
      'EntityState.EntityNumber': 'Required field missing: EntityState.EntityNumber',
    })
  })

  it('CMP-3: a validation-exception message names the field after its code', () => {
    expect(
      parseFieldErrors(['FIELD_CUSTOM_VALIDATION_EXCEPTION: businessAddress.state: Use a two-letter code']),
    ).toEqual({ 'businessAddress.state': 'Use a two-letter code' })
  })

  it('CMP-4: a bulk message names the failing record; its index is 0-based like the input array', () => {
    expect(
      parseFieldErrors(['FIELD_CUSTOM_VALIDATION_EXCEPTION: record 4 of 10: ein: EIN must be NN-NNNNNNN']),
    ).toEqual({ '3.ein': 'EIN must be NN-NNNNNNN' })
  })

  it('BF-10: "Please enter a value for X" resolves X to its full path through the request schema', () => {
    expect(
      parseFieldErrors(['Please enter a value for ResponsiblePartySSN'], createFormationOrderBodySchema),
    ).toEqual({ 'responsibleParty.responsiblePartySSN': 'Please enter a value for ResponsiblePartySSN' })
    expect(
      parseFieldErrors(['Please enter a valid value for PackageId'], createFormationOrderBodySchema),
    ).toEqual({
      packageId: 'Please enter a valid value for PackageId',
    })
    expect(findFieldPath(createFormationOrderBodySchema, 'RegisteredAgentFirstName')).toBe(
      'registerAgent.registeredAgentFirstName',
    )
  })

  it('TAX-3: bracketed paths become dotted paths', () => {
    const text = 'responsibleParties[0].dateOfBirth is required when type is INDIVIDUAL'
    expect(parseFieldErrors([text])).toEqual({ 'responsibleParties.0.dateOfBirth': text })
  })

  it('finds nothing in prose, so a form shows the message at the top instead', () => {
    expect(parseFieldErrors(['Something went wrong. Please try again later.'])).toEqual({})
    expect(parseFieldErrors(['No matching record found for subscription a0S000000000001AAA'])).toEqual({})
  })
})
