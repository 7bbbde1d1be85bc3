import { describe, expect, it } from 'vitest'
import { contentMatchesName } from '../../../src/files/contentMatchesName'

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) =>
      typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value],
    ),
  )

describe('contentMatchesName: the first bytes must be what the name and type claim', () => {
  it('takes each known kind with its own signature', () => {
    expect(contentMatchesName({ name: 'a.pdf', type: 'application/pdf' }, bytes('%PDF-1.7'))).toBe(true)
    expect(contentMatchesName({ name: 'a.PNG', type: '' }, bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBe(
      true,
    )
    expect(contentMatchesName({ name: 'a.jpeg', type: 'image/jpeg' }, bytes(0xff, 0xd8, 0xff, 0xe1))).toBe(
      true,
    )
    expect(contentMatchesName({ name: 'a.webp', type: '' }, bytes('RIFF', 1, 2, 3, 4, 'WEBP'))).toBe(true)
  })

  it('refuses an EXE named .pdf, a JPEG named .png, a PDF typed as PNG, and a too-short file', () => {
    expect(contentMatchesName({ name: 'agent.pdf', type: 'application/pdf' }, bytes('MZ', 0x90, 0))).toBe(
      false,
    )
    expect(contentMatchesName({ name: 'seal.png', type: 'image/png' }, bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(
      false,
    )
    expect(contentMatchesName({ name: 'scan', type: 'image/png' }, bytes('%PDF-1.4'))).toBe(false)
    expect(contentMatchesName({ name: 'a.pdf', type: '' }, bytes('%PD'))).toBe(false)
  })

  it('passes kinds without a signature (CSV, JSON, text): there is nothing to check', () => {
    expect(contentMatchesName({ name: 'companies.csv', type: 'text/csv' }, bytes('Company Name,EIN'))).toBe(
      true,
    )
    expect(contentMatchesName({ name: 'companies.json', type: 'application/json' }, bytes('{"a":1}'))).toBe(
      true,
    )
  })
})
