import { einSchema, isoDateSchema } from '../../schemas/common'
import { TITLES_BY_ENTITY_TYPE } from '../../schemas/serviceVocabulary'
import { stateCode } from '../../schemas/usStates'
import { isRecord, readJson, type Handler } from '../context'
import { taxOrderView } from '../taxOrderView'
import { formationError, json, serverError } from '../respond'
import { isoDate } from '../seed/calendar'
import { taxAccountsFor } from '../seed/orders'
import type { TaxOrderRecord } from '../types'
import { checkApiUserPid, findOrder, formationOk } from './formationCommon'
import { safeParseSchema } from '../../schemas/safeParseSchema'

const REQUIRED = [
  'orderFilingType',
  'accountInfo',
  'businessDetails',
  'stateInfo',
  'responsibleParties',
] as const

/** A payroll amount as the service reads it: any number or numeric string, negatives included (TAX-7). */
const isAmount = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value))

/** The service's checks of a tax order (TAX-3 to TAX-7), each message naming its path. */
function taxProblems(order: Record<string, unknown>): string[] {
  const problems: string[] = []
  for (const key of REQUIRED) {
    if (order[key] === undefined || order[key] === null || order[key] === '')
      problems.push(`partnerOrder.${key} is required`)
  }
  const details = isRecord(order.businessDetails) ? order.businessDetails : {}
  const entityType = typeof details.entityType === 'string' ? details.entityType : ''
  if (isRecord(order.businessDetails) && !entityType) problems.push('businessDetails.entityType is required')
  // TAX-4
  if (entityType === 'Non-Profit Corporation' && !isRecord(details.nonProfitInfo)) {
    problems.push('businessDetails.nonProfitInfo is required when entityType is Non-Profit Corporation')
  }
  // TAX-6: the format only; no registry is asked.
  if (details.EIN !== undefined && !safeParseSchema(einSchema, details.EIN).success) {
    problems.push('businessDetails.EIN must be in the format NN-NNNNNNN')
  }
  const parties = order.responsibleParties
  if (parties !== undefined && (!Array.isArray(parties) || parties.length === 0)) {
    problems.push('responsibleParties must contain at least one responsible party')
  }
  const titles = TITLES_BY_ENTITY_TYPE[entityType]
  ;(Array.isArray(parties) ? parties : []).forEach((party: unknown, index) => {
    const at = `responsibleParties[${index}]`
    const value = isRecord(party) ? party : {}
    if (typeof value.type !== 'string' || value.type === '') problems.push(`${at}.type is required`)
    // TAX-3
    if (
      value.type === 'INDIVIDUAL' &&
      (value.dateOfBirth === undefined || value.dateOfBirth === null || value.dateOfBirth === '')
    ) {
      problems.push(`${at}.dateOfBirth is required when type is INDIVIDUAL`)
    } else if (
      value.dateOfBirth !== undefined &&
      !safeParseSchema(isoDateSchema, value.dateOfBirth).success
    ) {
      problems.push(`${at}.dateOfBirth must be a date in the format YYYY-MM-DD`)
    }
    // TAX-5
    if (titles && value.title !== undefined && !titles.includes(String(value.title))) {
      problems.push(`${at}.title ${String(value.title)} is not valid for ${entityType}`)
    }
  })
  // TAX-7: negatives pass, as they do (in error) on the service.
  const amounts: [string, unknown][] = [
    [
      'accountInfo.firstPayrollAmount',
      isRecord(order.accountInfo) ? order.accountInfo.firstPayrollAmount : undefined,
    ],
  ]
  const stateInfo = Array.isArray(order.stateInfo) ? order.stateInfo : [order.stateInfo]
  stateInfo.forEach((entry: unknown, index) => {
    const label = Array.isArray(order.stateInfo) ? `stateInfo[${index}]` : 'stateInfo'
    amounts.push([`${label}.firstPayrollAmount`, isRecord(entry) ? entry.firstPayrollAmount : undefined])
  })
  for (const [path, value] of amounts) {
    if (value !== undefined && !isAmount(value)) problems.push(`${path} must be a number`)
  }
  return problems
}

/** The states an order registers in, read from `stateInfo` entries' `state`/`stateCode`/`stateInitial`. */
function statesOf(order: Record<string, unknown>): string[] {
  const entries = Array.isArray(order.stateInfo) ? order.stateInfo : [order.stateInfo]
  const states = entries.flatMap((entry: unknown) => {
    if (!isRecord(entry)) return []
    const raw = entry.state ?? entry.stateCode ?? entry.stateInitial
    const code = typeof raw === 'string' ? stateCode(raw) : undefined
    return code ? [code] : []
  })
  return states.length > 0 ? [...new Set(states)] : ['CA']
}

/** TAX-1: `{partnerOrder}`; 201 echoes it with the assigned orderGuid. */
export const createOrder: Handler = async (context) => {
  const body = await readJson(context.request)
  if (!body.ok) return serverError()
  const partnerOrder = isRecord(body.value) ? body.value.partnerOrder : undefined
  if (!isRecord(partnerOrder)) return formationError(400, ['partnerOrder is required'], 'Validation failed.')
  const pid = checkApiUserPid(context, partnerOrder.apiUserPid)
  if (pid) return pid
  const problems = taxProblems(partnerOrder)
  if (problems.length > 0) return formationError(400, problems, 'Validation failed.')
  const order: TaxOrderRecord = {
    orderGuid: context.nextId('order'),
    partnerId: context.partner.partnerId,
    createdAt: context.now,
    timeline: {
      steps: [
        { phase: 'Order Received', status: 'Third Party Received' },
        { phase: 'Processing', status: 'Ready for Processing' },
        { phase: 'Submitted to Agency', status: 'State - Awaiting Approval' },
        { phase: 'Filing Approved', status: 'Awaiting Docs' },
        { phase: 'Complete', status: 'Complete Info Received' },
      ],
      index: 0,
      since: context.now,
    },
    accounts: taxAccountsFor(statesOf(partnerOrder), context.random),
  }
  context.state.taxOrders.set(order.orderGuid, order)
  return json(201, {
    statusCode: 201,
    message: 'success',
    data: {
      partnerOrder: {
        ...partnerOrder,
        orderGuid: order.orderGuid,
        orderPhase: 'Order Received',
        orderStatus: 'Third Party Received',
      },
    },
  })
}

/** TAX-2, TAX-8: the status summary only; an unknown id is HTTP 400 with body statusCode 200 and a null order. */
export const getOrder: Handler = (context) => {
  const guid = context.params.orderGuid ?? ''
  if (!context.state.taxOrders.has(guid))
    return json(400, { statusCode: 200, message: 'OK', data: { partnerOrder: null } })
  const found = findOrder(context, context.state.taxOrders, guid)
  if ('answer' in found) return found.answer
  return formationOk({ partnerOrder: taxOrderView(found.order, isoDate(found.order.timeline.since)) })
}
