import { serviceFieldMessage } from '../../../components/base/serviceFieldMessage'
import { formationFieldWords } from '../../../components/formation/words'
import { taxFieldWords } from '../../../components/taxRegistration/taxFormProblems'
import { en } from '../../../components'
import { interpolate } from '../../../components/base/interpolate'

// Issue 35: one reading of the service's refusal of a field, for every form; each form gives its words.
const text = {
  t: (id: string, values?: Readonly<Record<string, string | number>>) =>
    interpolate(en[id as keyof typeof en], values),
}

describe('serviceFieldMessage, the one reading of a refused field', () => {
  it('TAX-3: "<path> <predicate>" reads with the field’s label; a path the form cannot name stays as sent', () => {
    expect(
      serviceFieldMessage(
        'responsibleParties[0].lastName is required',
        taxFieldWords('responsibleParties.0.lastName', text),
      ),
    ).toBe('Last name is required')
    expect(serviceFieldMessage('somethingElse is odd', taxFieldWords('somethingElse', text))).toBe(
      'somethingElse is odd',
    )
  })

  it('BF-10: a formation field’s words read "Please enter a value", and leave a "<path> <predicate>" sentence as sent', () => {
    const path = 'responsibleParty.responsiblePartySSN'
    expect(
      serviceFieldMessage(
        'Please enter a value for ResponsiblePartySSN',
        formationFieldWords(path, text),
        '',
      ),
    ).toBe('This field is required.')
    expect(serviceFieldMessage('responsiblePartySSN is required', formationFieldWords(path, text))).toBe(
      'responsiblePartySSN is required',
    )
  })
})
