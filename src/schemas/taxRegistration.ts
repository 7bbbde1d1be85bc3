import * as z from 'zod/mini'
import { einSchema, isoDateSchema } from './common'
import { pcidSchema } from './formation'

// Nothing public describes the nested objects beyond the names the spec gives (facts): we model those
// names strictly and keep every other member open, so partners can send what their agreement says.

/** Titles the service accepts per entity type (TAX-5); types not listed accept any title. */
export const TITLES_BY_ENTITY_TYPE: Readonly<Record<string, readonly string[]>> = {
  LLC: ['Member', 'Manager'],
  'C-Corp': ['Director', 'President', 'Secretary', 'Treasurer', 'Vice President', 'CEO'],
  'S-Corp': ['Director', 'President', 'Secretary', 'Treasurer', 'Vice President', 'CEO'],
}

/** A payroll amount: a number or a numeric string, never negative (TAX-7: the service wrongly accepts negatives). */
export const payrollAmountSchema = z
  .union([
    z.number(),
    z.string().check(z.trim(), z.regex(/^-?\d+(\.\d+)?$/, 'Enter an amount, e.g. 1500.00')),
  ])
  .check(z.refine((value) => Number(value) >= 0, 'The first payroll amount cannot be negative'))

export const taxResponsiblePartySchema = z.looseObject({
  type: z
    .string()
    .check(z.minLength(1, 'Say whether the responsible party is a person (INDIVIDUAL) or a business')),
  dateOfBirth: z.optional(isoDateSchema),
  title: z.optional(z.string()),
})
export type TaxResponsibleParty = z.infer<typeof taxResponsiblePartySchema>

export const taxBusinessDetailsSchema = z.looseObject({
  entityType: z.string().check(z.minLength(1, 'Entity type is required')),
  EIN: z.optional(einSchema),
  nonProfitInfo: z.optional(z.looseObject({})),
})

export const taxAccountInfoSchema = z.looseObject({
  firstPayrollAmount: z.optional(payrollAmountSchema),
})

export const taxStateInfoSchema = z.looseObject({
  firstPayrollAmount: z.optional(payrollAmountSchema),
})

/** The `partnerOrder` of tax-registration create (TAX-1). `apiUserPid` may be left to the proxy. */
export const createTaxRegistrationInputSchema = z
  .looseObject({
    orderFilingType: z.string().check(z.minLength(1, 'Filing type is required')),
    apiUserPid: z.optional(z.string().check(z.minLength(1))),
    pcid: z.optional(pcidSchema),
    accountInfo: taxAccountInfoSchema,
    businessDetails: taxBusinessDetailsSchema,
    stateInfo: z.union([
      z.array(taxStateInfoSchema).check(z.minLength(1, 'At least one state')),
      taxStateInfoSchema,
    ]),
    responsibleParties: z
      .array(taxResponsiblePartySchema)
      .check(z.minLength(1, 'At least one responsible party')),
  })
  .check(
    z.superRefine((order, ctx) => {
      const entityType = order.businessDetails.entityType
      // TAX-4
      if (entityType === 'Non-Profit Corporation' && !order.businessDetails.nonProfitInfo) {
        ctx.addIssue({
          code: 'custom',
          path: ['businessDetails', 'nonProfitInfo'],
          message: 'Non-profit details are required for a Non-Profit Corporation',
        })
      }
      const titles = TITLES_BY_ENTITY_TYPE[entityType]
      order.responsibleParties.forEach((party, index) => {
        // TAX-3
        if (party.type === 'INDIVIDUAL' && !party.dateOfBirth) {
          ctx.addIssue({
            code: 'custom',
            path: ['responsibleParties', index, 'dateOfBirth'],
            message: 'Date of birth is required for an individual',
          })
        }
        // TAX-5
        if (titles && party.title !== undefined && !titles.includes(party.title)) {
          ctx.addIssue({
            code: 'custom',
            path: ['responsibleParties', index, 'title'],
            message: `For ${entityType} the title is one of: ${titles.join(', ')}`,
          })
        }
      })
    }),
  )
export type CreateTaxRegistrationInput = z.input<typeof createTaxRegistrationInputSchema>

export const createTaxRegistrationBodySchema = z.strictObject({
  partnerOrder: createTaxRegistrationInputSchema,
})

/** 201 echoes the order with its assigned id (TAX-1). */
export const createdTaxRegistrationSchema = z.looseObject({
  partnerOrder: z.looseObject({ orderGuid: z.string().check(z.minLength(1)) }),
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
