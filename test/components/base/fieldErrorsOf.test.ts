import { describe, expect, it } from 'vitest'
import { fieldErrorsOf } from '../../../components/base/fieldErrorsOf'
import { PartnerApiError } from '../../../src/index'

// The one mapping of a refusal's field errors onto a form's fields, without React.
const refusal = (fieldErrors: Record<string, string>) =>
  new PartnerApiError({
    kind: 'validation',
    operation: 'formation.createOrder',
    message: 'refused',
    fieldErrors,
  })

describe('fieldErrorsOf', () => {
  it('by default puts each message on the field its path names', () => {
    expect(fieldErrorsOf(refusal({ name: 'Name is required', 'contact.contactEmail': 'bad' }))).toEqual({
      name: 'Name is required',
      'contact.contactEmail': 'bad',
    })
  })

  it('has nothing to place for anything but a PartnerApiError', () => {
    expect(fieldErrorsOf(new Error('boom'))).toEqual({})
    expect(fieldErrorsOf(undefined)).toEqual({})
    expect(fieldErrorsOf({ fieldErrors: { name: 'forged' } })).toEqual({})
  })

  it('maps paths to the form’s fields, leaves off the ones it names no field for, and keeps a field’s first message', () => {
    const placed = fieldErrorsOf(
      refusal({
        'partnerOrder.contact.contactEmail': 'contactEmail is invalid',
        'contact.contactEmail': 'a second word on the same field',
        'partnerOrder.unknownThing': 'nowhere to go',
      }),
      (path) => (path.endsWith('contactEmail') ? 'email' : undefined),
    )
    expect(placed).toEqual({ email: 'contactEmail is invalid' })
  })

  it('words each message for its field, knowing the path it came from', () => {
    const placed = fieldErrorsOf(
      refusal({ 'responsibleParties[0].lastName': 'is required' }),
      (path) => path.replace(/\[(\d+)\]/g, '.$1'),
      (message, field, path) => `${field} (${path}): ${message}`,
    )
    expect(placed).toEqual({
      'responsibleParties.0.lastName':
        'responsibleParties.0.lastName (responsibleParties[0].lastName): is required',
    })
  })
})
