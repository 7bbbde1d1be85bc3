import type { ReceiptsApi } from './createReceiptsApi'
import type {
  CancelProof,
  CompanyInput,
  ListAlertsQuery,
  ListSubscriptionsQuery,
  RenewSubscriptionInput,
  SubmitAlertFormsInput,
} from '../schemas/compliance'
import type {
  Alert,
  AlertDetail,
  CancelSubscriptionResult,
  Company,
  CreateCompanyResult,
  Subscription,
  SubscriptionList,
} from '../schemas/complianceAnswers'
import type {
  CreateFormationOrderInput,
  DownloadDocumentQuery,
  EntityType,
  UpdateFormationOrderInput,
  UploadDocumentInput,
} from '../schemas/formation'
import type {
  CreatedFormationOrder,
  FormationOrder,
  OrderSummary,
  PackagesResult,
} from '../schemas/formationAnswers'
import type { CreateTaxRegistrationInput } from '../schemas/taxRegistration'
import type { CreatedTaxRegistration, TaxRegistrationOrder } from '../schemas/taxRegistrationAnswers'
import type { BulkProgress } from './BulkCreateRun'
import type { CancelProofFile } from './readCancelProof'
import type { CallOperation, CallOptions } from './createTransport'

// The client's public shape, written out so editors and the published .d.ts show named domain types
// (Company, Alert, …) rather than their expansions. createPartnerClient's methods take their
// parameters' types from it: each signature and its documentation are written here only.

export interface PackagesParams {
  entityType: EntityType
  /** A state's full name (`California`) or its code (`CA`): the client sends the full name (BF-1). */
  state: string
  filing?: 'standard' | 'express'
}

/** A document to upload: Base64 already, or a Blob/File the client encodes. */
export type UploadDocumentFile =
  Omit<UploadDocumentInput, 'orderGuid'> | { file: Blob; fileName?: string; documentType?: string }

/** Renew input: the body `id` is filled from the path (CMP-14); if given it must match. */
export type RenewSubscriptionRequest = Omit<RenewSubscriptionInput, 'id'> & { id?: string }

/** How `bulkCreateCompanies` splits a large batch (CMP-5); for pacing and resuming, see `createBulkCreateRun`. */
export interface BulkCreateOptions {
  /** Records per request once a batch is split. Default 200, the service's recommendation. */
  chunkSize?: number
  /** Batches up to this size go in one request. Default 500 (spec section 8). */
  splitAbove?: number
  /** Called after every chunk's change of state, when the batch is split. */
  onProgress?: (progress: BulkProgress) => void
}

/** Compliance: companies, alerts and their forms, subscription plans. */
export interface ComplianceApi {
  listCompanies(options?: CallOptions): Promise<Company[]>
  getCompany(companyId: string, options?: CallOptions): Promise<Company>
  createCompany(input: CompanyInput, options?: CallOptions): Promise<CreateCompanyResult>
  /**
   * Registers companies; results are positional. Up to `splitAbove` (500) records go in one
   * all-or-nothing request; more are sent in chunks of `chunkSize` (200), one after another, stopping
   * at the first that fails (CMP-5). An answer whose results cannot be mapped back to the records
   * (another count, an empty id) rejects with kind `contract`: the batch may be stored (CMP-4).
   */
  bulkCreateCompanies(
    inputs: readonly CompanyInput[],
    options?: CallOptions & BulkCreateOptions,
  ): Promise<CreateCompanyResult[]>
  listAlerts(query?: ListAlertsQuery, options?: CallOptions): Promise<Alert[]>
  getAlert(alertId: string, options?: CallOptions): Promise<AlertDetail>
  /** Resolves `true` once the service accepted the forms into its writeback queue (CMP-9). */
  submitAlertForms(alertId: string, input: SubmitAlertFormsInput, options?: CallOptions): Promise<true>
  /** `{ companyName, subscriptions }`; the service's `data: null` reads as an empty list (CMP-12). */
  listSubscriptions(query?: ListSubscriptionsQuery, options?: CallOptions): Promise<SubscriptionList>
  getSubscription(subscriptionId: string, options?: CallOptions): Promise<Subscription>
  /** Updates renewal fields; resolves `true` when applied (CMP-14). */
  renewSubscription(
    subscriptionId: string,
    input: RenewSubscriptionRequest,
    options?: CallOptions,
  ): Promise<true>
  /**
   * Registered Agent needs the replacement proof — as Base64, or a file the client reads to Base64 in
   * slices; every other category sends `{}` (CMP-15).
   */
  cancelSubscription(
    subscriptionId: string,
    proof?: CancelProof | CancelProofFile,
    options?: CallOptions,
  ): Promise<CancelSubscriptionResult>
}

/** Business Formation: packages, orders, RFIs, documents. */
export interface FormationApi {
  getPackages(params: PackagesParams, options?: CallOptions): Promise<PackagesResult>
  /** Creates an order with a fresh `pcid` unless one is given (BF-3); resolves to the echo with its orderGuid. */
  createOrder(partnerOrder: CreateFormationOrderInput, options?: CallOptions): Promise<CreatedFormationOrder>
  getOrder(orderGuid: string, options?: CallOptions): Promise<FormationOrder>
  getOrderSummary(orderGuid: string, options?: CallOptions): Promise<OrderSummary>
  /**
   * Answers a request for information (BF-7; the proxy adds `apiUserPid`); the updated order, or null
   * when the service only acknowledges.
   */
  updateOrder(
    orderGuid: string,
    input: UpdateFormationOrderInput,
    options?: CallOptions,
  ): Promise<FormationOrder | null>
  /** Cancels an order, irreversibly; resolves `true` once accepted. */
  cancelOrder(orderGuid: string, options?: CallOptions): Promise<true>
  /** Uploads a partner document; resolves `true` once accepted. */
  uploadDocument(orderGuid: string, file: UploadDocumentFile, options?: CallOptions): Promise<true>
  /** The document as a Blob (a PDF). */
  downloadDocument(
    orderGuid: string,
    params?: Omit<DownloadDocumentQuery, 'orderGuid'>,
    options?: CallOptions,
  ): Promise<Blob>
}

/** Tax Registration: employer registrations and their status summaries. */
export interface TaxRegistrationApi {
  /** Creates a registration with a fresh `pcid` unless one is given; resolves to the echo with its orderGuid (TAX-1). */
  createOrder(
    partnerOrder: CreateTaxRegistrationInput,
    options?: CallOptions,
  ): Promise<CreatedTaxRegistration>
  /** The status summary only (TAX-2); an unknown id rejects with kind `not_found` (TAX-8). */
  getOrder(orderGuid: string, options?: CallOptions): Promise<TaxRegistrationOrder>
}

/** The typed client of the Partner API, talking to the partner's proxy. */
export interface PartnerClient {
  /** The Compliance account PID this client was made for (hooks key their caches by it). */
  readonly partnerId: string
  readonly compliance: ComplianceApi
  readonly formation: FormationApi
  readonly taxRegistration: TaxRegistrationApi
  /** The signed-in owner's receipts, kept by filing-kit's proxy (not the service). */
  readonly receipts: ReceiptsApi
  /** Calls any operation of the route table by name: for routes without a method of their own. */
  readonly call: CallOperation
}
