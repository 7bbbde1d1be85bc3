import { complianceValueMessages } from '../messages/en/complianceValues'
import { planMessages } from '../messages/en/plans'

/**
 * The plan names and the service's known values together: the second area the alert list, detail and
 * calendar look up beside their own (the compliance form looks up neither). Built in a pure call, not
 * a bare module-level spread, so a page without these components drops it.
 */
export const planAndValueMessages = /* @__PURE__ */ (() =>
  ({ ...planMessages, ...complianceValueMessages }) as const)()
