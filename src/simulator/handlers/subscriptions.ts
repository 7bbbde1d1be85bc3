import { cancelProofSchema, isoDateSchema, renewalTypeSchema, stateCodeSchema } from '../../schemas'
import { isRecord, readJson, type Handler, type SimContext } from '../context'
import { json, type SimResponse } from '../respond'
import type { SubscriptionRecord } from '../types'
import { badRequest, otherPartners } from './complianceAccess'
import { safeParseSchema } from '../../schemas/safeParseSchema'

/** Misspelled verbatim, as the service writes it (CMP-16). */
export const PLAN_REQUIRED = 'Subscripion plan is required.'

/**
 * Spec 2.7, plus `status` (`Active`, `Ready for Review`, `Cancelled`): the spec has no member for a
 * cancellation's state, and a client must see a Registered Agent cancellation waiting for review.
 */
function subscriptionView(subscription: SubscriptionRecord, context: SimContext) {
  const { partnerId: _partnerId, cancellationProof: _proof, ...rest } = subscription
  return { ...rest, entityName: context.state.companies.get(subscription.entityId)?.name ?? null }
}

/** CMP-12: `{companyName, subscriptions}`; `{data: null}` with 200 when nothing matches. */
export const listSubscriptions: Handler = (context) => {
  const companyId = context.url.searchParams.get('companyId')
  const serviceId = context.url.searchParams.get('serviceId')
  const company = companyId ? context.state.companies.get(companyId) : undefined
  if (company && company.partnerId !== context.partner.partnerId) return otherPartners(context, 'company')
  const subscriptions = [...context.state.subscriptions.values()].filter(
    (subscription) =>
      subscription.partnerId === context.partner.partnerId &&
      (!companyId || subscription.entityId === companyId) &&
      (!serviceId || subscription.id === serviceId),
  )
  if (subscriptions.length === 0)
    return json(200, { statusCode: 200, message: 'No subscriptions found', data: null })
  return json(200, {
    statusCode: 200,
    message: 'Success',
    data: {
      companyName: company?.name ?? null,
      subscriptions: subscriptions.map((subscription) => subscriptionView(subscription, context)),
    },
  })
}

function own(context: SimContext): { subscription: SubscriptionRecord } | { answer: SimResponse } {
  const id = context.params.subscriptionId ?? ''
  const subscription = context.state.subscriptions.get(id)
  if (!subscription) {
    const message =
      context.operation === 'compliance.cancelSubscription'
        ? PLAN_REQUIRED
        : `No matching record found for subscription ${id}`
    return { answer: badRequest(context, message) }
  }
  if (subscription.partnerId !== context.partner.partnerId)
    return { answer: otherPartners(context, 'subscription') }
  return { subscription }
}

/** CMP-13: one plan in the standard envelope. */
export const getSubscription: Handler = (context) => {
  const found = own(context)
  if ('answer' in found) return found.answer
  return json(200, {
    statusCode: 200,
    message: 'Success',
    data: subscriptionView(found.subscription, context),
  })
}

const RENEW_CHECKS: readonly [key: string, valid: (value: unknown) => boolean][] = [
  ['serviceState', (value) => safeParseSchema(stateCodeSchema, value).success],
  ['startDate', (value) => safeParseSchema(isoDateSchema, value).success],
  ['endDate', (value) => safeParseSchema(isoDateSchema, value).success],
  ['renewalDate', (value) => safeParseSchema(isoDateSchema, value).success],
  ['renewalType', (value) => safeParseSchema(renewalTypeSchema, value).success],
  ['serviceType', (value) => typeof value === 'string'],
  ['autoRenew', (value) => typeof value === 'boolean'],
  ['entityId', (value) => typeof value === 'string'],
]

