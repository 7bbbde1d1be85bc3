import * as z from 'zod/mini'
import { amountSchema, idSchema, stateCodeSchema, stateNameSchema } from './common'

export const ENTITY_TYPES = [
  'LLC',
  'C-Corp',
  'S-Corp',
  'Non-Profit Corporation',
  'Professional Corporation',
] as const
export const entityTypeSchema = z.enum(ENTITY_TYPES)
export type EntityType = z.infer<typeof entityTypeSchema>

/** Order phases, in lifecycle order (partner-api-facts.md). */
export const ORDER_PHASES = [
  'Order Received',
  'Reviewing Information',
  'Processing',
  'Submitted to Agency',
  'Filing Approved',
  'Complete',
  'On Hold',
  'Cancelled',
] as const
export type OrderPhase = (typeof ORDER_PHASES)[number]
/** Phases after which an order never changes again: polling stops there (GEN-5). */
export const TERMINAL_ORDER_PHASES: readonly string[] = ['Complete', 'Cancelled']
/** Statuses that ask the customer to answer a request for information (BF-7). */
export const RFI_STATUSES: readonly string[] = ['Signature Needed RFI', 'Data Needed RFI']

// ---------- Packages (BF-1) ----------

export const packagesQuerySchema = z.strictObject({
  entityType: entityTypeSchema,
  state: stateNameSchema,
  filing: z.optional(z.enum(['standard', 'express'])),
})
export type PackagesQuery = z.infer<typeof packagesQuerySchema>

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

// ---------- Create order (BF-2, BF-3, BF-10) ----------

export const pcidSchema = z.string().check(z.regex(/^[0-9a-f]{32}$/i, 'pcid is 32 hexadecimal characters'))

const zipSchema = z.string().check(z.regex(/^\d{5}(-\d{4})?$/, 'ZIP is 5 digits, or ZIP+4'))
const required = (label: string) => z.string().check(z.trim(), z.minLength(1, `${label} is required`))

export const formationContactSchema = z.strictObject({
  contactEmail: z.email('Enter an email address'),
  contactFirstName: required('First name'),
  contactLastName: required('Last name'),
  contactPhone: required('Phone'),
  contactEveningPhone: z.optional(z.string()),
})

export const formationCompanyInfoSchema = z.strictObject({
  companyDesiredName: required('Company name'),
  companyAlternativeName: z.optional(z.string()),
  companyBusinessCategory: required('Business category'),
  companyBusinessDescription: required('Business description'),
})

export const formationBusinessAddressSchema = z.strictObject({
  businessAddressCountry: z._default(z.literal('US'), 'US'),
  businessAddressAddress1: required('Street address'),
  businessAddressAddress2: z.optional(z.string()),
  businessAddressCity: required('City'),
  businessAddressState: stateCodeSchema,
  businessAddressZip: zipSchema,
})

const AGENT_FIELDS = [
  ['registeredAgentFirstName', 'First name'],
  ['registeredAgentLastName', 'Last name'],
  ['registeredAgentAddress1', 'Street address'],
  ['registeredAgentCity', 'City'],
  ['registeredAgentState', 'State'],
  ['registeredAgentZip', 'ZIP'],
] as const

/** The agent's own fields are needed only when the service is not the agent (the BF-10 cascade). */
export const registerAgentSchema = z
  .strictObject({
    registeredAgentIsCorpnetAgent: z.boolean(),
    registeredAgentFirstName: z.optional(z.string()),
    registeredAgentLastName: z.optional(z.string()),
    registeredAgentAddress1: z.optional(z.string()),
    registeredAgentAddress2: z.optional(z.string()),
    registeredAgentCity: z.optional(z.string()),
    registeredAgentState: z.optional(stateCodeSchema),
    registeredAgentZip: z.optional(zipSchema),
    registeredAgentCountry: z.optional(z.string()),
  })
  .check(
    z.superRefine((agent, ctx) => {
      if (agent.registeredAgentIsCorpnetAgent) return
      for (const [field, label] of AGENT_FIELDS) {
        if (!agent[field]?.trim()) {
          ctx.addIssue({
            code: 'custom',
            path: [field],
            message: `${label} of the registered agent is required`,
          })
        }
      }
    }),
  )

