// Issue 34: an LLC named without "LLC" is warned about, not refused — and the warning must read and
// look like one, not like the grey help under a field: a status tied to the name field, in the
// warning's colours in the light theme and in the dark one (with the contrast axe asks for), said
// again on the review; Continue still goes on. With the library's own stylesheet, as a host sees it.
import { screen, within } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import styles from '../../../components/styles.css?inline'
import { FormationOrderForm } from '../../../components'
import type { FormationFormDefaults } from '../../../src/index'
import { formationEntries } from '../../support/fixtures'
import { axeViolations } from '../harness'
import {
  alabamaBasicPackage,
  continueUntil,
  createFormationHarness,
  filledFormationDefaults,
} from '../formationHarness'

async function defaults(h: ReturnType<typeof createFormationHarness>): Promise<FormationFormDefaults> {
  // Named without its designator ("LLC").
  return filledFormationDefaults(await alabamaBasicPackage(h), {
    companyInfo: { ...formationEntries.companyInfo, companyDesiredName: 'Analytical Engines' },
  })
}

/** The element that describes `field` with the designator's words. */
function warningOf(field: HTMLElement): HTMLElement {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ')
  const found = ids
    .map((id) => document.getElementById(id))
    .find((element) => /usually wants the name to end with LLC/.test(element?.textContent ?? ''))
  if (!found) throw new Error('the name field is not described by the warning')
  return found
}

const WARNING_COLOUR = { light: 'rgb(146, 64, 14)', dark: 'rgb(251, 191, 36)' } as const

describe('the designator warning looks and reads like a warning (issue 34)', () => {
  const sheet = document.createElement('style')
  beforeAll(() => void document.head.append(Object.assign(sheet, { textContent: styles })))
  afterAll(() => sheet.remove())

  it.each(['light', 'dark'] as const)(
    '%s theme: a status in the warning’s colours, apart from the help; axe at zero; the review says it again',
    async (theme) => {
      const h = createFormationHarness()
      const { container } = h.render(
        // The host page's own background, as a page in that theme has it.
        <div data-fk-theme={theme} style={{ background: theme === 'dark' ? '#111827' : '#ffffff' }}>
          <FormationOrderForm defaultValues={await defaults(h)} draftStorage={false} />
        </div>,
      )
      await continueUntil(/Company/)
      const name = screen.getByLabelText(/^Company name/)
      const warning = warningOf(name)
      expect(warning.getAttribute('role')).toBe('status')
      expect(screen.getAllByRole('status')).toContain(warning)
      const look = getComputedStyle(warning)
      expect(look.color).toBe(WARNING_COLOUR[theme])
      expect(look.backgroundColor).not.toBe('rgba(0, 0, 0, 0)')
      expect(await axeViolations(container)).toEqual([])

      await continueUntil(/Review and place the order/)
      const company = screen.getByRole('region', { name: 'Company' })
      const again = within(company).getByRole('status')
      expect(again.textContent).toMatch(/usually wants the name to end with LLC/)
      expect(getComputedStyle(again).color).toBe(WARNING_COLOUR[theme])
      expect(await axeViolations(container)).toEqual([])
    },
  )
})
