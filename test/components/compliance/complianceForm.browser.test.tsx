import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it, vi } from 'vitest'
import { ComplianceForm } from '../../../components'
import type { FieldTemplateProps, WidgetProps } from '@rjsf/utils'
import type { TextInputProps } from '../../../components'
import type { AlertRecord } from '../../../src/simulator'
import { axeViolations, createComponentHarness, stoppedClock } from '../harness'
import { fileNow, signReview } from '../fileNow'

const root = (container: HTMLElement) => container.querySelector('[data-fk="ComplianceForm"]')!
type Harness = ReturnType<typeof createComponentHarness>

/**
 * An open Annual Report alert of the harness's partner, its required city left blank: a field the
 * service requires that the form's dictionary does not know as required, so the service refuses it
 * (CMP-10). One officer, as its count says (issue 31: a count opens as many officer blocks).
 */
function annualReport(h: Harness): AlertRecord {
  const alert = [...h.sim.state.alerts.values()].find(
    (candidate) =>
      candidate.partnerId === h.partnerId && candidate.open && candidate.alertType === 'Annual Report',
  )!
  const definition = alert.forms[0]!.formDefinitions[0]!
  definition.sections.EntityState!.EntityNumber = 'DE-1234'
  definition.sections.PrincipalAddress!.City = ''
  definition.sections.Officers!.OfficerCount = '1'
  definition.required = ['PrincipalAddress.City']
  return alert
}

// The electronic signature the owner adds on the review (issue 31): beside the consent, not received.
const SIGNATURE = new Set([
  'ElectronicSignatureName',
  'ElectronicSignatureStatement',
  'ElectronicSignatureDate',
])
const kindOf = (value: unknown) => (value === null ? 'null' : typeof value)
const shapeOf = (sections: Record<string, Record<string, unknown>>) =>
  Object.entries(sections).map(([section, fields]) => [
    section,
    Object.entries(fields)
      .filter(([field]) => !SIGNATURE.has(field))
      .map(([field, value]) => [field, kindOf(value)]),
  ])

async function ready(container: HTMLElement) {
  // The first render fetches the form's lazy chunk (rjsf, ajv): cold, that is slow under Vite.
  await waitFor(() => expect(root(container).getAttribute('data-state')).toBe('ready'), { timeout: 30_000 })
}

