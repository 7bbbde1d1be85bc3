import { serviceFieldMessage } from '../../../components/base/serviceFieldMessage'
import { formationFieldWords } from '../../../components/formation/words'
import { en } from '../../../components'

// BF-10: the service names a field in its own words; the form puts plain words on that field.
const words = { t: (id: string) => en[id as keyof typeof en] }

describe('the formation service’s refusals in plain words', () => {
  it('BF-10: "Please enter a value" is "required" on an empty field, "check this value" on a filled one', () => {
    const message = 'Please enter a value for ResponsiblePartySSN'
    const path = 'responsibleParty.responsiblePartySSN'
    expect(serviceFieldMessage(message, formationFieldWords(path, words), '')).toBe('This field is required.')
    expect(serviceFieldMessage(message, formationFieldWords(path, words), '  ')).toBe(
      'This field is required.',
    )
    expect(serviceFieldMessage(message, formationFieldWords(path, words), '123-45-6789')).toBe(
      'Check this value.',
    )
    expect(
      serviceFieldMessage(
        'Please enter a valid value for ResponsiblePartySSN',
        formationFieldWords(path, words),
        '1',
      ),
    ).toBe('Enter the 9 digits of the SSN.')
    expect(serviceFieldMessage('Something else went wrong', formationFieldWords(path, words), 'x')).toBe(
      'Something else went wrong',
    )
  })
})
