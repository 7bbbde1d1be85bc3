// filing-kit/elements in Chromium: each component as a custom element in its own shadow root, against
// the simulator behind its real proxy. Found by role and label through the shadow roots, as a person
// finds them; driven by keyboard and mouse.
import { waitFor, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { defineFilingKitElements, FILING_KIT_TAG_NAMES } from '../../elements'
import type { FilingKitElementEventMap } from '../../elements'
import { createDefaultQueryClient, filingKeys } from '../../hooks'
import { axeViolations, createComponentHarness } from '../components/harness'
import { defineElementsOnSimulator } from './defineElementsOnSimulator'
import { inside } from './inside'
import { syntheticAlerts } from '../components/syntheticAlerts'

const h = createComponentHarness()
const queryClient = createDefaultQueryClient()
const plans = () => h.plans((plan) => plan.status === 'Active')
const openAlerts = () =>
  [...h.sim.state.alerts.values()].filter((alert) => alert.partnerId === h.partnerId && alert.open)

// Set before the elements are defined, as a page whose script loads last does: the property must
// survive the upgrade.
const early = document.createElement('fk-compliance-alert-detail')
early.alertId = openAlerts()[0]!.id
document.body.append(early)

// The QueryClient the elements make by default, given here so a test can start from an empty cache or
// put data in it.
beforeAll(() => defineElementsOnSimulator(h, { queryClient }))

const added: Element[] = []
afterEach(() => {
  for (const element of added.splice(0)) element.remove()
  document.documentElement.removeAttribute('data-fk-theme')
  document.body.removeAttribute('style')
})

/** Puts `markup` in the page and returns its first element. */
function place<T extends Element>(markup: string): T {
  const holder = document.createElement('div')
  holder.innerHTML = markup
  document.body.append(holder)
  added.push(holder)
  return holder.firstElementChild as T
}

describe('filing-kit/elements', () => {
  it('registers one element per component, fk- and its name in kebab case; a second call is refused', () => {
    expect(FILING_KIT_TAG_NAMES).toHaveLength(13)
    for (const tag of FILING_KIT_TAG_NAMES) expect(customElements.get(tag), tag).toBeDefined()
    expect(customElements.get('fk-compliance-alert-list')).toBeDefined()
    expect(customElements.get('fk-bulk-company-import')).toBeDefined()
    expect(() => defineFilingKitElements({ baseUrl: '/api/partner', partnerId: h.partnerId })).toThrow(
      /once per page/,
    )
  })

  it('a property set before the elements were defined is kept: the alert detail shows its alert', async () => {
    added.push(early)
    const alert = openAlerts()[0]!
    expect(await inside(early).findByRole('heading', { name: alert.name })).toBeTruthy()
  })

  it('renders in an open shadow root with the library’s styles; the host page’s CSS does not reach in, its --fk-* tokens do', async () => {
    const style = document.createElement('style')
    // A host stylesheet that would wreck the components if it reached them.
    style.textContent = 'button, table { display: none !important } * { color: rgb(255, 0, 255) !important }'
    document.head.append(style)
    try {
      document.body.style.setProperty('--fk-color-accent', 'rgb(1, 2, 3)')
      const plan = plans()[0]!
      const list = place(`<fk-subscription-list company-id="${plan.entityId}"></fk-subscription-list>`)
      const table = await inside(list).findByRole('table')
      expect(getComputedStyle(table).display).not.toBe('none')
      expect(list.shadowRoot!.adoptedStyleSheets).toHaveLength(1)
      const renew = inside(list).getAllByRole('button', { name: /^Renewal settings/ })[0]!
      expect(getComputedStyle(renew).display).not.toBe('none')
      // The page's accent reaches the primary button's border through inheritance.
      expect(getComputedStyle(renew).borderTopColor).not.toBe('rgb(255, 0, 255)')
      const root = list.shadowRoot!.querySelector('.fk-root')!
      expect(getComputedStyle(root).getPropertyValue('--fk-color-accent').trim()).toBe('rgb(1, 2, 3)')
      // Ours do not leak out: a button of the page keeps the page's (here hidden) look.
      const pageButton = place<HTMLButtonElement>('<button>Page</button>')
      expect(getComputedStyle(pageButton).display).toBe('none')
      expect(await axeViolations(list)).toEqual([])
    } finally {
      style.remove()
    }
  })

  it('ten alert lists on one page make one request: the elements share one QueryClient', async () => {
    queryClient.clear()
    const before = h.sent(`/alerts`, 'GET').length
    const lists = Array.from({ length: 10 }, () =>
      place('<fk-compliance-alert-list></fk-compliance-alert-list>'),
    )
    for (const list of lists) await inside(list).findByRole('listbox')
    expect(h.sent(`/alerts`, 'GET').length - before).toBe(1)
  })

  it('a chosen alert is a bubbling, composed fk-select with the alert and its target in detail; by click and by Enter', async () => {
    const list = place('<fk-compliance-alert-list></fk-compliance-alert-list>')
    const heard: FilingKitElementEventMap['fk-select'][] = []
    const listen = (event: Event) => heard.push(event as FilingKitElementEventMap['fk-select'])
    document.addEventListener('fk-select', listen)
    try {
      const listbox = await inside(list).findByRole('listbox')
      const first = within(listbox).getAllByRole('option')[0]!
      await userEvent.click(first)
      await waitFor(() => expect(heard).toHaveLength(1))
      expect(heard[0]!.target).toBe(list)
      expect(heard[0]!.composed).toBe(true)
      const detail = heard[0]!.detail as { alert: { id: string }; target: unknown }
      expect(openAlerts().map((candidate) => candidate.id)).toContain(detail.alert.id)
      expect(detail.target).toBeDefined()
      await userEvent.keyboard('{Enter}')
      await waitFor(() => expect(heard).toHaveLength(2))
    } finally {
      document.removeEventListener('fk-select', listen)
    }
  })

  it('an attribute changed re-renders; a removed element unmounts and sends nothing more', async () => {
    const [first, second] = [...new Set(plans().map((plan) => plan.entityId))]
    const list = place(`<fk-subscription-list company-id="${first}"></fk-subscription-list>`)
    expect(await inside(list).findByRole('heading', { name: `${h.companyName(first!)}: subscription plans` }))
    list.setAttribute('company-id', second!)
    expect(
      await inside(list).findByRole('heading', { name: `${h.companyName(second!)}: subscription plans` }),
    )
    const container = list.shadowRoot!.querySelector('[data-fk-element]')!
    list.remove()
    await waitFor(() => expect(container.childElementCount).toBe(0))
  })

  it('the page’s data-fk-theme="dark" reaches into the shadow root, and leaves with it', async () => {
    const list = place(`<fk-subscription-list company-id="${plans()[0]!.entityId}"></fk-subscription-list>`)
    const root = (await inside(list).findByRole('table')).closest('.fk-root')!
    expect(getComputedStyle(root).colorScheme).not.toBe('dark')
    document.documentElement.setAttribute('data-fk-theme', 'dark')
    await waitFor(() => expect(getComputedStyle(root).colorScheme).toBe('dark'))
    document.documentElement.setAttribute('data-fk-theme', 'light')
    await waitFor(() => expect(getComputedStyle(root).colorScheme).toBe('light'))
  })

  it('a locale attribute of es speaks Spanish', async () => {
    const plan = plans()[0]!
    const list = place(
      `<fk-subscription-list company-id="${plan.entityId}" locale="es"></fk-subscription-list>`,
    )
    const table = await inside(list).findByRole('table')
    expect(within(table).getByRole('columnheader', { name: 'Servicio' })).toBeTruthy()
  })

  it('a dialog inside the shadow root: focus moves in, Escape closes it, focus returns to its button; fk-open-change follows', async () => {
    const plan = plans()[0]!
    const list = place(`<fk-subscription-list company-id="${plan.entityId}"></fk-subscription-list>`)
    const opener = (await inside(list).findAllByRole('button', { name: /^Renewal settings/ }))[0]!
    await userEvent.click(opener)
    const dialog = await inside(list).findByRole('dialog')
    await waitFor(() => expect(dialog.contains(list.shadowRoot!.activeElement)).toBe(true))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(inside(list).queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(list.shadowRoot!.activeElement).toBe(opener))

    const standalone = place<HTMLElement & { open?: boolean }>(
      `<fk-renew-subscription-dialog subscription-id="${plan.id}" open></fk-renew-subscription-dialog>`,
    )
    const changes: boolean[] = []
    standalone.addEventListener('fk-open-change', (event) =>
      changes.push((event as CustomEvent<boolean>).detail),
    )
    await inside(standalone).findByRole('dialog')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(changes).toEqual([false]))
    // Not prevented: the element closed itself, as a <dialog> does.
    expect(standalone.open).toBe(false)
    await waitFor(() => expect(inside(standalone).queryByRole('dialog')).toBeNull())
  })

  it('a plan cancelled from the list: fk-cancelled reaches the page, and the focus lands on the list’s heading inside the shadow root', async () => {
    const plan = h.plans(
      (candidate) => candidate.serviceCategory === 'AnnualReport' && candidate.status === 'Active',
    )[0]!
    const company = h.companyName(plan.entityId)
    const list = place(`<fk-subscription-list company-id="${plan.entityId}"></fk-subscription-list>`)
    const cancelled: unknown[] = []
    document.body.addEventListener('fk-cancelled', (event) => cancelled.push((event as CustomEvent).detail), {
      once: true,
    })
    await userEvent.click(
      await inside(list).findByRole('button', { name: `Cancel Annual Report for ${company}` }),
    )
    const dialog = await inside(list).findByRole('dialog', { name: 'Cancel Annual Report' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel plan' }))
    await within(dialog).findByRole('status')
    expect(cancelled).toEqual([{ serviceId: plan.id, status: 'Cancelled' }])
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(inside(list).queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(list.shadowRoot!.activeElement?.tagName).toBe('H2'))
    expect(await axeViolations(list)).toEqual([])
  })

  it('the virtualised alert list scrolls inside the shadow root: End reaches the 5,000th alert, its id resolved in the root', async () => {
    const alerts = syntheticAlerts(5000)
    queryClient.setQueryData(filingKeys.compliance.alertList(h.partnerId, {}), alerts)
    const list = place('<fk-compliance-alert-list max-height="400"></fk-compliance-alert-list>')
    const listbox = await inside(list).findByRole('listbox')
    expect(within(listbox).getAllByRole('option').length).toBeLessThan(40)
    listbox.focus()
    await userEvent.keyboard('{End}')
    await waitFor(() => {
      const active = list.shadowRoot!.getElementById(listbox.getAttribute('aria-activedescendant')!)
      expect(active?.getAttribute('aria-posinset')).toBe('5000')
    })
    expect(within(listbox).getAllByRole('option').length).toBeLessThan(40)
    expect(await axeViolations(list)).toEqual([])
  })

  it('::part() restyles what a partner restyles most: buttons (and by variant), fields, labels, headings', async () => {
    const style = document.createElement('style')
    style.textContent = [
      'fk-subscription-list::part(button) { letter-spacing: 3px }',
      'fk-subscription-list::part(heading) { text-transform: uppercase }',
      'fk-compliance-alert-list::part(field) { border-top-color: rgb(0, 128, 0) }',
      'fk-compliance-alert-list::part(label) { font-style: italic }',
    ].join('\n')
    document.head.append(style)
    try {
      const plans = place(
        `<fk-subscription-list company-id="${h.plans()[0]!.entityId}"></fk-subscription-list>`,
      )
      const button = (await inside(plans).findAllByRole('button', { name: /^Renewal settings/ }))[0]!
      expect(getComputedStyle(button).letterSpacing).toBe('3px')
      expect(getComputedStyle(inside(plans).getByRole('heading', { level: 2 })).textTransform).toBe(
        'uppercase',
      )
      const alerts = place('<fk-compliance-alert-list></fk-compliance-alert-list>')
      const search = await inside(alerts).findByLabelText('Search')
      expect(getComputedStyle(search).borderTopColor).toBe('rgb(0, 128, 0)')
      const label = alerts.shadowRoot!.querySelector(`label[for="${search.id}"]`)!
      expect(getComputedStyle(label).fontStyle).toBe('italic')
    } finally {
      style.remove()
    }
  })

  it('hostile service text is shown as text inside the shadow root: no element, no handler', async () => {
    const plan = h.plans((candidate) => candidate.status === 'Active').at(-1)!
    const hostile = '<img src=x onerror="window.__fkElementsPwned=1">'
    const company = h.sim.state.companies.get(plan.entityId)!
    const name = company.name
    company.name = hostile
    try {
      queryClient.clear()
      const list = place('<fk-subscription-list></fk-subscription-list>')
      const table = await inside(list).findByRole('table')
      expect(within(table).getAllByText(hostile).length).toBeGreaterThan(0)
      expect(list.shadowRoot!.querySelector('img')).toBeNull()
      expect((window as { __fkElementsPwned?: number }).__fkElementsPwned).toBeUndefined()
    } finally {
      company.name = name
    }
  })

  it('a CSV dropped on the import inside the shadow root is read: its columns are offered for matching', async () => {
    const element = place('<fk-bulk-company-import></fk-bulk-company-import>')
    const input = (await inside(element).findByLabelText(/Companies file/)) as HTMLInputElement
    const csv = 'name,ein,homeState\nDropped Widgets LLC,12-3456789,CA\n'
    const dataTransfer = new DataTransfer()
    dataTransfer.items.add(new File([csv], 'companies.csv', { type: 'text/csv' }))
    // The drop zone is the picker's surroundings: what a person drags a file onto.
    for (const type of ['dragenter', 'dragover', 'drop'])
      input.parentElement!.dispatchEvent(
        new DragEvent(type, { dataTransfer, bubbles: true, cancelable: true }),
      )
    expect(await inside(element).findByRole('heading', { name: 'Match the columns' })).toBeTruthy()
    expect(inside(element).getByText('First row: Dropped Widgets LLC')).toBeTruthy()
    expect(await axeViolations(element)).toEqual([])
  })
})