/** "Yes" makes the SSN and e-mail required (BF-10); the service recommends "No". */
export const responsiblePartySchema = z
  .looseObject({
    responsiblePartyStatus: z.enum(['Yes', 'No']),
    responsiblePartySSN: z.optional(z.string().check(z.regex(/^\d{3}-?\d{2}-?\d{4}$/, 'SSN is 9 digits'))),
    responsiblePartyEmail: z.optional(z.email('Enter an email address')),
  })
  .check(
    z.superRefine((party, ctx) => {
      if (party.responsiblePartyStatus !== 'Yes') return
      if (!party.responsiblePartySSN) {
        ctx.addIssue({
          code: 'custom',
          path: ['responsiblePartySSN'],
          message: 'Please enter a value for ResponsiblePartySSN',
        })
      }
      if (!party.responsiblePartyEmail) {
        ctx.addIssue({
          code: 'custom',
          path: ['responsiblePartyEmail'],
          message: 'Please enter a value for ResponsiblePartyEmail',
        })
      }
    }),
  )

export const orderProductSchema = z.strictObject({
  productId: z.string().check(z.minLength(1)),
  quantity: z
    .string()
    .check(z.regex(/^[1-9]\d*$/, 'Quantity is a whole number written as a string, e.g. "1"')),
})

/**
 * The `partnerOrder` of create-order. `apiUserPid` may be left out: the proxy sets it (BF-7).
 * `pcid` may be left out: the client generates one (BF-3).
 */
export const createFormationOrderInputSchema = z.strictObject({
  apiUserPid: z.optional(z.string().check(z.minLength(1))),
  pcid: z.optional(pcidSchema),
  businessStructureType: entityTypeSchema,
  businessStateInitial: stateCodeSchema,
  orderTotalPrice: z
    .string()
    .check(z.regex(/^\d+(\.\d{1,2})?$/, 'The total is a money amount written as a string, e.g. "200"')),
  packageId: z.string().check(z.minLength(1, 'Choose a package')),
  products: z._default(z.array(orderProductSchema), []),
  contact: formationContactSchema,
  companyInfo: formationCompanyInfoSchema,
  businessAddress: formationBusinessAddressSchema,
  registerAgent: registerAgentSchema,
  responsibleParty: responsiblePartySchema,
})
export type CreateFormationOrderInput = z.input<typeof createFormationOrderInputSchema>

export const createFormationOrderBodySchema = z.strictObject({
  partnerOrder: createFormationOrderInputSchema,
})

// ---------- Read order (BF-4, BF-5) ----------

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
export const formationOrderEnvelopeSchema = z.looseObject({ partnerOrder: formationOrderSchema })

/** Create answers with the order id at data.partnerOrder.orderGuid, never at data.orderGuid (BF-2). */
export const createdFormationOrderSchema = z.looseObject({
  partnerOrder: z.extend(formationOrderSchema, { orderGuid: z.string().check(z.minLength(1)) }),
})
export type CreatedFormationOrder = z.infer<typeof createdFormationOrderSchema>['partnerOrder']

// ---------- Summary, update, cancel, documents (BF-6, BF-7, BF-11) ----------

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

/** Answer to an RFI (BF-7): the spec names only `apiUserPid`; the rest is the order's own members. */
export const updateFormationOrderInputSchema = z.looseObject({
  apiUserPid: z.optional(z.string().check(z.minLength(1))),
  contact: z.optional(z.partial(formationContactSchema)),
  companyInfo: z.optional(z.partial(formationCompanyInfoSchema)),
  businessAddress: z.optional(z.partial(formationBusinessAddressSchema)),
  responsibleParty: z.optional(z.looseObject({})),
  registerAgent: z.optional(z.looseObject({})),
})
export type UpdateFormationOrderInput = z.infer<typeof updateFormationOrderInputSchema>

/** Upload body: not documented anywhere reachable, so a JSON body with Base64 content (facts). */
export const uploadDocumentInputSchema = z.strictObject({
  orderGuid: idSchema,
  fileName: z.string().check(z.trim(), z.minLength(1, 'A file name is required')),
  extension: z.string().check(z.regex(/^[A-Za-z0-9]{1,10}$/, 'The extension has no leading dot, e.g. pdf')),
  contentType: z._default(z.string().check(z.minLength(1)), 'application/octet-stream'),
  documentType: z.optional(z.string()),
  base64: z
    .string()
    .check(z.minLength(1, 'The file is empty'), z.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Not Base64')),
})
export type UploadDocumentInput = z.input<typeof uploadDocumentInputSchema>

export const downloadDocumentQuerySchema = z.strictObject({
  orderGuid: idSchema,
  documentType: z.optional(z.string().check(z.minLength(1))),
})
export type DownloadDocumentQuery = z.infer<typeof downloadDocumentQuerySchema>

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
