// Runs in Chromium (bundled by bench/compliance.ts, React in production mode): renders
// ComplianceAlertList with 5,000 alerts and ComplianceForm with 300 fields from a prefilled
// QueryClient (no network), and times the first render and a keystroke of each.
import { QueryClient } from '@tanstack/react-query'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { ComplianceAlertList, ComplianceForm } from '../components'
import { FilingKitProvider, filingKeys, type Alert, type AlertDetail, type FieldValue } from '../hooks'

const partnerId = 'P-BENCH'
// Everything is in the cache already; a background refetch never answers.
const neverFetch = () => new Promise<Response>(() => {})

const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(0)
  })
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))
async function until(check: () => boolean, limitMs = 5000) {
  const start = performance.now()
  while (!check()) {
    if (performance.now() - start > limitMs) throw new Error('bench: timed out waiting')
    await nextTask()
  }
}
/** Types into a React-controlled input as the browser would: the native setter, then `input`. */
function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
  setter.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

function alerts(count: number): Alert[] {
  const types = ['Annual Report', 'Registered Agent', 'BOI Report', 'Franchise Tax']
  return Array.from({ length: count }, (_, index) => ({
    id: `alert-${index}`,
    name: `${types[index % 4]} 2026 - Company ${index} LLC`,
    serviceCategory: types[index % 4],
    closeDate: `2026-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`,
    amount: 99 + (index % 60) * 5,
    stageName: 'Prospecting',
    entityName: `Company ${index % 700} LLC`,
    state: ['DE', 'CA', 'NY', 'TX'][index % 4],
    entityId: `company-${index % 700}`,
    complianceForms: [],
    opportunityProducts: [],
  }))
}

function alertWithFields(fields: number): AlertDetail {
  const sections: Record<string, Record<string, FieldValue>> = {}
  for (let index = 0; index < fields; index += 1) {
    const section = index < 10 ? 'root' : `Section${Math.floor(index / 30)}`
    const kind = index % 5
    sections[section] ??= {}
    sections[section][`Field_Number_${index}`] =
      kind === 0
        ? true
        : kind === 1
          ? '2026-03-14'
          : kind === 2
            ? String(index * 10)
            : kind === 3
              ? ''
              : `Value ${index}`
  }
  return {
    id: 'alert-bench',
    name: 'Annual Report 2026 - Bench LLC',
    companyId: 'company-bench',
    complianceForms: [
      {
        formDataId: 'form-data-bench',
        formDefinitions: [{ formDefinitionId: 'def-bench', formTitle: 'Delaware Annual Report', sections }],
      },
    ],
    opportunityProducts: [],
  }
}

function mount(ui: React.ReactNode, fill: (client: QueryClient) => void) {
  const container = document.createElement('div')
  document.body.append(container)
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } })
  fill(queryClient)
  const root = createRoot(container)
  const element = (
    <FilingKitProvider
      baseUrl="/api/partner"
      partnerId={partnerId}
      queryClient={queryClient}
      fetch={neverFetch}
    >
      {ui}
    </FilingKitProvider>
  )
  return {
    container,
    render: () => flushSync(() => root.render(element)),
    unmount: () => {
      root.unmount()
      container.remove()
    },
  }
}

async function alertList(count: number) {
  const data = alerts(count)
  const view = mount(<ComplianceAlertList today="2026-06-15" />, (client) =>
    client.setQueryData(filingKeys.compliance.alertList(partnerId, {}), data),
  )
  await nextFrame()
  const start = performance.now()
  view.render()
  void view.container.offsetHeight
  const firstRenderMs = performance.now() - start
  await nextFrame()
  const rendered = view.container.querySelectorAll('[role="option"]').length
  const search = view.container.querySelector<HTMLInputElement>('input:not([type]), input[type="text"]')!
  const status = view.container.querySelector('p[role="status"]')!
  const before = status.textContent
  const typed = performance.now()
  type(search, '7')
  const handlerMs = performance.now() - typed
  await until(() => status.textContent !== before)
  const answerMs = performance.now() - typed
  view.unmount()
  return { firstRenderMs, handlerMs, answerMs, rendered }
}

async function complianceForm(fields: number) {
  const detail = alertWithFields(fields)
  const fill = (client: QueryClient) =>
    client.setQueryData(filingKeys.compliance.alert(partnerId, detail.id), detail)
  const stateOf = (container: HTMLElement) =>
    container.querySelector('[data-fk="ComplianceForm"]')?.getAttribute('data-state')
  // Once, to load the lazy chunk (a page fetches it once); the figures are for rendering.
  const warm = mount(<ComplianceForm alertId={detail.id} />, fill)
  warm.render()
  await until(() => stateOf(warm.container) === 'ready')
  warm.unmount()

  const view = mount(<ComplianceForm alertId={detail.id} />, fill)
  await nextFrame()
  const start = performance.now()
  view.render()
  await until(() => stateOf(view.container) === 'ready')
  void view.container.offsetHeight
  const firstRenderMs = performance.now() - start
  const inputs = [...view.container.querySelectorAll<HTMLInputElement>('input[type="text"]')]
  const field = inputs[Math.floor(inputs.length / 2)]!
  const keystrokes: number[] = []
  for (let index = 0; index < 30; index += 1) {
    const next = `${field.value}x`
    const typed = performance.now()
    type(field, next)
    await nextTask()
    if (field.value !== next) throw new Error('bench: the keystroke did not land')
    keystrokes.push(performance.now() - typed)
  }
  view.unmount()
  return {
    firstRenderMs,
    keystrokes,
    inputs: view.container.querySelectorAll('input').length || inputs.length,
  }
}

;(globalThis as unknown as Record<string, unknown>).fkComplianceBench = { alertList, complianceForm }