describe('ComplianceForm', () => {
  it('CMP-9: shows the loading state, then every definition of every form; all are sent in one request (CMP-8: names and types kept)', async () => {
    const h = createComponentHarness()
    const alert = annualReport(h)
    alert.forms[0]!.formDefinitions[0]!.required = []
    // A second compliance form with its own definition: both are rendered and submitted (CMP-9).
    alert.forms.push({
      formDataId: 'fd-extra',
      formDefinitions: [
        {
          formDefinitionId: 'def-extra',
          formDefinitionName: 'Extra - DE',
          formTitle: 'Officer statement',
          statePicklist: 'DE',
          version: '2',
          sections: {
            Statement: { SignedOn: '2026-01-15', Shares: '250', Agrees: false },
            root: { Note: '' },
          },
          required: [],
        },
      ],
    })
    const received = JSON.parse(JSON.stringify(alert.forms)) as AlertRecord['forms']
    const { container } = h.render(<ComplianceForm alertId={alert.id} />)
    expect(root(container).getAttribute('data-state')).toBe('loading')
    expect(root(container).getAttribute('data-writeback')).toBe('idle')
    await ready(container)
    const definitionTitle = received[0]!.formDefinitions[0]!.formTitle!
    expect(screen.getByRole('heading', { level: 3, name: definitionTitle })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 3, name: 'Officer statement' })).toBeTruthy()
    // The definition's context: its name and the state by name, not the version or the code (issue 21).
    expect(screen.getByText('Extra - DE · Delaware')).toBeTruthy()
    // Widgets from the values seen; labels for people.
    expect(screen.getByRole('group', { name: 'Entity state' })).toBeTruthy()
    expect((screen.getByLabelText('Signed on') as HTMLInputElement).type).toBe('date')
    expect((screen.getByLabelText('Agrees') as HTMLInputElement).type).toBe('checkbox')
    expect((screen.getByLabelText('Consent to electronic filing') as HTMLInputElement).checked).toBe(true)
    expect(await axeViolations(container)).toEqual([])

    await userEvent.fill(screen.getByLabelText('Shares'), '300')
    await userEvent.click(screen.getByLabelText('Agrees'))
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await fileNow()
    await waitFor(() => expect(root(container).getAttribute('data-state')).toBe('submitted'))
    const posts = h.sent('/orders', 'POST')
    expect(posts).toHaveLength(1)
    const body = JSON.parse(posts[0]!.body!) as {
      complianceForms: {
        formDataId: string
        formDefinitions: { formDefinitionId: string; sections: Record<string, Record<string, unknown>> }[]
      }[]
    }
    expect(body.complianceForms.map((form) => form.formDataId)).toEqual(
      received.map((form) => form.formDataId),
    )
    body.complianceForms.forEach((form, index) => {
      const definitions = received[index]!.formDefinitions
      expect(form.formDefinitions.map((definition) => definition.formDefinitionId)).toEqual(
        definitions.map((definition) => definition.formDefinitionId),
      )
      form.formDefinitions.forEach((definition, definitionIndex) =>
        expect(shapeOf(definition.sections)).toEqual(shapeOf(definitions[definitionIndex]!.sections)),
      )
    })
    expect(body.complianceForms[1]!.formDefinitions[0]!.sections).toEqual({
      Statement: { SignedOn: '2026-01-15', Shares: '300', Agrees: true },
      root: { Note: '' },
    })
  })

  it('CMP-10: the field the service names is flagged, described and focused; fixed, the submit is accepted (CMP-11: then the records are updated)', async () => {
    // The writeback stays pending until the test moves the service's clock.
    const h = createComponentHarness({ sim: { now: stoppedClock() } })
    const alert = annualReport(h)
    const onSubmitted = vi.fn()
    const { container } = h.render(
      <ComplianceForm alertId={alert.id} onSubmitted={onSubmitted} writebackOptions={{ intervalMs: 50 }} />,
    )
    await ready(container)
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await fileNow()
    const field = screen.getByLabelText('City')
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'))
    expect(root(container).getAttribute('data-state')).toBe('error')
    const described = field
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
    expect(described).toContain('This field is required.')
    expect(document.activeElement).toBe(field)
    expect(screen.getByRole('alert').textContent).toContain('Please correct the highlighted fields.')
    expect(await axeViolations(container)).toEqual([])

    await userEvent.type(field, 'Dover')
    expect(field.getAttribute('aria-invalid')).toBeNull()
    await userEvent.keyboard('{Enter}')
    await fileNow()
    await waitFor(() => expect(root(container).getAttribute('data-state')).toBe('submitted'))
    expect(h.sent('/orders', 'POST')).toHaveLength(2)
    const status = screen.getByRole('status')
    expect(status.textContent).toContain('Updating your records')
    expect(root(container).getAttribute('data-writeback')).toBe('pending')
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith({ alertId: alert.id, writeback: 'pending' }))
    h.sim.advance(3000)
    await waitFor(() => expect(root(container).getAttribute('data-writeback')).toBe('confirmed'))
    expect(screen.getByRole('status').textContent).toContain('Your records are updated.')
    expect(onSubmitted).toHaveBeenLastCalledWith({ alertId: alert.id, writeback: 'confirmed' })
    expect(h.sim.state.companies.get(alert.companyId)!.complianceValues['PrincipalAddress.City']).toBe(
      'Dover',
    )
    expect(await axeViolations(container)).toEqual([])
  })

  it('never submits twice: a double click and Enter held down send one request', async () => {
    const h = createComponentHarness()
    const alert = annualReport(h)
    alert.forms[0]!.formDefinitions[0]!.required = []
    const release = h.hold('/orders')
    const { container } = h.render(<ComplianceForm alertId={alert.id} />)
    await ready(container)
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    // Confirmed from the review (issue 31): "File now" pressed twice sends once.
    const button = await signReview()
    await userEvent.dblClick(button)
    await waitFor(() => expect(root(container).getAttribute('data-state')).toBe('submitting'))
    // The busy button keeps the focus and ignores presses.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filing…' }))
    await userEvent.keyboard('{Enter}{Enter} ')
    release()
    await waitFor(() => expect(root(container).getAttribute('data-state')).toBe('submitted'))
    expect(h.sent('/orders', 'POST')).toHaveLength(1)
  })

  it('CMP-11: a writeback that does not land in time reads calmly; a remount still shows it, and offers no second submit', async () => {
    // The service's clock stands still: the writeback cannot land before the form's 150 ms wait ends,
    // however long its polls take to be answered on a busy machine.
    const h = createComponentHarness({ sim: { now: stoppedClock() } })
    const alert = annualReport(h)
    alert.forms[0]!.formDefinitions[0]!.required = []
    const first = h.render(
      <ComplianceForm alertId={alert.id} writebackOptions={{ timeoutMs: 150, intervalMs: 40 }} />,
    )
    await ready(first.container)
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await fileNow()
    await waitFor(() => expect(root(first.container).getAttribute('data-writeback')).toBe('timed_out'))
    expect(screen.getByRole('status').textContent).toContain('taking longer than usual')
    expect(screen.queryByRole('alert')).toBeNull()
    first.unmount()
    const again = h.render(<ComplianceForm alertId={alert.id} />)
    await waitFor(() => expect(root(again.container).getAttribute('data-state')).toBe('submitted'))
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull()
  })

  it('client-side checks from schemaOverrides: a required field left empty is flagged before anything is sent', async () => {
    const h = createComponentHarness()
    const alert = annualReport(h)
    const definition = alert.forms[0]!.formDefinitions[0]!
    definition.sections.EntityState!.EntityNumber = ''
    const { container } = h.render(
      <ComplianceForm
        alertId={alert.id}
        schemaOverrides={{
          [definition.formDefinitionName!]: {
            fields: {
              'EntityState.EntityNumber': { required: true, help: 'As on your state certificate.' },
              'Officers.Officer1Title': { enum: ['Manager', 'Member'], title: 'Officer title' },
            },
          },
        }}
      />,
    )
    await ready(container)
    expect(screen.getByText('As on your state certificate.')).toBeTruthy()
    expect(screen.getByRole('combobox', { name: 'Officer title' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    const field = screen.getByLabelText('Entity number *', { exact: false })
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'))
    expect(document.activeElement).toBe(field)
    expect(h.sent('/orders', 'POST')).toHaveLength(0)
  })

  it('draws its fields from the provider’s components adapter', async () => {
    const h = createComponentHarness()
    const alert = annualReport(h)
    function PartnerTextInput({ id, label, value, onChange }: TextInputProps) {
      return (
        <label data-partner="text">
          {label}
          <input id={id} value={value} onChange={(event) => onChange(event.target.value)} />
        </label>
      )
    }
    const { container } = h.render(<ComplianceForm alertId={alert.id} />, {
      components: { TextInput: PartnerTextInput },
    })
    await ready(container)
    expect(container.querySelectorAll('[data-partner="text"]').length).toBeGreaterThan(3)
  })

  it('passes widgets and templates through to rjsf, on top of ours', async () => {
    const h = createComponentHarness()
    const alert = annualReport(h)
    const definition = alert.forms[0]!.formDefinitions[0]!
    function StarsWidget({ id, label, value, onChange }: WidgetProps) {
      return (
        <label>
          {label}
          <input
            id={id}
            data-widget="stars"
            value={String(value ?? '')}
            onChange={(event) => onChange(event.target.value)}
          />
        </label>
      )
    }
    function Divider({ children }: FieldTemplateProps) {
      return <div data-template="field">{children}</div>
    }
    const { container } = h.render(
      <ComplianceForm
        alertId={alert.id}
        widgets={{ StarsWidget }}
        templates={{ FieldTemplate: Divider }}
        schemaOverrides={{
          [definition.formDefinitionName!]: {
            fields: { 'Officers.OfficerCount': { widget: 'StarsWidget' } },
          },
        }}
      />,
    )
    await ready(container)
    expect(container.querySelectorAll('[data-widget="stars"]')).toHaveLength(1)
    expect((screen.getByLabelText('Officer count') as HTMLInputElement).dataset.widget).toBe('stars')
    expect(container.querySelectorAll('[data-template="field"]').length).toBeGreaterThan(5)
  })

  it('renders hostile text in titles, names and values as text', async () => {
    const h = createComponentHarness()
    const alert = annualReport(h)
    const hostile = '<img src=x onerror="window.__fkPwned=1">'
    alert.name = hostile
    const definition = alert.forms[0]!.formDefinitions[0]!
    definition.formTitle = hostile
    definition.sections[hostile] = { [hostile]: hostile }
    definition.required = []
    const { container } = h.render(<ComplianceForm alertId={alert.id} />)
    await ready(container)
    expect(screen.getAllByText(hostile).length).toBeGreaterThan(1)
    expect(
      screen.getAllByRole('textbox').some((input) => (input as HTMLInputElement).value === hostile),
    ).toBe(true)
    expect(container.querySelector('img')).toBeNull()
    expect((window as { __fkPwned?: number }).__fkPwned).toBeUndefined()
  })

  it('a failure to read the alert, or to send, is shown in plain words with a retry', async () => {
    const h = createComponentHarness()
    const alert = annualReport(h)
    alert.forms[0]!.formDefinitions[0]!.required = []
    h.failRead('compliance.getAlert', 503)
    const { container } = h.render(<ComplianceForm alertId={alert.id} />)
    const failure = await screen.findByRole('alert')
    expect(root(container).getAttribute('data-state')).toBe('error')
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }))
    await ready(container)
    h.sim.failNext('compliance.submitAlertForms', 503)
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await fileNow()
    const refusal = await screen.findByRole('alert')
    expect(refusal.textContent).toContain('The service had a problem.')
    await userEvent.click(within(refusal).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(root(container).getAttribute('data-state')).toBe('submitted'))
    expect(h.sent('/orders', 'POST')).toHaveLength(2)
  })
})
