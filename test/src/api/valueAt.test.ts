// valueAt, the one reading of a value at a path (a service field error's, a form field's key): the
// formation form's checks and the compliance form's draft and formats all take it.
import { valueAt } from '../../../src/index'

describe('valueAt', () => {
  it('reads a value at a path, through objects and arrays, and stops where the path does', () => {
    const values = { responsibleParty: { responsiblePartySSN: '123-45-6789' }, officers: [{ name: 'Ana' }] }
    expect(valueAt(values, ['responsibleParty', 'responsiblePartySSN'])).toBe('123-45-6789')
    expect(valueAt(values, ['officers', 0, 'name'])).toBe('Ana')
    expect(valueAt(values, ['responsibleParty', 'missing', 'deeper'])).toBeUndefined()
    expect(valueAt(null, ['a'])).toBeUndefined()
  })

  it('reads own properties only: a path named by a service never reaches a prototype', () => {
    expect(valueAt({}, ['constructor'])).toBeUndefined()
    expect(valueAt({ a: {} }, ['a', 'toString'])).toBeUndefined()
    expect(valueAt(JSON.parse('{"__proto__": {"x": 1}}'), ['__proto__', 'x'])).toBe(1)
  })
})
