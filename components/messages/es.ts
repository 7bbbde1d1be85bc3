import { commonMessages } from './es/common'
import { companyMessages } from './es/companies'
import { complianceMessages } from './es/compliance'
import { complianceFieldMessages } from './es/complianceFields'
import { complianceFieldNameMessages } from './es/complianceFieldNames'
import { complianceValueMessages } from './es/complianceValues'
import { fileMessages } from './es/file'
import { formationMessages } from './es/formation'
import { formationFormMessages } from './es/formationForm'
import { formationTrackerMessages } from './es/formationTracker'
import { planMessages } from './es/plans'
import { refusalMessages } from './es/refusal'
import { subscriptionMessages } from './es/subscriptions'
import { taxRegistrationMessages } from './es/taxRegistration'
import { valueMessages } from './es/value'
import type { FilingKitMessages } from './en'

/**
 * The Spanish catalog, complete: pass it as the provider's `messages` (with `locale="es"` or `es-US`)
 * for customers who read Spanish. Each area (./es/*) is typed against its en-US area and this whole as
 * `FilingKitMessages`, so a missing id fails the build. Built in a pure function call, not a bare
 * object spread, for the reason `en` is: a page that does not use it must not ship it.
 */
export const es: FilingKitMessages = /* @__PURE__ */ (() => ({
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
}))()
