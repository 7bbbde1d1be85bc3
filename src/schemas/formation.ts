import * as z from 'zod/mini'
import { checked } from './checked'
import { idSchema, stateCodeSchema, stateNameSchema } from './common'
import { ENTITY_TYPES } from './serviceVocabulary'
import { formationContactSchema } from './formationContact'
import { requiredText } from './requiredText'

export const entityTypeSchema = z.enum(ENTITY_TYPES)
export type EntityType = z.infer<typeof entityTypeSchema>

// ---------- Packages (BF-1) ----------

export const packagesQuerySchema = z.strictObject({
  entityType: entityTypeSchema,
  state: stateNameSchema,
  filing: z.optional(z.enum(['standard', 'express'])),
})
export type PackagesQuery = z.infer<typeof packagesQuerySchema>

// ---------- Create order (BF-2, BF-3, BF-10) ----------

export const pcidSchema = checked(z.string(), z.regex(/^[0-9a-f]{32}$/i, 'pcid is 32 hexadecimal characters'))

const zipSchema = checked(z.string(), z.regex(/^\d{5}(-\d{4})?$/, 'ZIP is 5 digits, or ZIP+4'))

// In a module of its own, which the tracker's RFI answer checks up front (see formationContact.ts).
export { formationContactSchema }

export const formationCompanyInfoSchema = z.strictObject({
  companyDesiredName: requiredText('Company name'),
  companyAlternativeName: z.optional(z.string()),
  companyBusinessCategory: requiredText('Business category'),
  companyBusinessDescription: requiredText('Business description'),
})

export const formationBusinessAddressSchema = z.strictObject({
  businessAddressCountry: z._default(z.literal('US'), 'US'),
  businessAddressAddress1: requiredText('Street address'),
  businessAddressAddress2: z.optional(z.string()),
  businessAddressCity: requiredText('City'),
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
export const registerAgentSchema = checked(
  z.strictObject({
    registeredAgentIsCorpnetAgent: z.boolean(),
    registeredAgentFirstName: z.optional(z.string()),
    registeredAgentLastName: z.optional(z.string()),
    registeredAgentAddress1: z.optional(z.string()),
    registeredAgentAddress2: z.optional(z.string()),
    registeredAgentCity: z.optional(z.string()),
    registeredAgentState: z.optional(stateCodeSchema),
    registeredAgentZip: z.optional(zipSchema),
    registeredAgentCountry: z.optional(z.string()),
  }),
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
export const responsiblePartySchema = checked(
  z.looseObject({
    responsiblePartyStatus: z.enum(['Yes', 'No']),
    responsiblePartySSN: z.optional(checked(z.string(), z.regex(/^\d{3}-?\d{2}-?\d{4}$/, 'SSN is 9 digits'))),
    responsiblePartyEmail: z.optional(z.email('Enter an email address')),
  }),
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
  productId: checked(z.string(), z.minLength(1)),
  quantity: checked(
    z.string(),
    z.regex(/^[1-9]\d*$/, 'Quantity is a whole number written as a string, e.g. "1"'),
  ),
})

/**
 * The `partnerOrder` of create-order. `apiUserPid` may be left out: the proxy sets it (BF-7).
 * `pcid` may be left out: the client generates one (BF-3).
 */
export const createFormationOrderInputSchema = z.strictObject({
  apiUserPid: z.optional(checked(z.string(), z.minLength(1))),
  pcid: z.optional(pcidSchema),
  businessStructureType: entityTypeSchema,
  businessStateInitial: stateCodeSchema,
  orderTotalPrice: checked(
    z.string(),
    z.regex(/^\d+(\.\d{1,2})?$/, 'The total is a money amount written as a string, e.g. "200"'),
  ),
  packageId: checked(z.string(), z.minLength(1, 'Choose a package')),
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

// ---------- Update, documents (BF-7, BF-11) ----------

/** Answer to an RFI (BF-7): the spec names only `apiUserPid`; the rest is the order's own members. */
/**
 * An electronic signature, for a `Signature Needed RFI`: the name the signer typed under the statement
 * they read, and when. The service's own shape for it is not public (the spec shows no update body
 * beyond `apiUserPid`): this is what the library sends, kept whole by the partner as the record.
 */
export const formationSignatureSchema = z.looseObject({
  /** The signer's full name, as typed. */
  fullName: requiredText('Full name'),
  /** When it was signed: an ISO 8601 timestamp. */
  signedAt: checked(z.string(), z.minLength(1)),
  /** The statement the signer agreed to, in the words (and language) they read it. */
  statement: checked(z.string(), z.minLength(1)),
})
export type FormationSignature = z.infer<typeof formationSignatureSchema>

export const updateFormationOrderInputSchema = z.looseObject({
  apiUserPid: z.optional(checked(z.string(), z.minLength(1))),
  signature: z.optional(formationSignatureSchema),
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
  fileName: checked(z.string(), z.trim(), z.minLength(1, 'A file name is required')),
  extension: checked(
    z.string(),
    z.regex(/^[A-Za-z0-9]{1,10}$/, 'The extension has no leading dot, e.g. pdf'),
  ),
  contentType: z._default(checked(z.string(), z.minLength(1)), 'application/octet-stream'),
  documentType: z.optional(z.string()),
  base64: checked(
    z.string(),
    z.minLength(1, 'The file is empty'),
    z.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Not Base64'),
  ),
})
export type UploadDocumentInput = z.input<typeof uploadDocumentInputSchema>

export const downloadDocumentQuerySchema = z.strictObject({
  orderGuid: idSchema,
  documentType: z.optional(checked(z.string(), z.minLength(1))),
})
export type DownloadDocumentQuery = z.infer<typeof downloadDocumentQuerySchema>
