import { screen, within } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SubscriptionList } from '../../../components'
import { es } from '../../../components/messages/es'
import styles from '../../../components/styles.css?inline'
import { createComponentHarness } from '../harness'

// Issue 21: at 900 px (the portal's company page: a card about 810 px wide) the plan table clipped
// its Cancel button past the card's edge, and a term could break at its dash. Measured in Chromium
// with the library's own stylesheet, as a host that imports filing-kit/styles.css sees it.

const sheet = document.createElement('style')
beforeAll(() => void document.head.append(Object.assign(sheet, { textContent: styles })))
afterAll(() => sheet.remove())

/** The boxes of a text node's characters from `start` to `end`: one per line they are drawn on. */
function linesOf(node: Node, start: number, end: number): number[] {
  const range = document.createRange()
  range.setStart(node, start)
  range.setEnd(node, end)
  return [...new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))]
}

describe('SubscriptionList in a card of a 900 px page', () => {
  it.each([
    ['en', undefined, 'Cancel', 'Jan 1, 2026'],
    ['es', es, 'Cancelar', '1 ene 2026'],
  ] as const)(
    '%s: nothing runs past the card, every button (Renewal settings, Cancel) can be pressed, a term never breaks at its dash',
    async (locale, messages, cancel, start) => {
      const h = createComponentHarness()
      const [plan] = h.plans((candidate) => candidate.status === 'Active')
      Object.assign(plan!, { startDate: '2026-01-01', endDate: '2027-01-01' })
      const { container } = h.render(
        <div style={{ width: 810 }}>
          <SubscriptionList />
        </div>,
        { locale, ...(messages ? { messages } : {}) },
      )
      const table = await screen.findByRole('table')
      const wrap = container.querySelector('.fk-table-wrap')!
      // No sideways scrolling inside the card: the table is as wide as its box.
      expect(wrap.scrollWidth).toBeLessThanOrEqual(wrap.clientWidth)
      const card = wrap.getBoundingClientRect()
      expect(
        within(table).getAllByRole('button', { name: new RegExp(`^${cancel} `) }).length,
      ).toBeGreaterThan(0)
      const buttons = within(table).getAllByRole('button')
      for (const button of buttons) {
        const box = button.getBoundingClientRect()
        expect(box.left, button.getAttribute('aria-label')!).toBeGreaterThanOrEqual(card.left)
        expect(box.right, button.getAttribute('aria-label')!).toBeLessThanOrEqual(card.right + 0.5)
        // Pressable: what is drawn at its middle is the button itself.
        button.scrollIntoView({ block: 'center' })
        const middle = button.getBoundingClientRect()
        expect(
          button.contains(
            document.elementFromPoint(middle.x + middle.width / 2, middle.y + middle.height / 2),
          ),
        ).toBe(true)
      }
      // The term: the start date and the dash on one line, the end date whole on one line.
      const cell = within(table)
        .getAllByRole('cell')
        .find((candidate) => candidate.textContent?.replace(/\u00a0/g, ' ').startsWith(start))!
      expect(cell).toBeTruthy()
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT)
      const text = walker.nextNode()!
      const value = text.textContent!
      const dash = value.indexOf('–')
      expect(dash).toBeGreaterThan(0)
      expect(linesOf(text, 0, dash + 1)).toHaveLength(1)
      const end = value.slice(dash + 1).trimStart()
      const endAt = value.indexOf(end, dash)
      expect(linesOf(text, endAt, endAt + end.length)).toHaveLength(1)
    },
  )
})
