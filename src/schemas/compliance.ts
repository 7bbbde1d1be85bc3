import * as z from 'zod'
import { einSchema, fieldValueSchema, idSchema, isoDateSchema, stateCodeSchema } from './common'

// ---------- Companies (spec 2.4) ----------

export const businessAddressSchema = z.strictObject({
  street: z.string().optional(),
  street2: z.string().optional(),
  city: z.string().optional(),
  state: stateCodeSchema.optional(),
  zip: z
    .string()
    .regex(/^\d{5}(-\d{4})?$/, 'ZIP is 5 digits, or ZIP+4')
    .optional(),
  country: z.string().optional(),
  phone: z.string().optional(),
  email: z.email('Enter an email address').optional(),
})
export type BusinessAddress = z.infer<typeof businessAddressSchema>

/** Create-company body (CMP-3): only `name` is required; misspellings kept as on the wire. */
export const companyInputSchema = z.strictObject({
  name: z.string().trim().min(1, 'Company name is required'),
  formationDate: isoDateSchema.optional(),
  type: z.string().optional(),
  ein: einSchema.optional(),
  filingnumber: z.string().optional(),
  homeState: stateCodeSchema.optional(),
  businessDescription: z.string().optional(),
  buisnessCategory: z.string().optional(),
  website: z.url('Enter a full web address, e.g. https://example.com').optional(),
  businessAddress: businessAddressSchema.optional(),
  PCID: z.string().optional(),
})
export type CompanyInput = z.infer<typeof companyInputSchema>

export const bulkCompanyInputSchema = z.array(companyInputSchema).min(1, 'At least one company')

export const createCompanyResultSchema = z.looseObject({
  companyId: z.string(),
  PCID: z.string().nullable(),
})
export type CreateCompanyResult = z.infer<typeof createCompanyResultSchema>

export const bulkCreateCompanyResultSchema = z.array(createCompanyResultSchema)

/**
 * A company as read back. The spec does not show its shape (facts: "treat them as open objects"),
 * so every member is optional and unknown members are kept.
 */
export const companySchema = z.looseObject({
  id: z.string().optional(),
  companyId: z.string().optional(),
  name: z.string().nullish(),
  formationDate: z.string().nullish(),
  type: z.string().nullish(),
  ein: z.string().nullish(),
  filingnumber: z.string().nullish(),
  homeState: z.string().nullish(),
  businessDescription: z.string().nullish(),
  buisnessCategory: z.string().nullish(),
  website: z.string().nullish(),
  businessAddress: z.looseObject({}).nullish(),
  PCID: z.string().nullish(),
})
export type Company = z.infer<typeof companySchema>
export const companyListSchema = z.array(companySchema)

// ---------- Compliance forms (spec 2.6, CMP-8) ----------

/** Section name → (field name → value). Fields without a section live under `root`. */
export const formSectionsSchema = z.record(z.string(), z.record(z.string(), fieldValueSchema))
export type FormSections = z.infer<typeof formSectionsSchema>

export const formDefinitionSchema = z.looseObject({
  formDefinitionId: z.string(),
  formDefinitionName: z.string().nullish(),
  formTitle: z.string().nullish(),
  statePicklist: z.string().nullish(),
  version: z.string().nullish(),
  sections: formSectionsSchema,
})
export type FormDefinition = z.infer<typeof formDefinitionSchema>

export const complianceFormSchema = z.looseObject({
  formDataId: z.string(),
  formDefinitions: z.array(formDefinitionSchema),
})
export type ComplianceForm = z.infer<typeof complianceFormSchema>

// ---------- Alerts (spec 2.5) ----------

export const alertListProductSchema = z.looseObject({
  id: z.string(),
  totalPrice: z.number().nullish(),
  listPrice: z.number().nullish(),
  unitPrice: z.number().nullish(),
  quantity: z.number().nullish(),
  productName: z.string().nullish(),
  productFamily: z.string().nullish(),
})
export type AlertListProduct = z.infer<typeof alertListProductSchema>

export const alertSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  serviceCategory: z.string().nullish(),
  closeDate: z.string().nullish(),
  amount: z.number().nullish(),
  stageName: z.string().nullish(),
  entityName: z.string().nullish(),
  state: z.string().nullish(),
  entityId: z.string().nullish(),
  complianceForms: z.array(complianceFormSchema).default([]),
  opportunityProducts: z.array(alertListProductSchema).default([]),
})
export type Alert = z.infer<typeof alertSchema>
export const alertListSchema = z.array(alertSchema)

export const alertDetailProductSchema = z.looseObject({
  id: z.string(),
  price: z.number().nullish(),
  productName: z.string().nullish(),
  listPrice: z.number().nullish(),
  unitPrice: z.number().nullish(),
  quantity: z.number().nullish(),
  state: z.string().nullish(),
  productFamily: z.string().nullish(),
  formioId: z.string().nullish(),
  productDisplayType: z.string().nullish(),
})
export type AlertDetailProduct = z.infer<typeof alertDetailProductSchema>

