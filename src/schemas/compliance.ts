import * as z from 'zod/mini'
import type { fieldValueSchema} from './common';
import { einSchema, idSchema, isoDateSchema, stateCodeSchema } from './common'
import { checkFormSections } from './checkFormSections'

// ---------- Companies (spec 2.4) ----------

export const businessAddressSchema = z.strictObject({
  street: z.optional(z.string()),
  street2: z.optional(z.string()),
  city: z.optional(z.string()),
  state: z.optional(stateCodeSchema),
  zip: z.optional(z.string().check(z.regex(/^\d{5}(-\d{4})?$/, 'ZIP is 5 digits, or ZIP+4'))),
  country: z.optional(z.string()),
  phone: z.optional(z.string()),
  email: z.optional(z.email('Enter an email address')),
})
export type BusinessAddress = z.infer<typeof businessAddressSchema>

/** Create-company body (CMP-3): only `name` is required; misspellings kept as on the wire. */
export const companyInputSchema = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1, 'Company name is required')),
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

export const bulkCompanyInputSchema = z
  .array(companyInputSchema)
  .check(z.minLength(1, 'At least one company'))

export const createCompanyResultSchema = z.looseObject({
  companyId: z.string(),
  PCID: z.nullable(z.string()),
})
export type CreateCompanyResult = z.infer<typeof createCompanyResultSchema>

export const bulkCreateCompanyResultSchema = z.array(createCompanyResultSchema)

/**
 * A company as read back. The spec does not show its shape (facts: "treat them as open objects"),
 * so every member is optional and unknown members are kept.
 */
export const companySchema = z.looseObject({
  id: z.optional(z.string()),
  companyId: z.optional(z.string()),
  name: z.nullish(z.string()),
  formationDate: z.nullish(z.string()),
  type: z.nullish(z.string()),
  ein: z.nullish(z.string()),
  filingnumber: z.nullish(z.string()),
  homeState: z.nullish(z.string()),
  businessDescription: z.nullish(z.string()),
  buisnessCategory: z.nullish(z.string()),
  website: z.nullish(z.string()),
  businessAddress: z.nullish(z.looseObject({})),
  PCID: z.nullish(z.string()),
})
export type Company = z.infer<typeof companySchema>
export const companyListSchema = z.array(companySchema)

// ---------- Compliance forms (spec 2.6, CMP-8) ----------

/** Section name → (field name → value). Fields without a section live under `root`. */
export type FormSections = Record<string, Record<string, z.infer<typeof fieldValueSchema>>>

/**
 * Checked by one function rather than a record of records of a union: an alert list carries a
 * form per alert, and zod's generic record walk was most of the cost of decoding one (issue 13).
 * A bad value is reported at its own path, `section.field`, as the record would have.
 */
export const formSectionsSchema = z.custom<FormSections>().check(z.superRefine(checkFormSections))

export const formDefinitionSchema = z.looseObject({
  formDefinitionId: z.string(),
  formDefinitionName: z.nullish(z.string()),
  formTitle: z.nullish(z.string()),
  statePicklist: z.nullish(z.string()),
  version: z.nullish(z.string()),
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
  totalPrice: z.nullish(z.number()),
  listPrice: z.nullish(z.number()),
  unitPrice: z.nullish(z.number()),
  quantity: z.nullish(z.number()),
  productName: z.nullish(z.string()),
  productFamily: z.nullish(z.string()),
})
export type AlertListProduct = z.infer<typeof alertListProductSchema>

export const alertSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  serviceCategory: z.nullish(z.string()),
  closeDate: z.nullish(z.string()),
  amount: z.nullish(z.number()),
  stageName: z.nullish(z.string()),
  entityName: z.nullish(z.string()),
  state: z.nullish(z.string()),
  entityId: z.nullish(z.string()),
  complianceForms: z._default(z.array(complianceFormSchema), []),
  opportunityProducts: z._default(z.array(alertListProductSchema), []),
})
export type Alert = z.infer<typeof alertSchema>
export const alertListSchema = z.array(alertSchema)

export const alertDetailProductSchema = z.looseObject({
  id: z.string(),
  price: z.nullish(z.number()),
  productName: z.nullish(z.string()),
  listPrice: z.nullish(z.number()),
  unitPrice: z.nullish(z.number()),
  quantity: z.nullish(z.number()),
  state: z.nullish(z.string()),
  productFamily: z.nullish(z.string()),
  formioId: z.nullish(z.string()),
  productDisplayType: z.nullish(z.string()),
})
export type AlertDetailProduct = z.infer<typeof alertDetailProductSchema>

