import * as z from 'zod/mini'
import { checked } from './checked'

// What the service answers for Tax Registration: tolerant (GEN-4), unknown members kept. Apart from
// what the forms send, so a form's page does not carry them (issue 13); the client's routes load them.

/** 201 echoes the order with its assigned id (TAX-1). */
export const createdTaxRegistrationSchema = z.looseObject({
  partnerOrder: z.looseObject({ orderGuid: checked(z.string(), z.minLength(1)) }),
})
export type CreatedTaxRegistration = z.infer<typeof createdTaxRegistrationSchema>['partnerOrder']

/**
 * The status summary (TAX-2): never the submitted details. The shapes of the three collections are
 * not public, so they are kept as they come and the tracker renders them generically.
 */
export const taxRegistrationOrderSchema = z.looseObject({
  orderGuid: z.nullish(z.string()),
  orderPhase: z.string(),
  orderStatus: z.nullish(z.string()),
  accountNumbers: z.optional(z.unknown()),
  taxRates: z.optional(z.unknown()),
  agencyAccounts: z.optional(z.unknown()),
})
export type TaxRegistrationOrder = z.infer<typeof taxRegistrationOrderSchema>

/** `{partnerOrder}`; null for an unknown id, which arrives as HTTP 400 (TAX-8). */
export const taxRegistrationOrderEnvelopeSchema = z.looseObject({
  partnerOrder: taxRegistrationOrderSchema,
})
