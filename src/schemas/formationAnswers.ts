import * as z from 'zod/mini'
import { checked } from './checked'
import { amountSchema } from './common'

// What the service answers for Business Formation: tolerant (GEN-4), unknown members kept. Apart from
// what the forms send, so a form's page does not carry them (issue 13); the client's routes load them.

export const productOptionSchema = z.looseObject({
  id: z.string(),
  productId: z.nullish(z.string()),
  productName: z.nullish(z.string()),
  productFamily: z.nullish(z.string()),
  /** `Bundled` = included, `Optional` = may add, `Required`, `Selected` = preselected default. */
  packageDisplaySelection: z.nullish(z.string()),
  price: z.nullish(z.number()),
  productConstraint: z.nullish(z.string()),
  displaySequence: z.nullish(z.number()),
  description: z.nullish(z.string()),
  productNameSubtitle: z.nullish(z.string()),
  packageDisplaySelectionSubtitle: z.nullish(z.string()),
  SLAdisplayText: z.nullish(z.string()),
})
export type ProductOption = z.infer<typeof productOptionSchema>

export const productConstraintSchema = z.looseObject({
  id: z.string(),
  name: z.nullish(z.string()),
  minOptions: z.nullish(z.number()),
  maxOptions: z.nullish(z.number()),
  displaySequence: z.nullish(z.number()),
})
export type ProductConstraint = z.infer<typeof productConstraintSchema>

export const formationPackageSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  productFamily: z.nullish(z.string()),
  collectionDisplaySequence: z.nullish(z.number()),
  entity: z.nullish(z.string()),
  productOptions: z._default(z.array(productOptionSchema), []),
  productConstraints: z._default(z.array(productConstraintSchema), []),
})
export type FormationPackage = z.infer<typeof formationPackageSchema>

export const packageCollectionSchema = z.looseObject({
  state: z.nullish(z.string()),
  entityType: z.nullish(z.string()),
  serviceCategory: z.nullish(z.string()),
  name: z.nullish(z.string()),
  productPackages: z._default(z.array(formationPackageSchema), []),
})
export type PackageCollection = z.infer<typeof packageCollectionSchema>

export const packagesResultSchema = z.looseObject({
  packageCollection: z._default(z.array(packageCollectionSchema), []),
})
export type PackagesResult = z.infer<typeof packagesResultSchema>

const nullableObject = z.nullish(z.looseObject({}))

export const formationOrderSchema = z.looseObject({
  /** May read null on get-order: keep the id from create (facts). */
  orderGuid: z.nullish(z.string()),
  orderPhase: z.string(),
  orderStatus: z.nullish(z.string()),
  orderFilingType: z.nullish(z.string()),
  filedDate: z.nullish(z.string()),
  formedEntityId: z.nullish(z.string()),
  apiUserPid: z.nullish(z.string()),
  pcid: z.nullish(z.string()),
  contact: nullableObject,
  companyInfo: nullableObject,
  businessAddress: nullableObject,
  registerAgent: nullableObject,
  responsibleParty: nullableObject,
  orderTotalPrice: z.nullish(amountSchema),
})
export type FormationOrder = z.infer<typeof formationOrderSchema>

/** `{partnerOrder}` as get-order and create-order answer it. */
export const formationOrderEnvelopeSchema = z.looseObject({
  partnerOrder: formationOrderSchema,
})

/** Create answers with the order id at data.partnerOrder.orderGuid, never at data.orderGuid (BF-2). */
export const createdFormationOrderSchema = z.looseObject({
  partnerOrder: z.extend(formationOrderSchema, { orderGuid: checked(z.string(), z.minLength(1)) }),
})
export type CreatedFormationOrder = z.infer<typeof createdFormationOrderSchema>['partnerOrder']

export const orderSummarySchema = z.looseObject({
  /** Capitalised as the record system writes it (BF-6); the old description wrote `id`. */
  Id: z.nullish(z.string()),
  id: z.nullish(z.string()),
  orderNumber: z.nullish(z.string()),
  orderTotal: z.nullish(amountSchema),
  orderProducts: z._default(
    z.array(
      z.looseObject({ name: z.nullish(z.string()), value: z.unknown(), sortOrder: z.nullish(z.number()) }),
    ),
    [],
  ),
})
export type OrderSummary = z.infer<typeof orderSummarySchema>

/** A boolean `data` answer (cancel order, upload). */
export const formationAcceptedSchema = z.union([z.literal(true), z.looseObject({})])

/**
 * Update-order's answer is not documented: the order echoed as `{partnerOrder}`, or a bare
 * acknowledgement. Both are accepted; the client hands out the order, or null.
 */
export const updateFormationOrderResultSchema = z.union([
  formationOrderEnvelopeSchema,
  formationAcceptedSchema,
])
