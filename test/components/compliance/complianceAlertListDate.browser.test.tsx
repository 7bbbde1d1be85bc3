import { screen, within } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ComplianceAlertList, es } from '../../../components'
import styles from '../../../components/styles.css?inline'
import { createComponentHarness } from '../harness'

// Issue 21 (screenshot review): in Spanish the row's "Presentar a más tardar el 2 oct 2026" broke
// inside the date, "2026" alone on a line. In a narrow column the sentence may wrap; the date may not.

/** A calendar date as the components show it (medium style, never shifted by a time zone). */
function shown(date: string, locale: string) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  )
}

describe('ComplianceAlertList keeps a date whole', () => {
  // Laid out by the library's own stylesheet, as a host that imports filing-kit/styles.css sees it.
  const sheet = document.createElement('style')
  beforeAll(() => void document.head.append(Object.assign(sheet, { textContent: styles })))
  afterAll(() => sheet.remove())
  it.each([
    ['es', es, 'Presentar a más tardar el'],
    ['en-US', undefined, 'File by'],
  ] as const)('in %s, in a narrow column the date renders on one line', async (locale, messages, words) => {
    const h = createComponentHarness()
    const alert = [...h.sim.state.alerts.values()]
      .filter((candidate) => candidate.partnerId === h.partnerId && candidate.open)
      .sort((a, b) => a.closeDate.localeCompare(b.closeDate))[0]!
    h.render(
      <div style={{ width: '110px' }}>
        <ComplianceAlertList maxHeight={4000} />
      </div>,
      messages ? { messages, locale } : { locale },
    )
    const list = await screen.findByRole('listbox')
    const date = within(list).getAllByText(shown(alert.closeDate, locale))[0]!
    expect(date.parentElement!.textContent).toBe(`${words} ${shown(alert.closeDate, locale)}`)
    // The sentence wraps in the narrow column; an inline element broken over lines has one box per line.
    expect(date.parentElement!.getBoundingClientRect().height).toBeGreaterThan(
      date.getBoundingClientRect().height * 1.5,
    )
    expect(date.getClientRects()).toHaveLength(1)
  })
})
