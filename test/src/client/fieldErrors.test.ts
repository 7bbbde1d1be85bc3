import fc from 'fast-check'
import * as z from 'zod/mini'
import { createFormationOrderBodySchema } from '../../../src/schemas/formation'
import { findFieldPath } from '../../../src/client/findFieldPath'
import { parseFieldErrors } from '../../../src/client/parseFieldErrors'

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

  it('BF-10: looks through lazy schemas and pipes as the doctor’s walk does (one schema walker)', () => {
    const party = z.object({ responsiblePartySSN: z.string() })
    const schema = z.object({
      responsibleParty: z.lazy(() => party),
      contact: z.pipe(
        z.transform((value: unknown) => value),
        z.object({ contactEmail: z.string() }),
      ),
    })
    expect(findFieldPath(schema, 'ResponsiblePartySSN')).toBe('responsibleParty.responsiblePartySSN')
    expect(findFieldPath(schema, 'ContactEmail')).toBe('contact.contactEmail')
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

// Issue 18: service text is untrusted. The old coded-message regex backtracked quadratically over
// the spaces before a trailing line break: one 64,000-character message blocked the page for 5 s.
// These calls finish in microseconds now; on the old code they run past vitest's time-out (a test
// that overruns it fails even when it blocks synchronously), and their results are asserted too.
describe('parseFieldErrors on hostile service text', () => {
  const CAP = 4096
  const CODE = 'FIELD_CUSTOM_VALIDATION_EXCEPTION'

  it('reads no field name past the first 4 KB of a message', () => {
    const name = 'responsibleParties[0].dateOfBirth is required'
    const within = `${'x '.repeat(2000)}${name}`
    expect(Object.keys(parseFieldErrors([within]))).toEqual(['responsibleParties.0.dateOfBirth'])
    expect(parseFieldErrors([`${'x '.repeat(CAP / 2)}${name}`])).toEqual({})
    expect(parseFieldErrors([`${'x '.repeat(CAP / 2)}Please enter a value for PackageId`])).toEqual({})
    expect(parseFieldErrors([`${'x '.repeat(CAP / 2)}${CODE}: ein: EIN must be NN-NNNNNNN`])).toEqual({})
  })

  it('does not read a name the cap cuts through as a shorter name', () => {
    // The cap falls inside "dateOfBirth": "responsibleParties.0.date" is no field.
    const text = `${'x'.padEnd(CAP - 'responsibleParties[0].date'.length)}responsibleParties[0].dateOfBirth is required`
    expect(parseFieldErrors([text])).toEqual({})
    const please = `${'x'.padEnd(CAP - 'Please enter a value for Package'.length)}Please enter a value for PackageId`
    expect(parseFieldErrors([please], createFormationOrderBodySchema)).toEqual({})
  })

  it('keeps what it shows next to a field within the cap', () => {
    const long = `${CODE}: ein: EIN must be NN-NNNNNNN. ${'More detail. '.repeat(5000)}`
    const errors = parseFieldErrors([long])
    expect(Object.keys(errors)).toEqual(['ein'])
    expect(errors.ein!.startsWith('EIN must be NN-NNNNNNN. More detail.')).toBe(true)
    expect(errors.ein!.length).toBeLessThanOrEqual(CAP)
  })

  it('64,000 spaces before a line break, after a code and a path: no hang, and the same fields', () => {
    for (const [space, lineBreak] of [
      [' ', '\u2028'],
      [' ', '\n'],
      ['\t', '\r'],
      ['\u00a0', '\u2029'],
    ] as const) {
      const text = `${CODE}: ein:${space.repeat(64_000)}${lineBreak}`
      expect(parseFieldErrors([text])).toEqual({})
      // A dotted path is still found in such a message (as a path token, the message shown whole).
      const dotted = parseFieldErrors([
        `${CODE}: record 4 of 10: businessAddress.state:${space.repeat(64_000)}${lineBreak}`,
      ])
      expect(Object.keys(dotted)).toEqual(['3.businessAddress.state'])
      expect(dotted['3.businessAddress.state']!.startsWith(`${CODE}: businessAddress.state:`)).toBe(true)
      expect(dotted['3.businessAddress.state']!.length).toBeLessThanOrEqual(CAP)
    }
  })

  it('a 64,000-character message ending in U+2028 names its field when the name is within the cap', () => {
    const text = `${CODE}: ein: EIN must be NN-NNNNNNN${' '.repeat(64_000)}\u2028`
    expect(parseFieldErrors([text])).toEqual({ ein: 'EIN must be NN-NNNNNNN' })
    const tokens = `responsibleParties[0].dateOfBirth is required${' a'.repeat(32_000)}\u2028`
    expect(Object.keys(parseFieldErrors([tokens]))).toEqual(['responsibleParties.0.dateOfBirth'])
  })

  it('long runs of names, brackets and record markers are read in one pass', () => {
    const texts = [
      'a'.repeat(64_000),
      `a${'[1'.repeat(32_000)}`,
      `a${'.a'.repeat(32_000)}`,
      'record 1 of '.repeat(5_400),
      `${'A'.repeat(64_000)}:`,
      `${CODE}: ${'a'.repeat(64_000)}`,
      `${CODE}:${' \u2028'.repeat(32_000)}`,
    ]
    expect(parseFieldErrors(texts)).toEqual({})
  })
})

/** The parser before issue 18, as a reference on short texts (where its regex is fast). */
function referenceParse(texts: readonly string[], schema?: Parameters<typeof parseFieldErrors>[1]) {
  const RECORD = /\brecord (\d+) of \d+:\s*/i
  const CODED = /^[A-Z][A-Z0-9_]+:\s*([A-Za-z_][\w.[\]]*):\s*(.+)$/
  const PLEASE_ENTER = /please (?:enter|provide) a (?:valid )?value for ([A-Za-z_]\w*)/i
  const PATH_TOKEN = /\b[A-Za-z_]\w*(?:\[\d+\]|\.[A-Za-z_]\w*)+/g
  const normalise = (path: string) => path.replace(/\[(\d+)\]/g, '.$1')
  const errors: Record<string, string> = {}
  for (const raw of texts) {
    const record = RECORD.exec(raw)
    const prefix = record ? `${Number(record[1]) - 1}.` : ''
    const text = record ? raw.replace(RECORD, '') : raw
    const coded = CODED.exec(text)
    // The one intended change: a coded message of spaces alone is no field message (it was '').
    if (coded?.[1] && coded[2]?.trim()) {
      errors[prefix + normalise(coded[1])] = coded[2].trim()
      continue
    }
    const please = PLEASE_ENTER.exec(text)
    if (please?.[1]) {
      const name = please[1].charAt(0).toLowerCase() + please[1].slice(1)
      errors[prefix + (findFieldPath(schema, name) ?? name)] = text
      continue
    }
    for (const token of text.match(PATH_TOKEN) ?? []) errors[prefix + normalise(token)] ??= text
  }
  return errors
}

describe('parseFieldErrors reads what the service says as it did before', () => {
  // Fragments of real messages and of the characters each pattern turns on.
  const fragment = fc.constantFrom(
    'FIELD_CUSTOM_VALIDATION_EXCEPTION',
    'AB',
    'A',
    'a',
    'Z9',
    '_',
    '1',
    ':',
    ' ',
    '  ',
    '\t',
    '\u00a0',
    '\ufeff',
    '\n',
    '\r',
    '\u2028',
    '\u2029',
    '.',
    '[',
    ']',
    '[0]',
    'ein',
    'EntityState.EntityNumber',
    'responsibleParties[0].dateOfBirth',
    'record 4 of 10:',
    'Record 2 of 3: ',
    'record x of 1:',
    'Please enter a value for ',
    'please provide a valid value for ',
    'ResponsiblePartySSN',
    'PackageId',
    ' is required',
    'é',
    '\ud83d\ude00',
  )
  const some = (parts: fc.Arbitrary<string>, maxLength: number) =>
    fc.array(parts, { maxLength }).map((items) => items.join(''))
  const space = fc.constantFrom(' ', '\t', '\u00a0', '\ufeff', '\n', '\r', '\u2028', '\u2029')
  // Mostly the coded shape, "CODE: [record n of m:] path: message", each part often slightly off.
  const coded = fc
    .tuple(
      fc.constantFrom('FIELD_CUSTOM_VALIDATION_EXCEPTION', 'AB', 'A', 'Z9', 'aB', 'A_', ''),
      fc.constantFrom(':', ''),
      some(space, 3),
      fc.constantFrom('', 'record 4 of 10: ', 'Record 2 of 3:', 'record 1 of 1:\u2028'),
      fc.constantFrom('ein', 'a.b', 'x[0]', 'responsibleParties[0].dateOfBirth', '_', '1a', 'a-b', ''),
      fc.constantFrom(':', '', '::'),
      some(fc.oneof(space, fragment), 6),
    )
    .map((parts) => parts.join(''))
  const message = fc.oneof(some(fragment, 16), coded)

  it('gives the same field errors as the old parser for every message under the cap', () => {
    fc.assert(
      fc.property(fc.array(message, { maxLength: 3 }), (texts) => {
        expect(parseFieldErrors(texts, createFormationOrderBodySchema)).toEqual(
          referenceParse(texts, createFormationOrderBodySchema),
        )
      }),
      { numRuns: 3000 },
    )
  })
})
