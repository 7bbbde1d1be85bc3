import { createTaxRegistrationBodySchema } from '../schemas/taxRegistration'
import {
  createdTaxRegistrationSchema,
  taxRegistrationOrderEnvelopeSchema,
} from '../schemas/taxRegistrationAnswers'
import { read, write, productRoutes } from './routeParts'

const TAX = '/api/api-partners-v10/tax-reg-50states'
const tax = { product: 'taxRegistration', partnerScoped: false, apiUserPid: 'set-in-partner-order' } as const

/**
 * The Tax Registration operations, one declarative entry each. A module of its own so that the client can load
 * a product's routes and schemas when that product is first called (issue 13: a page showing alerts
 * does not ship the formation schemas).
 */
export const taxRegistrationRoutes = productRoutes({
  'taxRegistration.createOrder': {
    ...tax,
    ...write(),
    // The trailing slash is part of the path (facts).
    path: `${TAX}/`,
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
    apiUserPid: 'none',
    path: `${TAX}/{orderGuid}`,
    queryParams: [],
    response: taxRegistrationOrderEnvelopeSchema,
    envelope: 'formation',
    scope: { kind: 'order', orderGuid: { in: 'path', name: 'orderGuid' } },
    summary: 'Status summary: phase, status, account numbers, rates, agency accounts (TAX-2, TAX-8)',
  },
})