export const alertDetailSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  serviceCategory: z.nullish(z.string()),
  closeDate: z.nullish(z.string()),
  amount: z.nullish(z.number()),
  description: z.nullish(z.string()),
  status: z.nullish(z.string()),
  companyName: z.nullish(z.string()),
  serviceState: z.nullish(z.string()),
  companyId: z.nullish(z.string()),
  productPackageId: z.nullish(z.string()),
  oppDueDate: z.nullish(z.string()),
  opportunityType: z.nullish(z.string()),
  entityStatus: z.nullish(z.string()),
  entityType: z.nullish(z.string()),
  alertType: z.nullish(z.string()),
  alertBody: z.nullish(z.string()),
  alertActualDueDate: z.nullish(z.string()),
  complianceForms: z._default(z.array(complianceFormSchema), []),
  opportunityProducts: z._default(z.array(alertDetailProductSchema), []),
})
export type AlertDetail = z.infer<typeof alertDetailSchema>

export const listAlertsQuerySchema = z.strictObject({
  companyId: z.optional(idSchema),
  type: z.optional(z.string().check(z.minLength(1))),
})
export type ListAlertsQuery = z.infer<typeof listAlertsQuerySchema>

/** Submit body (CMP-9): non-empty forms, each with its formDataId and definitions passed back. */
export const submitAlertFormsInputSchema = z.strictObject({
  complianceForms: z
    .array(
      z.looseObject({
        formDataId: z.string().check(z.minLength(1, 'formDataId is required')),
        formDefinitions: z
          .array(
            z.looseObject({
              formDefinitionId: z.string().check(z.minLength(1, 'formDefinitionId is required')),
              sections: formSectionsSchema,
            }),
          )
          .check(z.minLength(1, 'At least one form definition')),
      }),
    )
    .check(z.minLength(1, 'complianceForms must not be empty')),
})
export type SubmitAlertFormsInput = z.infer<typeof submitAlertFormsInputSchema>

// ---------- Subscriptions (spec 2.7, 2.8) ----------

export const RENEWAL_TYPES = ['Auto Renewal', 'Manual'] as const
export const renewalTypeSchema = z.enum(RENEWAL_TYPES)
export type RenewalType = z.infer<typeof renewalTypeSchema>

export const subscriptionSchema = z.looseObject({
  id: z.string(),
  entityId: z.nullish(z.string()),
  state: z.nullish(z.string()),
  renewalType: z.nullish(z.string()),
  startDate: z.nullish(z.string()),
  endDate: z.nullish(z.string()),
  orderId: z.nullish(z.string()),
  entityName: z.nullish(z.string()),
  serviceCategory: z.nullish(z.string()),
  autoRenewDate: z.nullish(z.string()),
})
export type Subscription = z.infer<typeof subscriptionSchema>

/** CMP-12: `{data: null}` with 200 means "none found", which we hand out as an empty list. */
export const subscriptionListSchema = z.union([
  z.pipe(
    z.null(),
    z.transform(() => ({ companyName: null, subscriptions: [] as Subscription[] })),
  ),
  z.looseObject({
    companyName: z.pipe(
      z.nullish(z.string()),
      z.transform((value) => value ?? null),
    ),
    subscriptions: z.pipe(
      z.nullish(z.array(subscriptionSchema)),
      z.transform((value) => value ?? []),
    ),
  }),
])
export type SubscriptionList = z.output<typeof subscriptionListSchema>

export const listSubscriptionsQuerySchema = z.strictObject({
  companyId: z.optional(idSchema),
  serviceId: z.optional(idSchema),
})
export type ListSubscriptionsQuery = z.infer<typeof listSubscriptionsQuerySchema>

/** Renew body (CMP-14); `id` must equal the path's id (the client fills it in). */
export const renewSubscriptionInputSchema = z
  .strictObject({
    id: idSchema,
    entityId: z.optional(idSchema),
    serviceState: z.optional(stateCodeSchema),
    startDate: z.optional(isoDateSchema),
    endDate: z.optional(isoDateSchema),
    renewalDate: z.optional(isoDateSchema),
    renewalType: z.optional(renewalTypeSchema),
    serviceType: z.optional(z.string()),
    autoRenew: z.optional(z.boolean()),
  })
  .check(
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
  title: z.string().check(z.trim(), z.minLength(1, 'A title is required')),
  extension: z.string().check(z.regex(/^[A-Za-z0-9]{1,10}$/, 'The extension has no leading dot, e.g. pdf')),
  base64: z
    .string()
    .check(z.minLength(1, 'The file is empty'), z.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Not Base64')),
})
export type CancelProof = z.infer<typeof cancelProofSchema>

const PROOF_MEMBERS = ['title', 'extension', 'base64'] as const

/**
 * Cancel body: the whole proof for Registered Agent, `{}` for every other category (CMP-15, CMP-16).
 * One object schema rather than a union, so a bad member is reported on its own field.
 */
export const cancelSubscriptionInputSchema = z.partial(cancelProofSchema).check(
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

/** CMP-15: the flat success body, no envelope. */
export const cancelSubscriptionResultSchema = z.looseObject({
  serviceId: z.nullish(z.string()),
  status: z.string(),
})
export type CancelSubscriptionResult = z.infer<typeof cancelSubscriptionResultSchema>

/** `{data: true}` answers (CMP-9, CMP-14). */
export const acceptedSchema = z.literal(true)
