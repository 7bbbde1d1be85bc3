import { formationFieldMessage } from '../../../components/formation/words'
import { en } from '../../../components'

// BF-10: the service names a field in its own words; the form puts plain words on that field.
const words = { t: (id: string) => en[id as keyof typeof en] }

describe('the formation service’s refusals in plain words', () => {
  it('BF-10: "Please enter a value" is "required" on an empty field, "check this value" on a filled one', () => {
    const message = 'Please enter a value for ResponsiblePartySSN'
    const path = 'responsibleParty.responsiblePartySSN'
    expect(formationFieldMessage(path, message, words, '')).toBe('This field is required.')
    expect(formationFieldMessage(path, message, words, '  ')).toBe('This field is required.')
    expect(formationFieldMessage(path, message, words, '123-45-6789')).toBe('Check this value.')
    expect(
      formationFieldMessage(path, 'Please enter a valid value for ResponsiblePartySSN', words, '1'),
    ).toBe('Enter the 9 digits of the SSN.')
    expect(formationFieldMessage(path, 'Something else went wrong', words, 'x')).toBe(
      'Something else went wrong',
    )
  })
})
