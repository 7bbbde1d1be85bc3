// The core's zod schemas (and safeParseSchema) as `filing-kit` exports them, through a module of its
// own. The client's lazy chunks (a product's routes, answer validation) use the schema modules, and
// esbuild's code splitting loads up front every module a lazy chunk uses that the page's entry
// reaches by static imports: it follows each import of the entry's barrel, file by file, whether the
// page uses the name or not. Re-exported directly, they put zod and every schema on every esbuild page
// importing `filing-kit` (createPartnerClient: 25.2 kB up front, issue 23). This module is used only
// where a page uses a schema, so esbuild's reach stops here otherwise; the types pass straight through.

export type * from './common'
export type * from './compliance'
export type * from './complianceAnswers'
export type * from './formation'
export type * from './formationAnswers'
export type * from './taxRegistration'
export type * from './taxRegistrationAnswers'
export type * from './safeParseSchema'
import * as schemas from './index'

// Beside the others since issue 35: they had wrapper modules of their own while filing-kit/hooks
// re-exported them, which brought every schema to the formation tracker's page in esbuild; with the
// helpers imported from filing-kit alone, every budget holds without them.
export const formationContactSchema = schemas.formationContactSchema
export const safeParseSchema = schemas.safeParseSchema

export const amountSchema = schemas.amountSchema
export const einSchema = schemas.einSchema
export const errorBodySchema = schemas.errorBodySchema
export const fieldValueSchema = schemas.fieldValueSchema
export const idSchema = schemas.idSchema
export const isoDateSchema = schemas.isoDateSchema
export const stateCodeSchema = schemas.stateCodeSchema
export const stateNameSchema = schemas.stateNameSchema
export const statusCodeSchema = schemas.statusCodeSchema
export const acceptedSchema = schemas.acceptedSchema
export const alertDetailProductSchema = schemas.alertDetailProductSchema
export const alertDetailSchema = schemas.alertDetailSchema
export const alertListProductSchema = schemas.alertListProductSchema
export const alertListSchema = schemas.alertListSchema
export const alertSchema = schemas.alertSchema
export const bulkCompanyInputSchema = schemas.bulkCompanyInputSchema
export const bulkCreateCompanyResultSchema = schemas.bulkCreateCompanyResultSchema
export const businessAddressSchema = schemas.businessAddressSchema
export const cancelProofSchema = schemas.cancelProofSchema
export const cancelSubscriptionInputSchema = schemas.cancelSubscriptionInputSchema
export const cancelSubscriptionResultSchema = schemas.cancelSubscriptionResultSchema
export const companyInputSchema = schemas.companyInputSchema
export const companyListSchema = schemas.companyListSchema
export const companySchema = schemas.companySchema
export const complianceFormSchema = schemas.complianceFormSchema
export const createCompanyResultSchema = schemas.createCompanyResultSchema
export const formDefinitionSchema = schemas.formDefinitionSchema
export const formSectionsSchema = schemas.formSectionsSchema
export const listAlertsQuerySchema = schemas.listAlertsQuerySchema
export const listSubscriptionsQuerySchema = schemas.listSubscriptionsQuerySchema
export const renewSubscriptionInputSchema = schemas.renewSubscriptionInputSchema
export const renewalTypeSchema = schemas.renewalTypeSchema
export const submitAlertFormsInputSchema = schemas.submitAlertFormsInputSchema
export const subscriptionListSchema = schemas.subscriptionListSchema
export const subscriptionSchema = schemas.subscriptionSchema
export const createFormationOrderBodySchema = schemas.createFormationOrderBodySchema
export const createFormationOrderInputSchema = schemas.createFormationOrderInputSchema
export const createdFormationOrderSchema = schemas.createdFormationOrderSchema
export const downloadDocumentQuerySchema = schemas.downloadDocumentQuerySchema
export const entityTypeSchema = schemas.entityTypeSchema
export const formationAcceptedSchema = schemas.formationAcceptedSchema
export const formationBusinessAddressSchema = schemas.formationBusinessAddressSchema
export const formationCompanyInfoSchema = schemas.formationCompanyInfoSchema
export const formationOrderEnvelopeSchema = schemas.formationOrderEnvelopeSchema
export const formationOrderSchema = schemas.formationOrderSchema
export const formationPackageSchema = schemas.formationPackageSchema
export const orderProductSchema = schemas.orderProductSchema
export const orderSummarySchema = schemas.orderSummarySchema
export const packageCollectionSchema = schemas.packageCollectionSchema
export const packagesQuerySchema = schemas.packagesQuerySchema
export const packagesResultSchema = schemas.packagesResultSchema
export const pcidSchema = schemas.pcidSchema
export const productConstraintSchema = schemas.productConstraintSchema
export const productOptionSchema = schemas.productOptionSchema
export const registerAgentSchema = schemas.registerAgentSchema
export const responsiblePartySchema = schemas.responsiblePartySchema
export const updateFormationOrderInputSchema = schemas.updateFormationOrderInputSchema
export const formationSignatureSchema = schemas.formationSignatureSchema
export const updateFormationOrderResultSchema = schemas.updateFormationOrderResultSchema
export const uploadDocumentInputSchema = schemas.uploadDocumentInputSchema
export const createTaxRegistrationBodySchema = schemas.createTaxRegistrationBodySchema
export const createTaxRegistrationInputSchema = schemas.createTaxRegistrationInputSchema
export const createdTaxRegistrationSchema = schemas.createdTaxRegistrationSchema
export const payrollAmountSchema = schemas.payrollAmountSchema
export const taxAccountInfoSchema = schemas.taxAccountInfoSchema
export const taxBusinessDetailsSchema = schemas.taxBusinessDetailsSchema
export const taxRegistrationOrderEnvelopeSchema = schemas.taxRegistrationOrderEnvelopeSchema
export const taxRegistrationOrderSchema = schemas.taxRegistrationOrderSchema
export const taxResponsiblePartySchema = schemas.taxResponsiblePartySchema
export const taxStateInfoSchema = schemas.taxStateInfoSchema
