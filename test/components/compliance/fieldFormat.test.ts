// The compliance form's check of a field whose name says it holds a US state (StateCode, Address
// State): the core's list of codes, which the service's bodies take — the fifty states and DC.
import { US_STATE_CODES } from '../../../src/index'
import { fieldFormat, FORMAT_PATTERN } from '../../../components/compliance/fieldFormat'

const accepts = (value: string) => new RegExp(FORMAT_PATTERN.usState, 'u').test(value)

describe('a compliance field that holds a US state', () => {
  it('is recognised by its name', () => {
    expect(fieldFormat('StateCode', 'DE', 'text')).toBe('usState')
  })

  it('takes every code of the core’s list, and nothing else: no territory the core refuses', () => {
    for (const code of US_STATE_CODES) expect(accepts(code), code).toBe(true)
    for (const territory of ['PR', 'GU', 'VI', 'AS', 'MP']) expect(accepts(territory), territory).toBe(false)
    expect(accepts('')).toBe(true)
    expect(accepts('de')).toBe(false)
  })
})
