// Issue 34: a page that runs on another day than the viewer's (the demo's simulator, whose clock the
// owner moves) gives SubscriptionList that day, as it gives the alert list, detail and calendar: a
// term that ended by then reads ended, and a renewal date gone by is no longer announced; its renewal
// dialog proposes the next term from that day too.
import { screen, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it } from 'vitest'
import { SubscriptionList } from '../../../components'
import { createComponentHarness } from '../harness'

const DAY_MS = 86_400_000
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10)

/** A manual plan whose term ends 60 days from the viewer's today. */
function planEndingIn60Days() {
  const h = createComponentHarness()
  const plan = h.plans((candidate) => candidate.status === 'Active')[0]!
  Object.assign(plan, { startDate: day(-300), endDate: day(60), renewalType: 'Manual', autoRenewDate: null })
  return { h, plan }
}

describe('SubscriptionList’s today (issue 34)', () => {
  it('marks a term ended by the day it is given, not the viewer’s', async () => {
    const { h, plan } = planEndingIn60Days()
    const viewer = h.render(<SubscriptionList companyId={plan.entityId} />)
    const table = await screen.findByRole('table')
    expect(within(table).queryByText('(ended)')).toBeNull()
    viewer.unmount()

    h.render(<SubscriptionList companyId={plan.entityId} today={day(90)} />)
    const later = await screen.findByRole('table')
    expect(within(later).getByText('(ended)')).toBeTruthy()
  })

  it('CMP-14: its renewal dialog proposes the next term from the day it is given, not the viewer’s', async () => {
    const { h, plan } = planEndingIn60Days()
    h.render(<SubscriptionList companyId={plan.entityId} today={day(90)} />)
    const table = await screen.findByRole('table')
    await userEvent.click(within(table).getAllByRole('button', { name: /^Renewal settings/ })[0]!)
    const dialog = await screen.findByRole('dialog', { name: /^Renewal settings: / })
    // The term ended on that day's clock: the next one starts then, a year long.
    expect(((await within(dialog).findByLabelText('Start date')) as HTMLInputElement).value).toBe(day(90))
    expect((within(dialog).getByLabelText('End date') as HTMLInputElement).value).toBe(day(455))
  })
})
