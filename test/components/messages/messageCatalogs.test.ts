import { describe, expect, it } from 'vitest'
import { en, es } from '../../../components'
import { describeError } from '../../../components/base/errors'
import { interpolate } from '../../../components/base/interpolate'
import { PartnerApiError } from '../../../hooks'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

describe('message catalogs', () => {
  it('es has every id of en-US, none empty, with the same placeholders', () => {
    for (const [id, text] of Object.entries(en)) {
      const translated = (es as Record<string, string>)[id]
      expect(translated, id).toBeTypeOf('string')
      expect(translated!.trim(), id).not.toBe('')
      expect(placeholders(translated!), id).toEqual(placeholders(text))
    }
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort())
  })

  it('names one field one way across forms: a last name is “Apellido” in the tax and formation forms alike', () => {
    expect(es['tax.form.lastName']).toBe(es['formation.field.contactLastName'])
    expect(en['tax.form.lastName']).toBe(en['formation.field.contactLastName'])
  })

  it('ids follow `area.what`', () => {
    for (const id of Object.keys(en)) expect(id).toMatch(/^[a-z][A-Za-z]*(\.[A-Za-z0-9]+)+$/)
  })

  it('fills {name} placeholders as text and leaves unknown ones as written', () => {
    expect(
      interpolate('Renew {service} for {company}', { service: 'Annual Report', company: '<b>Acme</b>' }),
    ).toBe('Renew Annual Report for <b>Acme</b>')
    expect(interpolate('{missing} {n}', { n: 3 })).toBe('{missing} 3')
    expect(interpolate('{toString}', {})).toBe('{toString}')
  })

  it('ends a sentence once when the name before its period ends in one', () => {
    expect(interpolate('El plan de {company}.', { company: 'Prairie Bakery P.C.' })).toBe(
      'El plan de Prairie Bakery P.C.',
    )
    expect(interpolate('Plan of {company}.', { company: 'Acme LLC' })).toBe('Plan of Acme LLC.')
    expect(interpolate('{a}.{b}', { a: 'x.', b: 'y' })).toBe('x.y')
  })
})

describe('describeError: PartnerApiError kinds in plain words', () => {
  const t = (id: keyof typeof en, values?: Record<string, string | number>) => interpolate(en[id], values)
  const error = (
    kind: PartnerApiError['kind'],
    more: Partial<ConstructorParameters<typeof PartnerApiError>[0]> = {},
  ) => new PartnerApiError({ kind, message: 'technical', operation: 'compliance.listSubscriptions', ...more })

  it.each([
    ['unauthorized', 'Your session has expired. Sign in again, then try again.'],
    ['forbidden', 'Your account is not allowed to do this.'],
    ['not_found', 'This record no longer exists.'],
    ['rate_limited', 'The service is busy. Wait a moment, then try again.'],
    ['server', 'The service had a problem. Try again in a moment.'],
    ['network', 'We could not reach the service. Check your connection, then try again.'],
    ['timeout', 'The service took too long to answer. Try again.'],
    ['contract', 'The service sent an answer we could not read. Try again later.'],
  ] as const)('%s', (kind, sentence) => {
    expect(describeError(error(kind, { serviceMessage: 'Internal detail 0x1f' }), { t })).toBe(sentence)
  })

  it('shows the service’s own message only for a validation refusal, where it helps', () => {
    expect(describeError(error('validation', { serviceMessage: 'startDate is invalid' }), { t })).toBe(
      'The service could not accept this: startDate is invalid',
    )
    expect(describeError(error('validation', { fieldErrors: { endDate: 'x' } }), { t })).toBe(
      'Please correct the highlighted fields.',
    )
    expect(describeError(new Error('TypeError: x is undefined'), { t })).toBe(
      'Something went wrong while showing this part of the page.',
    )
  })
})
