import type { OperationName } from '../../api'
import type { SimContext } from '../context'
import { complianceError, json, type SimResponse } from '../respond'

/** What `data` holds when a Compliance call fails: its success type's empty value (CMP-1, section 7). */
export const FAILURE_DATA: Partial<Record<OperationName, null | false | never[]>> = {
  'compliance.listCompanies': [],
  'compliance.getCompany': null,
  'compliance.createCompany': null,
  'compliance.bulkCreateCompanies': [],
  'compliance.listAlerts': [],
  'compliance.getAlert': null,
  'compliance.submitAlertForms': false,
  'compliance.listSubscriptions': null,
  'compliance.getSubscription': null,
  'compliance.renewSubscription': false,
  'compliance.cancelSubscription': null,
}

export const failureData = (context: SimContext) => FAILURE_DATA[context.operation] ?? null

/** A 400 in the Compliance shape with the endpoint's failure `data`. */
export const badRequest = (context: SimContext, message: string) =>
  complianceError(400, message, failureData(context))

/** A 403 for a record of another partner, in the Compliance shape. */
export const otherPartners = (context: SimContext, what: string) =>
  complianceError(403, `You do not have access to this ${what}.`, failureData(context))

/**
 * The path's partnerId (CMP-1, AUTH-4): the token's own account passes; another existing account is
 * 403 (list alerts answers `{statusCode, message}` only); an id that resolves to no account is 400.
 */
export function checkPartnerPath(context: SimContext): SimResponse | undefined {
  const partnerId = context.params.partnerId ?? ''
  if (partnerId === context.partner.partnerId) return undefined
  if (context.state.partners.some((partner) => partner.partnerId === partnerId)) {
    const message = 'User does not have access to this account.'
    return context.operation === 'compliance.listAlerts'
      ? json(403, { statusCode: 403, message })
      : json(403, { statusCode: 403, message, errorMessage: [message] })
  }
  return badRequest(context, `No Account found for partnerId ${partnerId}`)
}
