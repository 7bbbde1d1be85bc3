import * as z from 'zod/mini'
import {
  acceptedSchema,
  alertDetailSchema,
  alertListSchema,
  bulkCompanyInputSchema,
  bulkCreateCompanyResultSchema,
  cancelSubscriptionInputSchema,
  cancelSubscriptionResultSchema,
  companyInputSchema,
  companyListSchema,
  companySchema,
  createCompanyResultSchema,
  listAlertsQuerySchema,
  listSubscriptionsQuerySchema,
  renewSubscriptionInputSchema,
  submitAlertFormsInputSchema,
  subscriptionListSchema,
  subscriptionSchema,
} from '../schemas/compliance'
import {
  createFormationOrderBodySchema,
  createdFormationOrderSchema,
  downloadDocumentQuerySchema,
  formationAcceptedSchema,
  formationOrderEnvelopeSchema,
  orderSummarySchema,
  packagesQuerySchema,
  packagesResultSchema,
  updateFormationOrderInputSchema,
  updateFormationOrderResultSchema,
  uploadDocumentInputSchema,
} from '../schemas/formation'
import {
  createTaxRegistrationBodySchema,
  createdTaxRegistrationSchema,
  taxRegistrationOrderEnvelopeSchema,
} from '../schemas/taxRegistration'
import type { RouteDefinition } from './routeTypes'

const COMPLIANCE = '/v1/partners/{partnerId}'
const TAX = '/api/api-partners-v10/tax-reg-50states'

const read = { method: 'GET', idempotent: true, request: undefined } as const
const write = (method: 'POST' | 'PATCH' = 'POST') => ({ method, idempotent: false }) as const
const compliance = { product: 'compliance', partnerScoped: true, apiUserPid: 'none' } as const
// Formation endpoints other than create-order and update-order must not carry apiUserPid (BF-7).
const formation = { product: 'formation', partnerScoped: false, apiUserPid: 'forbid' } as const
const tax = { product: 'taxRegistration', partnerScoped: false, apiUserPid: 'set-in-partner-order' } as const

/**
 * Every operation of the three products, one declarative entry each: the client calls them by name,
 * the proxy forwards exactly these, the simulator dispatches by them, the README lists them.
 */
