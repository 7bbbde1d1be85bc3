import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ComplianceAlertList, es } from '../../../components'
import styles from '../../../components/styles.css?inline'
import { axeViolations, createComponentHarness } from '../harness'

// Issue 21 (screenshot review): the dashboard said "Alerts shown: 5" and showed 4 rows at 1280 px, 2 at
// 390 px. The list ends on a whole row at its box's edge, so nothing hinted that it scrolls. Measured
// in Chromium with the library's own stylesheet, as a host that imports filing-kit/styles.css sees it.

const sheet = document.createElement('style')
beforeAll(() => void document.head.append(Object.assign(sheet, { textContent: styles })))
afterAll(() => sheet.remove())

/** The options drawn wholly inside the list's scrolling box: what a person can read without scrolling. */
function wholeInView(listbox: HTMLElement) {
  const view = listbox.parentElement!.getBoundingClientRect()
  return within(listbox)
    .getAllByRole('option')
    .filter((option) => {
      const row = option.getBoundingClientRect()
      return row.top >= view.top - 1 && row.bottom <= view.bottom + 1
    })
}

/** Drawn where a person sees it: a box of its own, not clipped to nothing, not hidden. */
function seen(element: HTMLElement) {
  const box = element.getBoundingClientRect()
  const style = getComputedStyle(element)
  return box.width > 1 && box.height > 1 && style.visibility === 'visible' && style.opacity !== '0'
}

/** The number a hint line says. */
const countIn = (line: HTMLElement) => Number(/\d+/.exec(line.textContent!)![0])

// Matched against the line's own text: the arrow before it is decoration, hidden from assistive tech.
const WORDS = {
  en: { below: /^(\d+) more below — scroll the list$/, above: /^End of the list — (\d+) more above$/ },
  es: {
    below: /^Hay (\d+) más abajo: desplace la lista$/,
    above: /^Fin de la lista: hay (\d+) más arriba$/,
  },
}

describe('ComplianceAlertList says when rows are out of view', () => {
  it.each([
    ['en', undefined],
    ['es', es],
  ] as const)(
    '%s: a line under the list counts the rows below, the last row fades; at the end it counts those above; nothing when all fit',
    async (locale, messages) => {
      const words = WORDS[locale]
      const h = createComponentHarness()
      const options = { locale, ...(messages ? { messages } : {}) }
      const { container, unmount } = h.render(
        <div style={{ width: 390 }}>
          <ComplianceAlertList today="2026-02-01" maxHeight={300} />
        </div>,
        options,
      )
      const listbox = await screen.findByRole('listbox')
      const total = Number(within(listbox).getAllByRole('option')[0]!.getAttribute('aria-setsize'))
      expect(total).toBeGreaterThan(3)
      const lineOf = (pattern: RegExp) => screen.queryByText(pattern)
      const frame = listbox.parentElement!.parentElement!
      const fade = () => getComputedStyle(frame, '::after').backgroundImage

      // Top of the list: the rows a person cannot see are counted, under the list, in plain view.
      await waitFor(() => {
        const line = lineOf(words.below)
        expect(line).not.toBeNull()
        // What a person reads: an arrow, then the count of rows they cannot see.
        expect(line!.textContent).toMatch(/^↓ \S/)
        expect(countIn(line!)).toBe(total - wholeInView(listbox).length)
      })
      const below = lineOf(words.below)!
      expect(seen(below)).toBe(true)
      expect(below.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        listbox.parentElement!.getBoundingClientRect().bottom - 1,
      )
      expect(fade()).toMatch(/gradient/)
      expect(await axeViolations(container)).toEqual([])

      // By keyboard to the end: the line now says where the others went, and the fade is gone.
      listbox.focus()
      await userEvent.keyboard('{End}')
      await waitFor(() => {
        const line = lineOf(words.above)
        expect(line).not.toBeNull()
        expect(line!.textContent).toMatch(/^↑ \S/)
        expect(countIn(line!)).toBe(total - wholeInView(listbox).length)
      })
      expect(lineOf(words.below)).toBeNull()
      expect(fade()).toBe('none')

      // Back to the top by keyboard: the count of rows below is back.
      await userEvent.keyboard('{Home}')
      await waitFor(() => expect(lineOf(words.below)).not.toBeNull())
      unmount()

      // Every row fits: no line, no fade.
      const all = h.render(
        <div style={{ width: 390 }}>
          <ComplianceAlertList today="2026-02-01" maxHeight={40_000} />
        </div>,
        options,
      )
      const whole = await within(all.container).findByRole('listbox')
      await waitFor(() => expect(wholeInView(whole)).toHaveLength(total))
      expect(within(all.container).queryByText(words.below)).toBeNull()
      expect(within(all.container).queryByText(words.above)).toBeNull()
      expect(getComputedStyle(whole.parentElement!.parentElement!, '::after').backgroundImage).toBe('none')
    },
  )
})
