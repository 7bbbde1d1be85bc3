import { screen, waitFor } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it } from 'vitest'
import { ComplianceForm, type ComplianceDraftStorage } from '../../../components'
import type { AlertRecord } from '../../../src/simulator'
import { createComponentHarness } from '../harness'
import { fileNow } from '../fileNow'

// Issue 21: a reload, a session expiry or a closed form lost everything typed in the filing form.
// A draft per alert now comes back (sessionStorage by default), without the SSN or the full EIN.

const root = (container: HTMLElement) => container.querySelector('[data-fk="ComplianceForm"]')!

/**
 * A page load: a new simulator seeded alike (the same alert ids) behind a new provider and cache,
 * its first open alert holding these fields. Nothing of the last load survives but the browser's storage.
 */
function load() {
  const h = createComponentHarness()
  const alert: AlertRecord = [...h.sim.state.alerts.values()].find(
    (candidate) => candidate.partnerId === h.partnerId && candidate.open,
  )!
  alert.forms = [alert.forms[0]!]
  const definition = alert.forms[0]!.formDefinitions[0]!
  alert.forms[0]!.formDefinitions = [definition]
  definition.sections = {
    Contact: { ContactEmail: '', City: 'Austin', EIN: '', OwnerSSN: '', OfficerCount: 2, Agrees: false },
  }
  definition.required = []
  return { h, alert }
}

async function ready(container: HTMLElement) {
  await waitFor(() => expect(root(container).getAttribute('data-state')).toBe('ready'), { timeout: 30_000 })
}

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label)
const stored = (storage: Pick<Storage, 'length' | 'key' | 'getItem'> = sessionStorage) =>
  Array.from({ length: storage.length }, (_, index) => storage.getItem(storage.key(index)!) ?? '').join('\n')

async function fillEverything() {
  await userEvent.fill(field(/^Contact e-?mail/i), 'owner@prairie.example')
  await userEvent.fill(field(/^City/), 'Dallas')
  await userEvent.fill(field(/^(EIN|Employer Identification Number)/), '12-3456789')
  await userEvent.fill(field(/^Owner SSN/i), '123-45-6789')
  await userEvent.fill(field(/^Officer count/), '3')
  await userEvent.click(field(/^Agrees/))
}

