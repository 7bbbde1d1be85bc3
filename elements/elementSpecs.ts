import type { ComponentType } from 'react'

/** How an attribute's text becomes the prop: `string`, `number` (ignored unless a number), `boolean` (present and not "false"). */
export type AttributeKind = 'string' | 'number' | 'boolean'

/**
 * One element: the component it renders, the props a host may set, and the callbacks that become
 * events. Each prop is a property of the element; those with an attribute kind are attributes too
 * (kebab case), the rest (objects, functions) are properties only.
 */
export interface ElementSpec<P = Record<string, unknown>> {
  /** Loads the component: when the first element of its kind connects, so a page fetches only those it shows. */
  load: () => Promise<ComponentType<P>>
  /** Props by name: the attribute kind, or `property` for a prop set only as a property. */
  props: Partial<Record<keyof P & string, AttributeKind | 'property'>>
  /** The props without which the component cannot render (the element stays empty until they are set). */
  required?: readonly (keyof P & string)[]
  /** Callback prop → its event's parameter names: one name, `detail` is that argument; several, an object of them. */
  events: Partial<Record<keyof P & string, readonly string[]>>
  /** The prop that opens a dialog, which the element keeps in step with `onOpenChange` unless the host prevents it. */
  openProp?: keyof P & string
}

const spec = <P>(value: ElementSpec<P>) => value as unknown as ElementSpec

/**
 * Every component of filing-kit/components as an element: `fk-` + its name in kebab case. `className`
 * and the dialogs' `id` are left out: a host puts its classes and ids on the element itself.
 */
export const ELEMENT_SPECS = {
  'fk-compliance-alert-list': spec({
    load: () => import('./lazy/ComplianceAlertList').then((module) => module.default),
    props: { companyId: 'string', type: 'string', today: 'string', maxHeight: 'number' },
    events: { onSelect: ['alert', 'target'] },
  }),
  'fk-compliance-alert-detail': spec({
    load: () => import('./lazy/ComplianceAlertDetail').then((module) => module.default),
    props: { alertId: 'string', today: 'string' },
    required: ['alertId'],
    events: { onStart: ['alert'] },
  }),
  'fk-compliance-form': spec({
    load: () => import('./lazy/ComplianceForm').then((module) => module.default),
    props: {
      alertId: 'string',
      companyId: 'string',
      focusOnOpen: 'boolean',
      schemaOverrides: 'property',
      widgets: 'property',
      templates: 'property',
      validator: 'property',
      writebackOptions: 'property',
      draftStorage: 'property',
    },
    required: ['alertId'],
    events: { onSubmitted: ['result'] },
  }),
  'fk-compliance-calendar': spec({
    load: () => import('./lazy/ComplianceCalendar').then((module) => module.default),
    props: { companyId: 'string', month: 'string', view: 'string', today: 'string' },
    events: { onSelect: ['item', 'target'] },
  }),
  'fk-subscription-list': spec({
    load: () => import('./lazy/SubscriptionList').then((module) => module.default),
    props: { companyId: 'string', headingLevel: 'number' },
    events: { onRenewed: ['subscriptionId'], onCancelled: ['result'] },
  }),
  'fk-renew-subscription-dialog': spec({
    load: () => import('./lazy/RenewSubscriptionDialog').then((module) => module.default),
    props: { subscriptionId: 'string', open: 'boolean' },
    required: ['subscriptionId'],
    events: { onOpenChange: ['open'], onRenewed: ['subscriptionId'] },
    openProp: 'open',
  }),
  'fk-cancel-subscription-dialog': spec({
    load: () => import('./lazy/CancelSubscriptionDialog').then((module) => module.default),
    props: { subscriptionId: 'string', open: 'boolean', accept: 'string', maxBytes: 'number' },
    required: ['subscriptionId'],
    events: { onOpenChange: ['open'], onCancelled: ['result'] },
    openProp: 'open',
  }),
  'fk-formation-order-tracker': spec({
    load: () => import('./lazy/FormationOrderTracker').then((module) => module.default),
    props: { orderGuid: 'string', accept: 'string', maxBytes: 'number', poll: 'property' },
    required: ['orderGuid'],
    events: { onPhaseChange: ['phase', 'status'] },
  }),
  'fk-tax-registration-tracker': spec({
    load: () => import('./lazy/TaxRegistrationTracker').then((module) => module.default),
    props: { orderGuid: 'string', submitted: 'property', draftStorage: 'property', poll: 'property' },
    required: ['orderGuid'],
    events: { onPhaseChange: ['phase', 'status'] },
  }),
  'fk-formation-order-form': spec({
    load: () => import('./lazy/FormationOrderForm').then((module) => module.default),
    props: { defaultValues: 'property', draftStorage: 'property' },
    events: { onCreated: ['orderGuid'] },
  }),
  'fk-tax-registration-form': spec({
    load: () => import('./lazy/TaxRegistrationForm').then((module) => module.default),
    props: { defaultValues: 'property', draftStorage: 'property' },
    events: { onCreated: ['orderGuid', 'submitted'] },
  }),
  'fk-company-form': spec({
    load: () => import('./lazy/CompanyForm').then((module) => module.default),
    props: { defaultValues: 'property' },
    events: { onCreated: ['result'] },
  }),
  'fk-bulk-company-import': spec({
    load: () => import('./lazy/BulkCompanyImport').then((module) => module.default),
    props: {
      chunkSize: 'number',
      concurrency: 'number',
      runId: 'string',
      maxBytes: 'number',
      resultFileName: 'string',
    },
    events: { onComplete: ['results'] },
  }),
} as const satisfies Record<`fk-${string}`, ElementSpec>

export type FilingKitTagName = keyof typeof ELEMENT_SPECS

/** `companyId` → `company-id`. */
export const kebabCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/** `onPhaseChange` → `fk-phase-change`. */
export const eventNameOf = (callback: string) => `fk${kebabCase(callback.slice(2))}`
