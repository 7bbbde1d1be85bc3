import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ComplianceForm, es } from '../../../components'
import type { AlertRecord } from '../../../src/simulator'
import { createComponentHarness } from '../harness'

// Issue 21 (screenshot review): a definition's header read "· Version 4 · State: NC", the service's
// bookkeeping. The version is not shown; the state is, by its name; text that is no state is not.

const root = (container: HTMLElement) => container.querySelector('[data-fk="ComplianceForm"]')!
type Harness = ReturnType<typeof createComponentHarness>

/** An open alert of the harness's partner with two definitions: one for NC, one whose state is hostile text. */
function twoDefinitions(h: Harness): AlertRecord {
  const alert = [...h.sim.state.alerts.values()].find(
    (candidate) => candidate.partnerId === h.partnerId && candidate.open && candidate.forms.length > 0,
  )!
  const definition = alert.forms[0]!.formDefinitions[0]!
  Object.assign(definition, {
    formTitle: 'Annual report',
    formDefinitionName: 'Annual report',
    statePicklist: 'NC',
    version: '4',
    required: [],
  })
  alert.forms[0]!.formDefinitions.push({
    formDefinitionId: 'def-hostile',
    formDefinitionName: 'Officer statement',
    formTitle: 'Officer statement',
    statePicklist: '<img src=x onerror=alert(1)> ST-42',
    version: 'v9-internal',
    sections: { root: { Note: '' } },
    required: [],
  })
  return alert
}

async function ready(container: HTMLElement) {
  await waitFor(() => expect(root(container).getAttribute('data-state')).toBe('ready'), { timeout: 30_000 })
}

describe('ComplianceForm: a definition’s header in the owner’s words', () => {
  it('names the state, never the version or the code, in English and Spanish; hostile state text is not shown', async () => {
    const h = createComponentHarness()
    const alert = twoDefinitions(h)
    const english = h.render(<ComplianceForm alertId={alert.id} />)
    await ready(english.container)
    const report = screen.getByRole('region', { name: 'Annual report' })
    expect(report.querySelector('.fk-muted')?.textContent).toBe('North Carolina')
    expect(report.textContent).not.toMatch(/Version|State:|\bNC\b/)
    const statement = screen.getByRole('region', { name: 'Officer statement' })
    expect(statement.textContent).not.toMatch(/Version|v9-internal|ST-42|onerror/)
    expect(statement.querySelector('img')).toBeNull()
    english.unmount()

    const spanish = h.render(<ComplianceForm alertId={alert.id} />, { messages: es, locale: 'es' })
    await ready(spanish.container)
    const informe = screen.getByRole('region', { name: 'Annual report' })
    expect(informe.querySelector('.fk-muted')?.textContent).toBe('North Carolina')
    expect(informe.textContent).not.toMatch(/Versión|Estado:|\bNC\b/)
  })
})

describe('ComplianceForm: a definition’s header says nothing twice (screenshot review)', () => {
  it('no “Annual Report - WA · Washington” under “Washington Annual Report”; what the title lacks stays', async () => {
    const h = createComponentHarness()
    const alert = twoDefinitions(h)
    Object.assign(alert.forms[0]!.formDefinitions[0]!, {
      formTitle: 'Washington Annual Report',
      formDefinitionName: 'Annual Report - WA',
      statePicklist: 'WA',
    })
    Object.assign(alert.forms[0]!.formDefinitions[1]!, {
      formTitle: 'Officer statement',
      formDefinitionName: 'Officer statement - long form',
      statePicklist: 'WA',
    })
    const { container } = h.render(<ComplianceForm alertId={alert.id} />)
    await ready(container)
    const report = screen.getByRole('region', { name: 'Washington Annual Report' })
    expect(report.textContent).not.toContain('Annual Report - WA')
    expect(report.textContent!.match(/Washington/g)).toHaveLength(1)
    const statement = screen.getByRole('region', { name: 'Officer statement' })
    expect(statement.textContent).toContain('Officer statement - long form · Washington')
  })
})