describe('ComplianceForm keeps a draft per alert', () => {
  it('fill, reload: the values are there, except the SSN and the EIN, which never left memory', async () => {
    const first = load()
    const page = first.h.render(<ComplianceForm alertId={first.alert.id} />)
    await ready(page.container)
    await fillEverything()
    expect(stored()).toContain('owner@prairie.example')
    expect(stored()).not.toContain('3456789')
    expect(stored()).not.toContain('6789')
    page.unmount()

    const second = load()
    const { container } = second.h.render(<ComplianceForm alertId={second.alert.id} />)
    await ready(container)
    expect(field(/^Contact e-?mail/i).value).toBe('owner@prairie.example')
    expect(field(/^City/).value).toBe('Dallas')
    expect(field(/^Officer count/).value).toBe('3')
    expect(field(/^Agrees/).checked).toBe(true)
    expect(field(/^(EIN|Employer Identification Number)/).value).toBe('')
    expect(field(/^Owner SSN/i).value).toBe('')
  })

  it('is cleared once the forms are sent: with the writeback confirmed, nothing typed is stored', async () => {
    const first = load()
    const page = first.h.render(
      <ComplianceForm alertId={first.alert.id} writebackOptions={{ intervalMs: 50 }} />,
    )
    await ready(page.container)
    await userEvent.fill(field(/^City/), 'Dallas')
    expect(stored()).toContain('Dallas')
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await fileNow()
    await waitFor(() => expect(root(page.container).getAttribute('data-writeback')).toBe('confirmed'))
    expect(stored()).not.toContain('Dallas')
  })

  it('is cleared while the forms are sent, and saved again when the send fails: a reload brings the answers back', async () => {
    const first = load()
    // The service fails the send (every try, should the client retry it), after a pause we control.
    for (let attempt = 0; attempt < 4; attempt += 1) first.h.sim.failNext('compliance.submitAlertForms', 503)
    const page = first.h.render(<ComplianceForm alertId={first.alert.id} />)
    await ready(page.container)
    await userEvent.fill(field(/^City/), 'Dallas')
    await userEvent.fill(field(/^Contact e-?mail/i), 'owner@prairie.example')
    expect(stored()).toContain('Dallas')
    const release = first.h.hold('/orders')
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await fileNow()
    await waitFor(() => expect(root(page.container).getAttribute('data-state')).toBe('submitting'))
    // On its way: nothing typed is kept (were it accepted, no draft would outlive it).
    expect(stored()).not.toContain('Dallas')
    release()
    // The service had a problem: the owner's answers are stored again…
    expect((await screen.findByRole('alert')).textContent).toContain('The service had a problem')
    await waitFor(() => expect(stored()).toContain('Dallas'))
    expect(stored()).toContain('owner@prairie.example')
    page.unmount()

    // …so a reload (or a closed form) after the failure loses nothing.
    const second = load()
    const { container } = second.h.render(<ComplianceForm alertId={second.alert.id} />)
    await ready(container)
    expect(field(/^City/).value).toBe('Dallas')
    expect(field(/^Contact e-?mail/i).value).toBe('owner@prairie.example')
  })

  it('ignores a corrupted or planted draft: the form shows the prefill and works', async () => {
    const first = load()
    const page = first.h.render(<ComplianceForm alertId={first.alert.id} />)
    await ready(page.container)
    await userEvent.fill(field(/^City/), 'Dallas')
    const key = sessionStorage.key(0)!
    const good = JSON.parse(sessionStorage.getItem(key)!) as { v: number; values: Record<string, unknown> }
    const cityId = Object.keys(good.values)[0]!
    page.unmount()

    const hostile = [
      'not json {',
      'null',
      '[]',
      JSON.stringify({ v: 2, values: { [cityId]: 'Houston' } }),
      JSON.stringify({ v: 1, values: [] }),
      // A value of the wrong type, one far too long, and prototype keys.
      JSON.stringify({ v: 1, values: { [cityId]: { toString: 'x' } } }),
      JSON.stringify({ v: 1, values: { [cityId]: 'x'.repeat(20_000) } }),
      `{"v":1,"values":{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}}`,
    ]
    for (const value of hostile) {
      sessionStorage.setItem(key, value)
      const again = load()
      const { container, unmount } = again.h.render(<ComplianceForm alertId={again.alert.id} />)
      await ready(container)
      expect(field(/^City/).value, value.slice(0, 40)).toBe('Austin')
      expect(({} as { polluted?: boolean }).polluted).toBeUndefined()
      unmount()
    }
  })

  it('draftStorage: any Storage-like object; false keeps nothing', async () => {
    const entries = new Map<string, string>()
    const own: ComplianceDraftStorage & Pick<Storage, 'length' | 'key'> = {
      getItem: (key) => entries.get(key) ?? null,
      setItem: (key, value) => void entries.set(key, value),
      removeItem: (key) => void entries.delete(key),
      get length() {
        return entries.size
      },
      key: (index) => [...entries.keys()][index] ?? null,
    }
    const first = load()
    const page = first.h.render(<ComplianceForm alertId={first.alert.id} draftStorage={own} />)
    await ready(page.container)
    await userEvent.fill(field(/^City/), 'Dallas')
    expect(stored(own)).toContain('Dallas')
    expect(sessionStorage.length).toBe(0)
    page.unmount()

    const second = load()
    const again = second.h.render(<ComplianceForm alertId={second.alert.id} draftStorage={own} />)
    await ready(again.container)
    expect(field(/^City/).value).toBe('Dallas')
    again.unmount()

    const third = load()
    const none = third.h.render(<ComplianceForm alertId={third.alert.id} draftStorage={false} />)
    await ready(none.container)
    expect(field(/^City/).value).toBe('Austin')
    await userEvent.fill(field(/^City/), 'El Paso')
    expect(sessionStorage.length).toBe(0)
    expect(stored(own)).not.toContain('El Paso')
  })
})
