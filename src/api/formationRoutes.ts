import * as z from 'zod/mini'
import {
  createFormationOrderBodySchema,
  downloadDocumentQuerySchema,
  packagesQuerySchema,
  updateFormationOrderInputSchema,
  uploadDocumentInputSchema,
} from '../schemas/formation'
import {
  createdFormationOrderSchema,
  formationAcceptedSchema,
  formationOrderEnvelopeSchema,
  orderSummarySchema,
  packagesResultSchema,
  updateFormationOrderResultSchema,
} from '../schemas/formationAnswers'
import { read, write, productRoutes } from './routeParts'

// Formation endpoints other than create-order and update-order must not carry apiUserPid (BF-7).
const formation = { product: 'formation', partnerScoped: false, apiUserPid: 'forbid' } as const

/**
 * The Business Formation operations, one declarative entry each. A module of its own so that the client can load
 * a product's routes and schemas when that product is first called (issue 13: a page showing alerts
 * does not ship the formation schemas).
 */
export const formationRoutes = productRoutes({
  'formation.getPackages': {
    ...formation,
    ...read,
    path: '/api/business-formation-v2/package',
    queryParams: ['entityType', 'state', 'filing'],
    query: packagesQuerySchema,
    response: packagesResultSchema,
    envelope: 'formation',
    scope: { kind: 'open', reason: 'a catalog of packages and prices, the same for every customer' },
    summary: 'Packages, options and prices for an entity type and a state’s full name (BF-1)',
  },
  'formation.createOrder': {
    ...formation,
    ...write(),
    apiUserPid: 'set-in-partner-order',
    path: '/api/business-formation-v2/create-order',
    queryParams: [],
    request: createFormationOrderBodySchema,
    response: createdFormationOrderSchema,
    envelope: 'formation',
    scope: { kind: 'createsOrder' },
    summary: 'Create a formation order; 201, id at data.partnerOrder.orderGuid (BF-2, BF-3)',
  },
  'formation.getOrder': {
    ...formation,
    ...read,
    path: '/api/business-formation-v2/get-order/{orderGuid}',
    queryParams: [],
    response: formationOrderEnvelopeSchema,
    envelope: 'formation',
    scope: { kind: 'order', orderGuid: { in: 'path', name: 'orderGuid' } },
    summary: 'Read an order’s phase, status and details (BF-4, BF-5)',
  },
  'formation.getOrderV8': {
    ...formation,
    ...read,
    path: '/api-partners-v8/order/{orderGuid}',
    queryParams: [],
    response: formationOrderEnvelopeSchema,
    envelope: 'formation',
    scope: { kind: 'order', orderGuid: { in: 'path', name: 'orderGuid' } },
    summary: 'The older order read path, for clients pointed at it (BF-12)',
  },
  'formation.getOrderSummary': {
    ...formation,
    ...read,
    path: '/api/business-formation-v2/order-summary/{orderGuid}',
    queryParams: [],
    response: orderSummarySchema,
    envelope: 'formation',
    scope: { kind: 'order', orderGuid: { in: 'path', name: 'orderGuid' } },
    summary: 'Price and products, capitalised naming incl. Id (BF-6); path from the facts, configurable',
  },
  'formation.updateOrder': {
    ...formation,
    ...write('PATCH'),
    apiUserPid: 'set',
    path: '/api/business-formation/update-order-v1/{orderGuid}',
    queryParams: [],
    request: updateFormationOrderInputSchema,
    response: updateFormationOrderResultSchema,
    envelope: 'formation',
    scope: { kind: 'order', orderGuid: { in: 'path', name: 'orderGuid' } },
    summary: 'Answer a request for information; body carries apiUserPid (BF-7)',
  },
  'formation.cancelOrder': {
    ...formation,
    ...write(),
    path: '/api/business-formation/order-cancellation-v1/{orderGuid}',
    queryParams: [],
    response: formationAcceptedSchema,
    envelope: 'formation',
    scope: { kind: 'order', orderGuid: { in: 'path', name: 'orderGuid' } },
    summary: 'Cancel an order, irreversibly; path from the facts, configurable (BF-11)',
  },
  'formation.uploadDocument': {
    ...formation,
    ...write(),
    path: '/api/business-formation/send-order-document-v1',
    queryParams: [],
    request: uploadDocumentInputSchema,
    response: formationAcceptedSchema,
    envelope: 'formation',
    scope: { kind: 'order', orderGuid: { in: 'body', name: 'orderGuid' } },
    summary: 'Upload a partner document as JSON with Base64 content; configurable (BF-11)',
  },
  'formation.downloadDocument': {
    ...formation,
    ...read,
    path: '/api/business-formation/download-order-document-v1',
    queryParams: ['orderGuid', 'documentType'],
    query: downloadDocumentQuerySchema,
    response: z.instanceof(Blob),
    envelope: 'binary',
    scope: { kind: 'order', orderGuid: { in: 'query', name: 'orderGuid' } },
    summary: 'Download a filed document (a PDF); configurable (BF-11)',
  },
})
