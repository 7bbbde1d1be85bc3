// Type tests (checked by `tsc -p tsconfig.json`): what a TypeScript host gets once it imports
// filing-kit/elements — `document.createElement('fk-…')` typed by the HTMLElementTagNameMap
// declaration, its props as properties and its callbacks as typed events, none of them as properties.
import { expectTypeOf } from 'vitest'
import type { Alert, CreateTaxRegistrationInput } from '../../src/index'
import type { ComplianceAlertTarget } from '../../components'
import type { FilingKitElementEventMap, FilingKitTagName } from '../../elements'
import type { ELEMENT_SPECS } from '../../elements/elementSpecs'

const list = document.createElement('fk-compliance-alert-list')
expectTypeOf(list.companyId).toEqualTypeOf<string | undefined>()
expectTypeOf(list).toHaveProperty('companyId')
expectTypeOf(list).toMatchTypeOf<HTMLElement>()
// A callback is an event, never a property.
expectTypeOf(list).not.toHaveProperty('onSelect')

list.addEventListener('fk-select', (event) => {
  expectTypeOf(event).toEqualTypeOf<CustomEvent<{ alert: Alert; target: ComplianceAlertTarget }>>()
  expectTypeOf(event.detail.alert).toEqualTypeOf<Alert>()
  expectTypeOf(event.detail.target.companyId).toEqualTypeOf<string | null>()
})
// Found by querySelector too, and an unknown event still takes a plain listener.
document.querySelector('fk-compliance-alert-list')?.addEventListener('click', (event) => {
  expectTypeOf(event).toEqualTypeOf<PointerEvent>()
})
list.addEventListener('my-own-event', (event) => {
  expectTypeOf(event).toEqualTypeOf<Event>()
})

const tracker = document.createElement('fk-formation-order-tracker')
tracker.orderGuid = 'a3f0c9e2-0000-4000-8000-000000000000'
tracker.addEventListener('fk-phase-change', (event) => {
  expectTypeOf(event.detail).toEqualTypeOf<{ phase: string; status: string | null }>()
})

const taxForm = document.createElement('fk-tax-registration-form')
taxForm.addEventListener('fk-created', (event) => {
  expectTypeOf(event.detail).toEqualTypeOf<{ orderGuid: string; submitted: CreateTaxRegistrationInput }>()
})
// One argument: detail is it.
document.createElement('fk-formation-order-form').addEventListener('fk-created', (event) => {
  expectTypeOf(event.detail).toEqualTypeOf<string>()
})

// The map a listener on an ancestor uses: every event name, each a CustomEvent.
expectTypeOf<keyof FilingKitElementEventMap>().toEqualTypeOf<
  | 'fk-select'
  | 'fk-start'
  | 'fk-submitted'
  | 'fk-renewed'
  | 'fk-cancelled'
  | 'fk-open-change'
  | 'fk-phase-change'
  | 'fk-created'
  | 'fk-complete'
>()
// Both trackers send it; the tax tracker's status may also be undefined.
expectTypeOf<FilingKitElementEventMap['fk-phase-change']['detail']['phase']>().toEqualTypeOf<string>()
expectTypeOf<FilingKitElementEventMap['fk-phase-change']['detail']['status']>().toEqualTypeOf<
  string | null | undefined
>()
expectTypeOf<FilingKitElementEventMap['fk-open-change']['detail']>().toEqualTypeOf<boolean>()
document.addEventListener('fk-select', ((event: FilingKitElementEventMap['fk-select']) => {
  expectTypeOf(event.detail).toHaveProperty('target')
}) as EventListener)

// The tag names the declaration types are those the elements register.
expectTypeOf<FilingKitTagName>().toEqualTypeOf<keyof typeof ELEMENT_SPECS>()
expectTypeOf<FilingKitTagName>().toMatchTypeOf<keyof HTMLElementTagNameMap>()

// Mistakes a host makes are errors.
// @ts-expect-error companyId is a string
list.companyId = 42
// @ts-expect-error a callback is not a property: listen to fk-select
list.onSelect = () => {}
// @ts-expect-error no such prop
list.alertId = 'a0F1'
tracker.addEventListener('fk-phase-change', (event) => {
  // @ts-expect-error the detail has phase and status only
  void event.detail.orderGuid
})
// @ts-expect-error not a filing-kit element: a plain HTMLElement has no companyId
void document.createElement('fk-compliance-alert-lists').companyId
