import { cleanup, waitFor } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import {
  BulkCompanyImport,
  CompanyForm,
  ComplianceAlertDetail,
  ComplianceAlertList,
  ComplianceCalendar,
  ComplianceForm,
  FormationOrderForm,
  FormationOrderTracker,
  TaxRegistrationForm,
  TaxRegistrationTracker,
} from '../../../components'
import { createComponentHarness } from '../harness'
import { PartnerButton } from '../partnerButton'

/** The component's root once it has left the loading state (waited for, as a user would). */
function settled(name: string): Promise<HTMLElement> {
  return waitFor(
    () => {
      const root = document.querySelector<HTMLElement>(`[data-fk="${name}"]`)
      const state = root?.dataset.state
      if (!root || !state || state === 'loading') throw new Error(`${name} did not leave the loading state`)
      return root
    },
    { timeout: 15_000 },
  )
}

afterEach(cleanup)

// The issue-9 promise to partners: give the provider your Button and every button of every component
// is yours. The subscriptions components have their own, deeper walk in base/foundation.browser.test.tsx.
describe('the components adapter, across every component', () => {
  const h = createComponentHarness()
  const { sim, partnerId } = h
  const alert = [...sim.state.alerts.values()].find(
    (each) => each.partnerId === partnerId && each.open && each.forms.length > 0,
  )!
  const formationOrder = [...sim.state.formationOrders.values()].find((each) => each.partnerId === partnerId)!

  // Each in a state that shows buttons: the list's error (its retry), an unknown tax order (check
  // again), an import with a file picked (its column matching).
  const cases: [string, ReactElement, (() => Promise<void> | void)?][] = [
    [
      'ComplianceAlertList',
      <ComplianceAlertList key="list" />,
      () => h.failRead('compliance.listAlerts', 500),
    ],
    ['ComplianceAlertDetail', <ComplianceAlertDetail key="detail" alertId={alert.id} onStart={() => {}} />],
    ['ComplianceForm', <ComplianceForm key="form" alertId={alert.id} />],
    ['ComplianceCalendar', <ComplianceCalendar key="calendar" view="agenda" />],
    ['FormationOrderForm', <FormationOrderForm key="formation" />],
    ['FormationOrderTracker', <FormationOrderTracker key="tracker" orderGuid={formationOrder.orderGuid} />],
    ['TaxRegistrationForm', <TaxRegistrationForm key="tax" />],
    ['TaxRegistrationTracker', <TaxRegistrationTracker key="unknown" orderGuid="801000000000UNKNWN" />],
    ['CompanyForm', <CompanyForm key="company" />],
    ['BulkCompanyImport', <BulkCompanyImport key="bulk" />],
  ]

  it.each(cases)('%s draws every button through the partner’s Button', async (name, ui, prepare) => {
    await prepare?.()
    h.render(ui, { components: { Button: PartnerButton } })
    let root = await settled(name)
    if (name === 'BulkCompanyImport') {
      const csv = new File(['Company Name,EIN\nAcme LLC,12-3456789\n'], 'companies.csv', { type: 'text/csv' })
      await userEvent.upload(root.querySelector<HTMLInputElement>('input[type="file"]')!, csv)
      await expect.poll(() => root.querySelectorAll('button').length, { timeout: 30_000 }).toBeGreaterThan(0)
      root = await settled(name)
    }
    const buttons = [...root.querySelectorAll('button')].filter(
      // Our own Dialog draws its close button itself (a partner's Dialog brings its own).
      (button) => !(button.parentElement instanceof HTMLDialogElement),
    )
    expect(buttons.length, `${name} shows no button to check`).toBeGreaterThan(0)
    const ours = buttons.filter((button) => !button.hasAttribute('data-partner-button'))
    expect(
      ours.map((button) => button.textContent || button.getAttribute('aria-label')),
      `${name} draws these buttons itself`,
    ).toEqual([])
  })
})
