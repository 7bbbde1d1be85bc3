// filing-kit/elements: every component of filing-kit/components as a custom element, for portals that
// are not React (Angular, Vue, server-rendered templates, plain JavaScript). Each renders in its own
// shadow root with the library's styles; the --fk-* theme tokens come from the page.
export { defineFilingKitElements, FILING_KIT_TAG_NAMES } from './defineFilingKitElements'
export type { FilingKitElementsOptions } from './defineFilingKitElements'
export type { FilingKitTagName } from './elementSpecs'
export type {
  ElementEvents,
  ElementProps,
  FilingKitElement,
  FilingKitElementEventMap,
  FilingKitElementEventsByTag,
  FilingKitElementTagNameMap,
  FkBulkCompanyImportEvents,
  FkCancelSubscriptionDialogEvents,
  FkCompanyFormEvents,
  FkComplianceAlertDetailEvents,
  FkComplianceAlertListEvents,
  FkComplianceCalendarEvents,
  FkComplianceFormEvents,
  FkFormationOrderFormEvents,
  FkFormationOrderTrackerEvents,
  FkRenewSubscriptionDialogEvents,
  FkSubscriptionListEvents,
  FkTaxRegistrationFormEvents,
  FkTaxRegistrationTrackerEvents,
} from './elementTypes'
