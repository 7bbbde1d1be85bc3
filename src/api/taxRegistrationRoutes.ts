import {
  createTaxRegistrationBodySchema,
  createdTaxRegistrationSchema,
  taxRegistrationOrderEnvelopeSchema,
} from '../schemas/taxRegistration'
import { read, write, type ProductRoutes } from './routeParts'

const TAX = '/api/api-partners-v10/tax-reg-50states'
const tax = { product: 'taxRegistration', partnerScoped: false, apiUserPid: 'set-in-partner-order' } as const

/**
 * The Tax Registration operations, one declarative entry each. A module of its own so that the client can load
 * a product's routes and schemas when that product is first called (issue 13: a page showing alerts
 * does not ship the formation schemas).
 */
export const taxRegistrationRoutes = {
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
} as const satisfies ProductRoutes