export const routes = {
  // ---------------- Compliance ----------------
  'compliance.listCompanies': {
    ...compliance,
    ...read,
    operation: 'compliance.listCompanies',
    path: `${COMPLIANCE}/companies`,
    pathParams: ['partnerId'],
    queryParams: [],
    response: companyListSchema,
    envelope: 'data',
    scope: { kind: 'companyList', list: { items: [], companyKeys: ['id', 'companyId'] } },
    summary: 'List companies; a 200, even empty, confirms the token (CMP-2)',
  },
  'compliance.getCompany': {
    ...compliance,
    ...read,
    operation: 'compliance.getCompany',
    path: `${COMPLIANCE}/companies/{companyId}`,
    pathParams: ['partnerId', 'companyId'],
    queryParams: [],
    response: companySchema,
    envelope: 'data',
    scope: { kind: 'company', companyId: { in: 'path', name: 'companyId' } },
    summary: 'Read one company, e.g. to confirm a writeback (CMP-11); path not in the spec, configurable',
  },
  'compliance.createCompany': {
    ...compliance,
    ...write(),
    operation: 'compliance.createCompany',
    path: `${COMPLIANCE}/companies`,
    pathParams: ['partnerId'],
    queryParams: [],
    request: companyInputSchema,
    response: createCompanyResultSchema,
    envelope: 'data',
    scope: { kind: 'open', reason: 'registers a new company; its answer names only that one' },
    summary: 'Register a company for compliance tracking (CMP-3)',
  },
  'compliance.bulkCreateCompanies': {
    ...compliance,
    ...write(),
    operation: 'compliance.bulkCreateCompanies',
    path: `${COMPLIANCE}/companies/bulk`,
    pathParams: ['partnerId'],
    queryParams: [],
    request: bulkCompanyInputSchema,
    response: bulkCreateCompanyResultSchema,
    envelope: 'data',
    scope: { kind: 'open', reason: 'registers new companies; its answer names only those' },
    summary: 'Register companies in one all-or-nothing batch; results positional (CMP-4, CMP-5)',
  },
  'compliance.listAlerts': {
    ...compliance,
    ...read,
    operation: 'compliance.listAlerts',
    path: `${COMPLIANCE}/alerts`,
    pathParams: ['partnerId'],
    queryParams: ['companyId', 'type'],
    query: listAlertsQuerySchema,
    response: alertListSchema,
    envelope: 'opportunities',
    scope: {
      kind: 'companyList',
      list: { items: [], companyKeys: ['entityId'] },
      companyId: { in: 'query', name: 'companyId' },
    },
    summary: 'List open compliance alerts, bare {opportunities} (CMP-6)',
  },
  'compliance.getAlert': {
    ...compliance,
    ...read,
    operation: 'compliance.getAlert',
    path: `${COMPLIANCE}/alerts/{alertId}`,
    pathParams: ['partnerId', 'alertId'],
    queryParams: [],
    response: alertDetailSchema,
    envelope: 'data',
    scope: { kind: 'ownedRead', ownerKeys: ['companyId', 'entityId'] },
    summary: 'Read one alert with its prefilled compliance forms (CMP-7)',
  },
  'compliance.submitAlertForms': {
    ...compliance,
    ...write(),
    operation: 'compliance.submitAlertForms',
    path: `${COMPLIANCE}/alerts/{alertId}/orders`,
    pathParams: ['partnerId', 'alertId'],
    queryParams: [],
    request: submitAlertFormsInputSchema,
    response: acceptedSchema,
    envelope: 'boolean',
    scope: { kind: 'ownedWrite', ownerRead: 'compliance.getAlert' },
    summary: 'Submit completed compliance form data; {data: true} (CMP-9, CMP-10)',
  },
  'compliance.listSubscriptions': {
    ...compliance,
    ...read,
    operation: 'compliance.listSubscriptions',
    path: `${COMPLIANCE}/subscriptions`,
    pathParams: ['partnerId'],
    queryParams: ['companyId', 'serviceId'],
    query: listSubscriptionsQuerySchema,
    response: subscriptionListSchema,
    envelope: 'data',
    scope: {
      kind: 'companyList',
      list: { items: ['subscriptions'], companyKeys: ['entityId'], nullIsEmpty: true },
      companyId: { in: 'query', name: 'companyId' },
    },
    summary: 'List subscription plans; {data: null} is an empty list (CMP-12)',
  },
  'compliance.getSubscription': {
    ...compliance,
    ...read,
    operation: 'compliance.getSubscription',
    path: `${COMPLIANCE}/subscriptions/{subscriptionId}`,
    pathParams: ['partnerId', 'subscriptionId'],
    queryParams: [],
    response: subscriptionSchema,
    envelope: 'data',
    scope: { kind: 'ownedRead', ownerKeys: ['companyId', 'entityId'] },
    summary: 'Read one subscription plan (CMP-13)',
  },
  'compliance.renewSubscription': {
    ...compliance,
    ...write(),
    operation: 'compliance.renewSubscription',
    path: `${COMPLIANCE}/subscriptions/{subscriptionId}/renew`,
    pathParams: ['partnerId', 'subscriptionId'],
    queryParams: [],
    request: renewSubscriptionInputSchema,
    response: acceptedSchema,
    envelope: 'boolean',
    // The body's entityId is a company id (spec 4.3): it must be the user's too.
    scope: {
      kind: 'ownedWrite',
      ownerRead: 'compliance.getSubscription',
      companyId: { in: 'body', name: 'entityId' },
    },
    summary: 'Update renewal fields; body id equals the path id (CMP-14)',
  },
  'compliance.cancelSubscription': {
    ...compliance,
    ...write(),
    operation: 'compliance.cancelSubscription',
    path: `${COMPLIANCE}/subscriptions/{subscriptionId}/cancel`,
    pathParams: ['partnerId', 'subscriptionId'],
    queryParams: [],
    request: cancelSubscriptionInputSchema,
    response: cancelSubscriptionResultSchema,
    envelope: 'flat',
    scope: { kind: 'ownedWrite', ownerRead: 'compliance.getSubscription' },
    summary: 'Cancel a plan; Registered Agent needs a proof file; flat {serviceId, status} (CMP-15)',
  },

  // ---------------- Business Formation ----------------
  'formation.getPackages': {
    ...formation,
    ...read,
    operation: 'formation.getPackages',
    path: '/api/business-formation-v2/package',
    pathParams: [],
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
    operation: 'formation.createOrder',
    apiUserPid: 'set-in-partner-order',
    path: '/api/business-formation-v2/create-order',
    pathParams: [],
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
    operation: 'formation.getOrder',
    path: '/api/business-formation-v2/get-order/{orderGuid}',
    pathParams: ['orderGuid'],
    queryParams: [],
    response: formationOrderEnvelopeSchema,
    envelope: 'formation',
    scope: { kind: 'order', orderGuid: { in: 'path', name: 'orderGuid' } },
    summary: 'Read an order’s phase, status and details (BF-4, BF-5)',
  },
  'formation.getOrderV8': {
    ...formation,
    ...read,
    operation: 'formation.getOrderV8',
    path: '/api-partners-v8/order/{orderGuid}',
    pathParams: ['orderGuid'],
    queryParams: [],
    response: formationOrderEnvelopeSchema,
    envelope: 'formation',
    scope: { kind: 'order', orderGuid: { in: 'path', name: 'orderGuid' } },
    summary: 'The older order read path, for clients pointed at it (BF-12)',
  },
  'formation.getOrderSummary': {
    ...formation,
    ...read,
    operation: 'formation.getOrderSummary',
    path: '/api/business-formation-v2/order-summary/{orderGuid}',
    pathParams: ['orderGuid'],
    queryParams: [],
    response: orderSummarySchema,
    envelope: 'formation',
    scope: { kind: 'order', orderGuid: { in: 'path', name: 'orderGuid' } },
    summary: 'Price and products, capitalised naming incl. Id (BF-6); path from the facts, configurable',
  },
  'formation.updateOrder': {
    ...formation,
    ...write('PATCH'),
    operation: 'formation.updateOrder',
    apiUserPid: 'set',
    path: '/api/business-formation/update-order-v1/{orderGuid}',
    pathParams: ['orderGuid'],
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
    operation: 'formation.cancelOrder',
    path: '/api/business-formation/order-cancellation-v1/{orderGuid}',
    pathParams: ['orderGuid'],
    queryParams: [],
    response: formationAcceptedSchema,
    envelope: 'formation',
    scope: { kind: 'order', orderGuid: { in: 'path', name: 'orderGuid' } },
    summary: 'Cancel an order, irreversibly; path from the facts, configurable (BF-11)',
  },
  'formation.uploadDocument': {
    ...formation,
    ...write(),
    operation: 'formation.uploadDocument',
    path: '/api/business-formation/send-order-document-v1',
    pathParams: [],
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
    operation: 'formation.downloadDocument',
    path: '/api/business-formation/download-order-document-v1',
    pathParams: [],
    queryParams: ['orderGuid', 'documentType'],
    query: downloadDocumentQuerySchema,
    response: z.instanceof(Blob),
    envelope: 'binary',
    scope: { kind: 'order', orderGuid: { in: 'query', name: 'orderGuid' } },
    summary: 'Download a filed document (a PDF); configurable (BF-11)',
  },

  // ---------------- Tax Registration ----------------
  'taxRegistration.createOrder': {
    ...tax,
    ...write(),
    operation: 'taxRegistration.createOrder',
    // The trailing slash is part of the path (facts).
    path: `${TAX}/`,
    pathParams: [],
    queryParams: [],
    request: createTaxRegistrationBodySchema,
    response: createdTaxRegistrationSchema,
    envelope: 'formation',
    scope: { kind: 'createsOrder' },
    summary: 'Create an employer tax registration order; 201 echoes it with its orderGuid (TAX-1)',
  },
  'taxRegistration.getOrder': {
    ...tax,
    ...read,
    operation: 'taxRegistration.getOrder',
    apiUserPid: 'none',
    path: `${TAX}/{orderGuid}`,
    pathParams: ['orderGuid'],
    queryParams: [],
    response: taxRegistrationOrderEnvelopeSchema,
    envelope: 'formation',
    scope: { kind: 'order', orderGuid: { in: 'path', name: 'orderGuid' } },
    summary: 'Status summary: phase, status, account numbers, rates, agency accounts (TAX-2, TAX-8)',
  },
} as const satisfies Record<string, RouteDefinition>

export type Routes = typeof routes
export type OperationName = keyof Routes
export const operationNames = Object.keys(routes) as OperationName[]

/** Path overrides for routes the spec leaves open (BF-11, BF-12), by operation name. */
export type RouteOverrides = Partial<Record<OperationName, string>>

/** The route table with paths overridden; templates are checked to name the same parameters. */
export function resolveRoutes(overrides: RouteOverrides = {}): Record<OperationName, RouteDefinition> {
  const table = { ...routes } as Record<OperationName, RouteDefinition>
  for (const [operation, path] of Object.entries(overrides) as [OperationName, string | undefined][]) {
    const base = routes[operation] as RouteDefinition | undefined
    if (!base) throw new TypeError(`Unknown operation in routes: ${operation}`)
    if (path === undefined) continue
    const named = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1])
    // A path may name fewer parameters (BF-12: the v8 read path carries only the orderGuid), never unknown ones.
    const unknown = named.filter((name) => !base.pathParams.includes(name as string))
    if (!path.startsWith('/') || unknown.length > 0) {
      throw new TypeError(
        `Route override for ${operation} must start with "/" and use only {${base.pathParams.join('}, {')}}`,
      )
    }
    table[operation] = { ...base, path }
  }
  return table
}
