import type {
  BulkCompanyImportProps,
  CancelSubscriptionDialogProps,
  CompanyFormProps,
  ComplianceAlertDetailProps,
  ComplianceAlertListProps,
  ComplianceCalendarProps,
  ComplianceFormProps,
  FormationOrderFormProps,
  FormationOrderTrackerProps,
  RenewSubscriptionDialogProps,
  SubscriptionListProps,
  TaxRegistrationFormProps,
  TaxRegistrationTrackerProps,
} from '../components'

type Callback = (...args: never[]) => unknown
type CallbackKeys<P> = { [K in keyof P]-?: NonNullable<P[K]> extends Callback ? K : never }[keyof P]

/** The props an element takes as properties: all but callbacks (they are events), `className` and `id`. */
export type ElementProps<P> = {
  -readonly [K in Exclude<keyof P, CallbackKeys<P> | 'className' | 'id'>]?: P[K]
}

/** `onPhaseChange` → `fk-phase-change`. */
type Kebab<S extends string> = S extends `${infer Head}${infer Tail}`
  ? Head extends Lowercase<Head>
    ? `${Head}${Kebab<Tail>}`
    : `-${Lowercase<Head>}${Kebab<Tail>}`
  : S
type EventName<K> = K extends `on${infer Name}` ? `fk${Kebab<Name>}` : never

/** One argument: `detail` is it. Several: an object of them, by the names `names` gives. */
type DetailOf<F, Names extends readonly string[]> = F extends (...args: infer A) => unknown
  ? A extends [infer Only]
    ? Only
    : { [I in keyof Names & `${number}` as Names[I] & string]: A[I & keyof A] }
  : never

/**
 * The events of an element, by name, as `CustomEvent`s whose `detail` holds the callback's arguments.
 * `Names` gives the parameter names of callbacks with several arguments.
 */
export type ElementEvents<
  P,
  Names extends Partial<Record<CallbackKeys<P>, readonly string[]>> = Record<never, never>,
> = {
  [K in CallbackKeys<P> as EventName<K>]: CustomEvent<
    DetailOf<NonNullable<P[K]>, K extends keyof Names ? NonNullable<Names[K]> : readonly []>
  >
}

/**
 * A filing-kit element: its props as properties, and `addEventListener` typed for its events.
 * Dialog elements also open and close themselves on `fk-open-change` unless the listener calls
 * `preventDefault()`.
 */
export type FilingKitElement<P, E> = ElementEventTarget<E> & ElementProps<P> & HTMLElement

/**
 * `addEventListener` and `removeEventListener` for an element's events, then the DOM's own. First in
 * the intersection: TypeScript tries the overloads of an intersection's members in order, and
 * HTMLElement's `(type: string, listener: EventListener)` would otherwise take `fk-select` as a plain
 * `Event`.
 */
interface ElementEventTarget<E> {
  addEventListener<K extends keyof E & string>(
    type: K,
    listener: (this: HTMLElement, event: E[K]) => void,
    options?: boolean | AddEventListenerOptions,
  ): void
  addEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: HTMLElement, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void
  removeEventListener<K extends keyof E & string>(
    type: K,
    listener: (this: HTMLElement, event: E[K]) => void,
    options?: boolean | EventListenerOptions,
  ): void
  removeEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: HTMLElement, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void
}

export type FkComplianceAlertListEvents = ElementEvents<
  ComplianceAlertListProps,
  { onSelect: ['alert', 'target'] }
>
export type FkComplianceAlertDetailEvents = ElementEvents<ComplianceAlertDetailProps>
export type FkComplianceFormEvents = ElementEvents<ComplianceFormProps>
export type FkComplianceCalendarEvents = ElementEvents<
  ComplianceCalendarProps,
  { onSelect: ['item', 'target'] }
>
export type FkSubscriptionListEvents = ElementEvents<SubscriptionListProps>
export type FkRenewSubscriptionDialogEvents = ElementEvents<RenewSubscriptionDialogProps>
export type FkCancelSubscriptionDialogEvents = ElementEvents<CancelSubscriptionDialogProps>
export type FkFormationOrderTrackerEvents = ElementEvents<
  FormationOrderTrackerProps,
  { onPhaseChange: ['phase', 'status'] }
>
export type FkTaxRegistrationTrackerEvents = ElementEvents<
  TaxRegistrationTrackerProps,
  { onPhaseChange: ['phase', 'status'] }
>
export type FkFormationOrderFormEvents = ElementEvents<FormationOrderFormProps>
export type FkTaxRegistrationFormEvents = ElementEvents<
  TaxRegistrationFormProps,
  { onCreated: ['orderGuid', 'submitted'] }
>
export type FkCompanyFormEvents = ElementEvents<CompanyFormProps>
export type FkBulkCompanyImportEvents = ElementEvents<BulkCompanyImportProps>

/** Each element's component props, by tag name. */
interface PropsByTag {
  'fk-compliance-alert-list': ComplianceAlertListProps
  'fk-compliance-alert-detail': ComplianceAlertDetailProps
  'fk-compliance-form': ComplianceFormProps
  'fk-compliance-calendar': ComplianceCalendarProps
  'fk-subscription-list': SubscriptionListProps
  'fk-renew-subscription-dialog': RenewSubscriptionDialogProps
  'fk-cancel-subscription-dialog': CancelSubscriptionDialogProps
  'fk-formation-order-tracker': FormationOrderTrackerProps
  'fk-tax-registration-tracker': TaxRegistrationTrackerProps
  'fk-formation-order-form': FormationOrderFormProps
  'fk-tax-registration-form': TaxRegistrationFormProps
  'fk-company-form': CompanyFormProps
  'fk-bulk-company-import': BulkCompanyImportProps
}

/** Each element's events (name → `CustomEvent` with its detail), by tag name. */
export interface FilingKitElementEventsByTag {
  'fk-compliance-alert-list': FkComplianceAlertListEvents
  'fk-compliance-alert-detail': FkComplianceAlertDetailEvents
  'fk-compliance-form': FkComplianceFormEvents
  'fk-compliance-calendar': FkComplianceCalendarEvents
  'fk-subscription-list': FkSubscriptionListEvents
  'fk-renew-subscription-dialog': FkRenewSubscriptionDialogEvents
  'fk-cancel-subscription-dialog': FkCancelSubscriptionDialogEvents
  'fk-formation-order-tracker': FkFormationOrderTrackerEvents
  'fk-tax-registration-tracker': FkTaxRegistrationTrackerEvents
  'fk-formation-order-form': FkFormationOrderFormEvents
  'fk-tax-registration-form': FkTaxRegistrationFormEvents
  'fk-company-form': FkCompanyFormEvents
  'fk-bulk-company-import': FkBulkCompanyImportEvents
}

/** Every element by tag name, as `document.querySelector` and `document.createElement` type it. */
export type FilingKitElementTagNameMap = {
  [Tag in keyof PropsByTag]: FilingKitElement<PropsByTag[Tag], FilingKitElementEventsByTag[Tag]>
}

type AnyElementEvents = FilingKitElementEventsByTag[keyof FilingKitElementEventsByTag]
type KeysOfUnion<T> = T extends unknown ? keyof T : never

/**
 * Every event a filing-kit element sends, by name, for a listener on an ancestor (the events bubble
 * and are composed). An event two elements share (`fk-created`) has either element's detail.
 */
export type FilingKitElementEventMap = {
  [Name in KeysOfUnion<AnyElementEvents>]: AnyElementEvents extends infer Events
    ? Events extends Record<Name, infer Event>
      ? Event
      : never
    : never
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementTagNameMap extends FilingKitElementTagNameMap {}
}