export const alertDetailSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  serviceCategory: z.string().nullish(),
  closeDate: z.string().nullish(),
  amount: z.number().nullish(),
  description: z.string().nullish(),
  status: z.string().nullish(),
  companyName: z.string().nullish(),
  serviceState: z.string().nullish(),
  companyId: z.string().nullish(),
  productPackageId: z.string().nullish(),
  oppDueDate: z.string().nullish(),
  opportunityType: z.string().nullish(),
  entityStatus: z.string().nullish(),
  entityType: z.string().nullish(),
  alertType: z.string().nullish(),
  alertBody: z.string().nullish(),
  alertActualDueDate: z.string().nullish(),
  complianceForms: z.array(complianceFormSchema).default([]),
  opportunityProducts: z.array(alertDetailProductSchema).default([]),
})
export type AlertDetail = z.infer<typeof alertDetailSchema>

export const listAlertsQuerySchema = z.strictObject({
  companyId: idSchema.optional(),
  type: z.string().min(1).optional(),
})
export type ListAlertsQuery = z.infer<typeof listAlertsQuerySchema>

/** Submit body (CMP-9): non-empty forms, each with its formDataId and definitions passed back. */
export const submitAlertFormsInputSchema = z.strictObject({
  complianceForms: z
    .array(
      z.looseObject({
        formDataId: z.string().min(1, 'formDataId is required'),
        formDefinitions: z
          .array(
            z.looseObject({
              formDefinitionId: z.string().min(1, 'formDefinitionId is required'),
              sections: formSectionsSchema,
            }),
          )
          .min(1, 'At least one form definition'),
      }),
    )
    .min(1, 'complianceForms must not be empty'),
})
export type SubmitAlertFormsInput = z.infer<typeof submitAlertFormsInputSchema>

// ---------- Subscriptions (spec 2.7, 2.8) ----------

export const RENEWAL_TYPES = ['Auto Renewal', 'Manual'] as const
export const renewalTypeSchema = z.enum(RENEWAL_TYPES)
export type RenewalType = z.infer<typeof renewalTypeSchema>

export const subscriptionSchema = z.looseObject({
  id: z.string(),
  entityId: z.string().nullish(),
  state: z.string().nullish(),
  renewalType: z.string().nullish(),
  startDate: z.string().nullish(),
  endDate: z.string().nullish(),
  orderId: z.string().nullish(),
  entityName: z.string().nullish(),
  serviceCategory: z.string().nullish(),
  autoRenewDate: z.string().nullish(),
})
export type Subscription = z.infer<typeof subscriptionSchema>

/** CMP-12: `{data: null}` with 200 means "none found", which we hand out as an empty list. */
export const subscriptionListSchema = z.union([
  z.null().transform(() => ({ companyName: null, subscriptions: [] as Subscription[] })),
  z.looseObject({
    companyName: z
      .string()
      .nullish()
      .transform((value) => value ?? null),
    subscriptions: z
      .array(subscriptionSchema)
      .nullish()
      .transform((value) => value ?? []),
  }),
])
export type SubscriptionList = z.output<typeof subscriptionListSchema>

export const listSubscriptionsQuerySchema = z.strictObject({
  companyId: idSchema.optional(),
  serviceId: idSchema.optional(),
})
export type ListSubscriptionsQuery = z.infer<typeof listSubscriptionsQuerySchema>

/** Renew body (CMP-14); `id` must equal the path's id (the client fills it in). */
export const renewSubscriptionInputSchema = z
  .strictObject({
    id: idSchema,
    entityId: idSchema.optional(),
    serviceState: stateCodeSchema.optional(),
    startDate: isoDateSchema.optional(),
    endDate: isoDateSchema.optional(),
    renewalDate: isoDateSchema.optional(),
    renewalType: renewalTypeSchema.optional(),
    serviceType: z.string().optional(),
    autoRenew: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.startDate && value.endDate && value.endDate < value.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date comes before the start date' })
    }
  })
export type RenewSubscriptionInput = z.infer<typeof renewSubscriptionInputSchema>

/** Replacement proof for a Registered Agent cancellation (spec 2.8, CMP-15). */
export const cancelProofSchema = z.strictObject({
  title: z.string().trim().min(1, 'A title is required'),
  extension: z.string().regex(/^[A-Za-z0-9]{1,10}$/, 'The extension has no leading dot, e.g. pdf'),
  base64: z
    .string()
    .min(1, 'The file is empty')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Not Base64'),
})
export type CancelProof = z.infer<typeof cancelProofSchema>

const PROOF_MEMBERS = ['title', 'extension', 'base64'] as const

/**
 * Cancel body: the whole proof for Registered Agent, `{}` for every other category (CMP-15, CMP-16).
 * One object schema rather than a union, so a bad member is reported on its own field.
 */
export const cancelSubscriptionInputSchema = cancelProofSchema.partial().superRefine((body, ctx) => {
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
})

/** CMP-15: the flat success body, no envelope. */
export const cancelSubscriptionResultSchema = z.looseObject({
  serviceId: z.string().nullish(),
  status: z.string(),
})
export type CancelSubscriptionResult = z.infer<typeof cancelSubscriptionResultSchema>

/** `{data: true}` answers (CMP-9, CMP-14). */
export const acceptedSchema = z.literal(true)
