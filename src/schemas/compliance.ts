import * as z from 'zod/mini'
import { checked } from './checked'
import { einSchema, idSchema, isoDateSchema, stateCodeSchema } from './common'
import { formSectionsSchema } from './formSections'
import { RENEWAL_TYPES } from './serviceVocabulary'

// ---------- Companies (spec 2.4) ----------

export const businessAddressSchema = z.strictObject({
  street: z.optional(z.string()),
  street2: z.optional(z.string()),
  city: z.optional(z.string()),
  state: z.optional(stateCodeSchema),
  zip: z.optional(checked(z.string(), z.regex(/^\d{5}(-\d{4})?$/, 'ZIP is 5 digits, or ZIP+4'))),
  country: z.optional(z.string()),
  phone: z.optional(z.string()),
  email: z.optional(z.email('Enter an email address')),
})
export type BusinessAddress = z.infer<typeof businessAddressSchema>

/** Create-company body (CMP-3): only `name` is required; misspellings kept as on the wire. */
export const companyInputSchema = z.strictObject({
  name: checked(z.string(), z.trim(), z.minLength(1, 'Company name is required')),
  formationDate: z.optional(isoDateSchema),
  type: z.optional(z.string()),
  ein: z.optional(einSchema),
  filingnumber: z.optional(z.string()),
  homeState: z.optional(stateCodeSchema),
  businessDescription: z.optional(z.string()),
  buisnessCategory: z.optional(z.string()),
  website: z.optional(z.url('Enter a full web address, e.g. https://example.com')),
  businessAddress: z.optional(businessAddressSchema),
  PCID: z.optional(z.string()),
})
export type CompanyInput = z.infer<typeof companyInputSchema>

export const bulkCompanyInputSchema = checked(
  z.array(companyInputSchema),
  z.minLength(1, 'At least one company'),
)

// ---------- Alerts (spec 2.5) ----------

export const listAlertsQuerySchema = z.strictObject({
  companyId: z.optional(idSchema),
  type: z.optional(checked(z.string(), z.minLength(1))),
})
export type ListAlertsQuery = z.infer<typeof listAlertsQuerySchema>

/** Submit body (CMP-9): non-empty forms, each with its formDataId and definitions passed back. */
export const submitAlertFormsInputSchema = z.strictObject({
  complianceForms: checked(
    z.array(
      z.looseObject({
        formDataId: checked(z.string(), z.minLength(1, 'formDataId is required')),
        formDefinitions: checked(
          z.array(
            z.looseObject({
              formDefinitionId: checked(z.string(), z.minLength(1, 'formDefinitionId is required')),
              sections: formSectionsSchema,
            }),
          ),
          z.minLength(1, 'At least one form definition'),
        ),
      }),
    ),
    z.minLength(1, 'complianceForms must not be empty'),
  ),
})
export type SubmitAlertFormsInput = z.infer<typeof submitAlertFormsInputSchema>

// ---------- Subscriptions (spec 2.7, 2.8) ----------

export const renewalTypeSchema = z.enum(RENEWAL_TYPES)
export type RenewalType = z.infer<typeof renewalTypeSchema>

export const listSubscriptionsQuerySchema = z.strictObject({
  companyId: z.optional(idSchema),
  serviceId: z.optional(idSchema),
})
export type ListSubscriptionsQuery = z.infer<typeof listSubscriptionsQuerySchema>

/** Renew body (CMP-14); `id` must equal the path's id (the client fills it in). */
export const renewSubscriptionInputSchema = checked(
  z.strictObject({
    id: idSchema,
    entityId: z.optional(idSchema),
    serviceState: z.optional(stateCodeSchema),
    startDate: z.optional(isoDateSchema),
    endDate: z.optional(isoDateSchema),
    renewalDate: z.optional(isoDateSchema),
    renewalType: z.optional(renewalTypeSchema),
    serviceType: z.optional(z.string()),
    autoRenew: z.optional(z.boolean()),
  }),
  z.superRefine((value, ctx) => {
    if (value.startDate && value.endDate && value.endDate < value.startDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'The end date comes before the start date',
      })
    }
  }),
)
export type RenewSubscriptionInput = z.infer<typeof renewSubscriptionInputSchema>

/** Replacement proof for a Registered Agent cancellation (spec 2.8, CMP-15). */
export const cancelProofSchema = z.strictObject({
  title: checked(z.string(), z.trim(), z.minLength(1, 'A title is required')),
  extension: checked(
    z.string(),
    z.regex(/^[A-Za-z0-9]{1,10}$/, 'The extension has no leading dot, e.g. pdf'),
  ),
  base64: checked(
    z.string(),
    z.minLength(1, 'The file is empty'),
    z.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Not Base64'),
  ),
})
export type CancelProof = z.infer<typeof cancelProofSchema>

const PROOF_MEMBERS = ['title', 'extension', 'base64'] as const

/**
 * Cancel body: the whole proof for Registered Agent, `{}` for every other category (CMP-15, CMP-16).
 * One object schema rather than a union, so a bad member is reported on its own field.
 */
export const cancelSubscriptionInputSchema = checked(
  z.partial(cancelProofSchema),
  z.superRefine((body, ctx) => {
    const given = PROOF_MEMBERS.filter((member) => body[member] !== undefined)
    if (given.length === 0) return
    for (const member of PROOF_MEMBERS) {
      if (body[member] === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [member],
          message: 'Required for a Registered Agent cancellation',
        })
      }
    }
  }),
)

export * from './formSections'
