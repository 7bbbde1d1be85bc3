import {
  createFormationOrderInputSchema,
  updateFormationOrderInputSchema,
  type CreateFormationOrderInput,
} from '../../schemas/formation'
import type { UsStateCode } from '../../schemas/usStates'
import { isRecord, readJson, type Handler, type SimContext } from '../context'
import { echoPartnerOrder, formationOrderView, orderSummaryView } from '../formationOrderView'
import { formationMessages } from '../formationValidation'
import { cancelTimeline, currentStep, isTerminal, LIFECYCLES, releaseHold } from '../orderLifecycle'
import { createRandom, digits } from '../random'
import { formationError, json, serverError, type SimResponse } from '../respond'
import { packageCollection, type FormationPackageRecord } from '../seed/packages'
import type { FormationOrderRecord } from '../types'
import { checkApiUserPid, findOrder, formationOk, refuseApiUserPid } from './formationCommon'
import { safeParseSchema } from '../../schemas/safeParseSchema'
import { canCancelFormationOrder } from '../../formationForm/canCancelFormationOrder'

type Priced = { name: string; price: number }

/** Package and products must belong together; returns the priced lines or the problems. */
function priceOrder(
  context: SimContext,
  input: CreateFormationOrderInput,
): { lines: Priced[]; filingType: FormationOrderRecord['filingType'] } | { problems: string[] } {
  const collection = packageCollection(
    context.config.seed,
    input.businessStateInitial as UsStateCode,
    input.businessStructureType,
  )
  const pkg: FormationPackageRecord | undefined = collection.productPackages.find(
    (candidate) => candidate.id === input.packageId,
  )
  if (!pkg) return { problems: ['Please enter a valid value for PackageId'] }
  const problems: string[] = []
  const chosen = (input.products ?? []).map((product) => {
    const option = pkg.productOptions.find((candidate) => candidate.productId === product.productId)
    if (!option) problems.push(`Invalid productId ${product.productId} for package ${pkg.id}`)
    return option
  })
  for (const constraint of pkg.productConstraints) {
    const count = chosen.filter((option) => option?.productConstraint === constraint.id).length
    if (count > constraint.maxOptions)
      problems.push(`Choose at most ${constraint.maxOptions} option(s) for ${constraint.name}`)
  }
  if (problems.length > 0) return { problems }
  const picked = chosen.filter((option) => option !== undefined)
  const speed = pkg.productConstraints[0]?.id
  const speedChosen = picked.some((option) => option.productConstraint === speed)
  const defaults = pkg.productOptions.filter(
    (option) =>
      !picked.includes(option) &&
      (option.packageDisplaySelection === 'Required' ||
        (option.packageDisplaySelection === 'Selected' && !speedChosen)),
  )
  const lines = [
    { name: pkg.name, price: pkg.price },
    ...[...defaults, ...picked].map((option) => ({ name: option.productName, price: option.price ?? 0 })),
  ]
  const names = [...defaults, ...picked].map((option) => option.productName)
  const filingType = names.includes('24-Hour Rush Filing')
    ? '24-Hour Rush'
    : names.includes('Express Filing')
      ? 'Express'
      : 'Standard'
  return { lines, filingType }
}

/**
 * Whether an order without a signature RFI meets a data RFI instead: at half the signature rate,
 * none when that rate is 0 or 1 (tests that ask for one kind get only it). Drawn from a stream of
 * its own per order, so the runtime stream every other draw uses is not shifted.
 */
function dataRfiDrawn(context: SimContext, orderGuid: string): boolean {
  const rate = context.config.formationRfiRate
  if (rate <= 0 || rate >= 1) return false
  return createRandom(context.config.seed)
    .fork(`data-rfi:${orderGuid}`)
    .chance(rate / 2)
}

