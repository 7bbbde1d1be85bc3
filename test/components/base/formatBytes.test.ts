import { describe, expect, it } from 'vitest'
import { formatBytes } from '../../../components/base/formatBytes'

// Issue 21 (screenshot review): in Spanish at 390 px the file hint read "Hasta 10" on one line and
// "MB." on the next. A size's number and unit are one word to a reader: a no-break space joins them.
describe('formatBytes', () => {
  it.each([
    ['en-US', 0, '0\u00a0bytes'],
    ['en-US', 624, '624\u00a0bytes'],
    ['en-US', 2048, '2\u00a0kB'],
    ['en-US', 1_250_000, '1.2\u00a0MB'],
    ['en-US', 10 * 1024 * 1024, '10\u00a0MB'],
    ['en-US', 3 * 1024 ** 3, '3\u00a0GB'],
    ['es', 624, '624\u00a0bytes'],
    ['es', 2048, '2\u00a0kB'],
    ['es', 1_250_000, '1,2\u00a0MB'],
    ['es', 10 * 1024 * 1024, '10\u00a0MB'],
    ['es', 3 * 1024 ** 3, '3\u00a0GB'],
  ])('%s: %d bytes read as %j, number and unit never apart', (locale, count, expected) => {
    const text = formatBytes(count, locale)
    expect(text).toBe(expected)
    expect(text).not.toMatch(/[ \t\n]/)
  })
})
