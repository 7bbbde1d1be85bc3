import { afterEach, describe, expect, it } from 'vitest'
import { formatCalendarDate, isCalendarDate, parseCalendarDate } from '../../../src/format/calendarDate'

const originalTz = process.env.TZ
afterEach(() => {
  process.env.TZ = originalTz
})

describe('calendar dates (YYYY-MM-DD)', () => {
  it.each(['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC'])(
    'format as the same day wherever the viewer is (%s)',
    (tz) => {
      process.env.TZ = tz
      expect(formatCalendarDate('2027-01-01', 'en-US')).toBe('Jan 1, 2027')
      expect(formatCalendarDate('2024-02-29', 'es')).toBe('29 feb 2024')
      expect(formatCalendarDate('2025-12-31', 'en-US', { dateStyle: 'long' })).toBe('December 31, 2025')
    },
  )

  it('only real dates parse; anything else is shown as written', () => {
    expect(parseCalendarDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 })
    expect(isCalendarDate('2025-02-29')).toBe(false)
    expect(isCalendarDate('2025-13-01')).toBe(false)
    expect(isCalendarDate('2025-1-1')).toBe(false)
    expect(isCalendarDate('0099-01-01')).toBe(true)
    expect(formatCalendarDate('soon', 'en-US')).toBe('soon')
  })
})