/** BF-2, BF-9, BF-10: validates the cascades; 201 with the id at data.partnerOrder.orderGuid. */
export const createOrder: Handler = async (context) => {
  const body = await readJson(context.request)
  // BF-9: the service fails to parse, and that is a 5xx.
  if (!body.ok) return serverError()
  const partnerOrder = isRecord(body.value) ? body.value.partnerOrder : undefined
  if (!isRecord(partnerOrder)) return formationError(400, ['Please enter a value for PartnerOrder'])
  const pid = checkApiUserPid(context, partnerOrder.apiUserPid)
  if (pid) return pid
  if (typeof partnerOrder.pcid !== 'string' || partnerOrder.pcid.trim() === '')
    return formationError(400, ['Please enter a value for Pcid'])
  // pcid's format and uniqueness are the partner's business (BF-3), not the service's.
  const parsed = safeParseSchema(createFormationOrderInputSchema, { ...partnerOrder, pcid: undefined })
  if (!parsed.success)
    return formationError(400, formationMessages(parsed.error.issues, partnerOrder, ['apiUserPid', 'pcid']))
  const input: CreateFormationOrderInput = { ...parsed.data, pcid: partnerOrder.pcid }
  const priced = priceOrder(context, input)
  if ('problems' in priced) return formationError(400, priced.problems)

  const orderGuid = context.nextId('order')
  const lifecycle = context.random.chance(context.config.formationRfiRate)
    ? LIFECYCLES.signatureRfi
    : dataRfiDrawn(context, orderGuid)
      ? LIFECYCLES.dataRfi
      : LIFECYCLES.standard
  const order: FormationOrderRecord = {
    orderGuid,
    partnerId: context.partner.partnerId,
    createdAt: context.now,
    orderNumber: `O-${digits(context.random, 8, true)}`,
    echo: echoPartnerOrder({ ...partnerOrder, ...input }),
    timeline: { steps: [...lifecycle], index: 0, since: context.now },
    filingType: priced.filingType,
    filedDate: null,
    formedEntityId: `${input.businessStateInitial}${digits(context.random, 10, true)}`,
    products: priced.lines,
    orderTotal: priced.lines.reduce((sum, line) => sum + line.price, 0),
    documents: [],
    updates: [],
  }
  context.state.formationOrders.set(order.orderGuid, order)
  const partnerOrderEcho = {
    ...order.echo,
    orderGuid: order.orderGuid,
    orderPhase: 'Order Received',
    orderStatus: 'Third Party Received',
    orderFilingType: null,
    filedDate: null,
    formedEntityId: null,
  }
  // BF-2: data.orderGuid reads null; the id is at data.partnerOrder.orderGuid.
  return json(201, {
    statusCode: 201,
    message: 'success',
    data: { orderGuid: null, partnerOrder: partnerOrderEcho },
  })
}

/** BF-4, BF-5: phase, status and details; the v8 path (BF-12) answers the same. */
export const getOrder: Handler = (context) => {
  const found = findOrder(context, context.state.formationOrders, context.params.orderGuid)
  if ('answer' in found) return found.answer
  return formationOk({ partnerOrder: formationOrderView(found.order) })
}

/** BF-6: price and products, capitalised `Id`. */
export const getOrderSummary: Handler = (context) => {
  const found = findOrder(context, context.state.formationOrders, context.params.orderGuid)
  if ('answer' in found) return found.answer
  return formationOk(
    orderSummaryView(found.order),
    200,
    context.quirks.valueOrderEnvelopes ? 'order' : 'data',
  )
}

const MERGEABLE = ['contact', 'companyInfo', 'businessAddress', 'registerAgent', 'responsibleParty'] as const

/** BF-7: answers an RFI (body carries apiUserPid); the held order moves on. */
export const updateOrder: Handler = async (context): Promise<SimResponse> => {
  const body = await readJson(context.request)
  if (!body.ok) return serverError()
  if (!isRecord(body.value)) return formationError(400, ['Please enter a value for ApiUserPid'])
  const input = body.value
  const pid = checkApiUserPid(context, input.apiUserPid)
  if (pid) return pid
  const found = findOrder(context, context.state.formationOrders, context.params.orderGuid)
  if ('answer' in found) return found.answer
  const parsed = safeParseSchema(updateFormationOrderInputSchema, input)
  if (!parsed.success)
    return formationError(400, formationMessages(parsed.error.issues, input, ['apiUserPid']))
  const { order } = found
  if (isTerminal(order.timeline)) return formationError(400, ['Order can no longer be updated.'])
  // A signature request is answered by a signature: the service will not file on a confirmed contact.
  if (currentStep(order.timeline).status === 'Signature Needed RFI' && !isRecord(input.signature))
    return formationError(400, ['Please enter a value for Signature.FullName'])
  const merged: Record<string, unknown> = { ...order.echo }
  for (const key of MERGEABLE) {
    const part = input[key]
    if (isRecord(part)) merged[key] = { ...(isRecord(order.echo[key]) ? order.echo[key] : {}), ...part }
  }
  order.echo = merged
  order.updates.push(structuredClone(input))
  releaseHold(order.timeline, context.now)
  return formationOk({ partnerOrder: formationOrderView(order) })
}

/** Cancels an order, irreversibly (facts); refuses apiUserPid (BF-7). */
export const cancelOrder: Handler = async (context) => {
  const body = await readJson(context.request)
  if (body.ok) {
    const refused = refuseApiUserPid(body.value)
    if (refused) return refused
  }
  const found = findOrder(context, context.state.formationOrders, context.params.orderGuid)
  if ('answer' in found) return found.answer
  if (isTerminal(found.order.timeline)) return formationError(400, ['Order can no longer be cancelled.'])
  // Once the filing is with the state (or filed), the service cannot call it back: it refuses, and the
  // order and its filed documents stay as they are. Closing a formed company is a dissolution filing.
  const view = formationOrderView(found.order) as Parameters<typeof canCancelFormationOrder>[0]
  if (!canCancelFormationOrder(view))
    return formationError(400, ['Order has been submitted to the state and can no longer be cancelled.'])
  cancelTimeline(found.order.timeline, context.now)
  return json(200, { statusCode: 200, message: 'OK', data: true, orderCancelled: true })
}
