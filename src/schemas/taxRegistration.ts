import * as z from 'zod/mini'
import { checked } from './checked'
import { einSchema, isoDateSchema } from './common'
import { pcidSchema } from './formation'
import { TITLES_BY_ENTITY_TYPE } from './serviceVocabulary'

// Nothing public describes the nested objects beyond the names the spec gives (facts): we model those
// names strictly and keep every other member open, so partners can send what their agreement says.

/** A payroll amount: a number or a numeric string, never negative (TAX-7: the service wrongly accepts negatives). */
export const payrollAmountSchema = checked(
  z.union([
    z.number(),
    checked(z.string(), z.trim(), z.regex(/^-?\d+(\.\d+)?$/, 'Enter an amount, e.g. 1500.00')),
  ]),
  z.refine((value) => Number(value) >= 0, 'The first payroll amount cannot be negative'),
)

export const taxResponsiblePartySchema = z.looseObject({
  type: checked(
    z.string(),
    z.minLength(1, 'Say whether the responsible party is a person (INDIVIDUAL) or a business'),
  ),
  dateOfBirth: z.optional(isoDateSchema),
  title: z.optional(z.string()),
})
export type TaxResponsibleParty = z.infer<typeof taxResponsiblePartySchema>

export const taxBusinessDetailsSchema = z.looseObject({
  entityType: checked(z.string(), z.minLength(1, 'Entity type is required')),
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
export const createTaxRegistrationInputSchema = checked(
  z.looseObject({
    orderFilingType: checked(z.string(), z.minLength(1, 'Filing type is required')),
    apiUserPid: z.optional(checked(z.string(), z.minLength(1))),
    pcid: z.optional(pcidSchema),
    accountInfo: taxAccountInfoSchema,
    businessDetails: taxBusinessDetailsSchema,
    stateInfo: z.union([
      checked(z.array(taxStateInfoSchema), z.minLength(1, 'At least one state')),
      taxStateInfoSchema,
    ]),
    responsibleParties: checked(
      z.array(taxResponsiblePartySchema),
      z.minLength(1, 'At least one responsible party'),
    ),
  }),
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
