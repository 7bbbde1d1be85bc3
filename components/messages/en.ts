import { commonMessages } from './en/common'
import { companyMessages } from './en/companies'
import { complianceMessages } from './en/compliance'
import { complianceFieldMessages } from './en/complianceFields'
import { complianceFieldNameMessages } from './en/complianceFieldNames'
import { complianceValueMessages } from './en/complianceValues'
import { fileMessages } from './en/file'
import { formationMessages } from './en/formation'
import { formationFormMessages } from './en/formationForm'
import { formationTrackerMessages } from './en/formationTracker'
import { planMessages } from './en/plans'
import { refusalMessages } from './en/refusal'
import { subscriptionMessages } from './en/subscriptions'
import { taxRegistrationMessages } from './en/taxRegistration'
import { valueMessages } from './en/value'

// The en-US catalog: every string a filing-kit component shows, by message id (`area.what`).
// `{name}` placeholders are filled in as text. Override any of them through the provider's `messages`.
// The strings live in one module per area (./en/*): a component looks up only its own areas, so a page
// importing one component ships only those strings. This whole catalog is for partners who want it all.

/**
 * Every message id with its en-US text. Built in a pure function call, not a bare object spread: a
 * bundler keeps a module-level spread (it may run getters), which would pull every area into every page.
 */
export const en = /* @__PURE__ */ (() =>
  ({
    ...commonMessages,
    ...fileMessages,
    ...valueMessages,
    ...refusalMessages,
    ...complianceMessages,
    ...complianceFieldMessages,
    ...complianceFieldNameMessages,
    ...complianceValueMessages,
    ...planMessages,
    ...subscriptionMessages,
    ...companyMessages,
    ...formationMessages,
    ...formationFormMessages,
    ...formationTrackerMessages,
    ...taxRegistrationMessages,
  }) as const)()

/** A message id: a key of the en-US catalog. */
export type MessageId = keyof typeof en

/** A complete catalog: every message id with its text (what `es` is; what a new language must be). */
export type FilingKitMessages = Readonly<Record<MessageId, string>>

// The provider (a floor below) learns the catalog here, as it learns the adapter: its `messages` prop
// becomes `Partial<FilingKitMessages>` wherever the components are imported (hooks/FilingKitRegister.ts).
declare module '../../hooks' {
  interface FilingKitRegister {
    messages: FilingKitMessages
  }
}
