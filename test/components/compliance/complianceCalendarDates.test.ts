import { afterEach, describe, expect, it } from 'vitest'
import { addMonths, calendarItems, monthWeeks } from '../../../components/compliance/calendarItems'
import { addCalendarDays, todayCalendarDate, urgencyOf } from '../../../components/compliance/dueDates'

const originalTz = process.env.TZ
afterEach(() => {
  // Assigning undefined would set the string "undefined"; the next file in this worker reads TZ too.
  if (originalTz === undefined) delete process.env.TZ
  else process.env.TZ = originalTz
})
const t = (id: string) => id

describe('calendar dates in the compliance components', () => {
  it.each(['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC'])(
    'never shift with the viewer’s time zone (%s)',
    (tz) => {
      process.env.TZ = tz
      const weeks = monthWeeks('2027-03', 0)
      // March 1, 2027 is a Monday; 31 days over five weeks.
      expect(weeks[0]).toEqual([
        null,
        '2027-03-01',
        '2027-03-02',
        '2027-03-03',
        '2027-03-04',
        '2027-03-05',
        '2027-03-06',
      ])
      expect(weeks.flat().filter(Boolean)).toHaveLength(31)
      expect(monthWeeks('2027-03', 1)[0]![0]).toBe('2027-03-01')
      expect(addCalendarDays('2027-03-13', 1)).toBe('2027-03-14')
      expect(addCalendarDays('2024-02-28', 1)).toBe('2024-02-29')
      expect(addMonths('2027-12', 1)).toBe('2028-01')
      expect(addMonths('2027-01', -1)).toBe('2026-12')
      expect(todayCalendarDate(new Date(2027, 2, 14, 23, 30))).toBe('2027-03-14')
      expect(urgencyOf('2027-03-13', '2027-03-14')).toBe('overdue')
      expect(urgencyOf('2027-04-13', '2027-03-14')).toBe('soon')
      expect(urgencyOf('2027-04-14', '2027-03-14')).toBeUndefined()
    },
  )

  it('CMP-17: only an Auto Renewal plan contributes an auto-renew date; cancelled plans nothing', () => {
    const plan = { id: 'p', entityName: 'Acme', serviceCategory: 'AnnualReport', endDate: '2027-05-01' }
    const items = calendarItems(
      [
        {
          id: 'a',
          name: 'Annual Report',
          closeDate: '2027-04-01',
          complianceForms: [],
          opportunityProducts: [],
        },
      ],
      [
        { ...plan, renewalType: 'Auto Renewal', autoRenewDate: '2027-04-15' },
        { ...plan, id: 'm', renewalType: 'Manual', autoRenewDate: '2027-04-20' },
        { ...plan, id: 'c', renewalType: 'Auto Renewal', autoRenewDate: '2027-04-21', status: 'Cancelled' },
      ],
      { t: t as never },
    )
    expect(items.map((item) => [item.kind, item.id, item.date])).toEqual([
      ['alert', 'a', '2027-04-01'],
      ['autoRenew', 'p', '2027-04-15'],
      ['planEnd', 'p', '2027-05-01'],
      ['planEnd', 'm', '2027-05-01'],
    ])
  })
})
