import * as z from 'zod/mini'
import { formSectionsSchema } from './formSections'

// What the service answers for Compliance: tolerant (GEN-4), unknown members kept. Apart from
// what the forms send, so a form's page does not carry them (issue 13); the client's routes load them.

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

/** CMP-15: the flat success body, no envelope. */
export const cancelSubscriptionResultSchema = z.looseObject({
  serviceId: z.nullish(z.string()),
  status: z.string(),
})
export type CancelSubscriptionResult = z.infer<typeof cancelSubscriptionResultSchema>

/** `{data: true}` answers (CMP-9, CMP-14). */
export const acceptedSchema = z.literal(true)
