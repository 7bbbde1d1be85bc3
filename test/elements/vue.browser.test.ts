// The Vue example (examples/vue/AlertsPanel.ts) in Chromium: mounted by Vue 3 against the simulator
// behind its real proxy, the alert list found by role through the element's shadow root, and a chosen
// alert reaching the Vue handler, which Vue shows. Its own file: each browser test file is a page, and
// defineFilingKitElements is called once per page.
import { waitFor, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createApp, type App } from 'vue'
import { AlertsPanel } from '../../examples/vue/AlertsPanel'
import { createComponentHarness } from '../components/harness'
import { defineElementsOnSimulator } from './defineElementsOnSimulator'
import { inside } from './inside'

const h = createComponentHarness()

beforeAll(() => defineElementsOnSimulator(h))

let app: App | undefined
afterEach(() => {
  app?.unmount()
  app = undefined
  document.body.replaceChildren()
})

/** A company of the partner with open alerts, and those alerts. */
function companyWithAlerts() {
  const open = [...h.sim.state.alerts.values()].filter(
    (alert) => alert.partnerId === h.partnerId && alert.open,
  )
  const companyId = open[0]!.companyId
  return { companyId, alerts: open.filter((alert) => alert.companyId === companyId) }
}

describe('the Vue example', () => {
  it('shows the company’s alerts in the element Vue renders; a chosen alert reaches the Vue handler', async () => {
    const { companyId, alerts } = companyWithAlerts()
    const root = document.createElement('div')
    document.body.append(root)
    app = createApp(AlertsPanel, { companyId })
    app.mount(root)

    const element = root.querySelector('fk-compliance-alert-list')!
    // Bound as a property (`.companyId`), not an attribute.
    expect(element.companyId).toBe(companyId)
    expect(element.hasAttribute('companyid')).toBe(false)
    const page = within(root)
    expect(page.getByRole('status').textContent).toBe('No alert chosen')

    const list = inside(element)
    const listbox = await list.findByRole('listbox')
    const options = within(listbox).getAllByRole('option')
    expect(options).toHaveLength(alerts.length)
    await userEvent.click(options[0]!)
    // One of the company's alerts, now shown by Vue (the row shortens its title).
    const names = alerts.map((alert) => alert.name)
    await waitFor(() => expect(page.getByRole('status').textContent).toMatch(/^Chosen: /))
    expect(names).toContain(page.getByRole('status').textContent!.replace('Chosen: ', ''))
  })

  it('unmounting the Vue app removes the element, and the element unmounts its React root', async () => {
    const { companyId } = companyWithAlerts()
    const root = document.createElement('div')
    document.body.append(root)
    app = createApp(AlertsPanel, { companyId })
    app.mount(root)
    const element = root.querySelector('fk-compliance-alert-list')!
    await inside(element).findByRole('listbox')
    app.unmount()
    app = undefined
    expect(element.isConnected).toBe(false)
    // Unmounted in a microtask after removal: its shadow root's React content is gone.
    await waitFor(() =>
      expect(element.shadowRoot!.querySelector('[data-fk-element]')!.childElementCount).toBe(0),
    )
  })
})