/** CMP-14, CMP-17: updates renewal fields; body id must be the path's id. */
export const renewSubscription: Handler = async (context) => {
  const body = await readJson(context.request)
  if (!body.ok || !isRecord(body.value)) return badRequest(context, 'Malformed JSON request body')
  const input = body.value
  const found = own(context)
  if ('answer' in found) return found.answer
  const { subscription } = found
  if (input.id !== subscription.id) {
    return badRequest(
      context,
      `Subscription id in the body (${String(input.id ?? 'missing')}) does not match the path (${subscription.id})`,
    )
  }
  for (const [key, valid] of RENEW_CHECKS) {
    if (input[key] !== undefined && !valid(input[key]))
      return badRequest(context, `Invalid value for ${key}: ${JSON.stringify(input[key])}`)
  }
  if (subscription.status === 'Cancelled')
    return badRequest(context, `Subscription ${subscription.id} is cancelled and cannot be renewed`)
  if (typeof input.entityId === 'string' && input.entityId !== subscription.entityId) {
    const company = context.state.companies.get(input.entityId)
    if (!company || company.partnerId !== context.partner.partnerId) {
      return badRequest(context, `No matching record found for company ${input.entityId}`)
    }
    subscription.entityId = company.id
  }
  const startDate = (input.startDate as string | undefined) ?? subscription.startDate
  const endDate = (input.endDate as string | undefined) ?? subscription.endDate
  if (endDate < startDate) return badRequest(context, 'endDate must not be before startDate')
  subscription.startDate = startDate
  subscription.endDate = endDate
  if (typeof input.serviceState === 'string') subscription.state = input.serviceState
  if (typeof input.autoRenew === 'boolean')
    subscription.renewalType = input.autoRenew ? 'Auto Renewal' : 'Manual'
  if (input.renewalType === 'Auto Renewal' || input.renewalType === 'Manual')
    subscription.renewalType = input.renewalType
  // CMP-17: only an Auto Renewal plan has an auto-renew date.
  subscription.autoRenewDate =
    subscription.renewalType === 'Auto Renewal'
      ? ((input.renewalDate as string | undefined) ?? subscription.autoRenewDate ?? subscription.endDate)
      : null
  return json(200, { statusCode: 200, message: 'Success', data: true })
}

/**
 * Issue 31 (assumed, the spec says nothing): while a Registered Agent cancellation is in review, the
 * company's open Registered Agent renewal alert no longer asks to be paid for. It leaves the open
 * alerts (CMP-6 lists open ones only; a submit to it is refused as for any closed alert), its stage
 * `On Hold`. The review's outcome is not modelled, so it is never reopened here.
 */
function holdRenewalAlerts(context: SimContext, companyId: string) {
  for (const alert of context.state.alerts.values())
    if (alert.companyId === companyId && alert.open && alert.alertType === 'Registered Agent') {
      alert.open = false
      alert.stageName = 'On Hold'
    }
}

/**
 * CMP-15, CMP-16: Registered Agent needs the replacement proof and goes to `Ready for Review`; every
 * other category is `Cancelled` at once. The flat answer's `status` is the plan's new state.
 */
export const cancelSubscription: Handler = async (context) => {
  const body = await readJson(context.request)
  if (!body.ok) return badRequest(context, 'Malformed JSON request body')
  const found = own(context)
  if ('answer' in found) return found.answer
  const { subscription } = found
  if (subscription.status === 'Cancelled')
    return badRequest(context, `Subscription ${subscription.id} is already cancelled.`)
  if (subscription.status === 'Ready for Review') {
    return badRequest(
      context,
      `A cancellation request for subscription ${subscription.id} is already under review.`,
    )
  }
  if (subscription.serviceCategory === 'RegisteredAgent') {
    const input = isRecord(body.value) ? body.value : {}
    const missing = (['title', 'extension', 'base64'] as const).filter(
      (key) => typeof input[key] !== 'string' || input[key] === '',
    )
    if (missing.length > 0) {
      return badRequest(
        context,
        `Registered Agent cancellation requires title, extension and base64; missing: ${missing.join(', ')}.`,
      )
    }
    const proof = safeParseSchema(cancelProofSchema, {
      title: input.title,
      extension: input.extension,
      base64: input.base64,
    })
    if (!proof.success) {
      const field = String(proof.error.issues[0]?.path[0] ?? 'base64')
      return badRequest(
        context,
        field === 'extension'
          ? 'extension must be a file extension without a leading dot, e.g. pdf.'
          : `${field} is not valid.`,
      )
    }
    subscription.status = 'Ready for Review'
    subscription.cancellationProof = {
      title: proof.data.title,
      extension: proof.data.extension,
      size: Math.floor((proof.data.base64.length * 3) / 4),
    }
    holdRenewalAlerts(context, subscription.entityId)
  } else {
    subscription.status = 'Cancelled'
    subscription.autoRenewDate = null
  }
  return json(200, { serviceId: subscription.id, status: subscription.status })
}
