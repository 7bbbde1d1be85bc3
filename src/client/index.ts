export { createPartnerClient } from './createPartnerClient'
export type {
  PartnerClient,
  ComplianceApi,
  FormationApi,
  TaxRegistrationApi,
  PackagesParams,
  UploadDocumentFile,
  RenewSubscriptionRequest,
  BulkCreateOptions,
} from './PartnerClient'
export type { PartnerClientOptions, HeadersOption } from './PartnerClientOptions'
export type { ReceiptsApi } from './createReceiptsApi'
export type { FilingReceipt } from './FilingReceipt'
export type { CallOptions, CallArgs, CallOperation, OutputOf } from './createTransport'
export { PartnerApiError, isPartnerApiError } from './PartnerApiError'
export type { PartnerApiErrorKind, PartnerApiErrorInit, FieldErrors } from './PartnerApiError'
export { generatePcid } from './generatePcid'
export { blobToBase64, fileExtension } from './base64'
export { parseFieldErrors } from './parseFieldErrors'
export { createBulkCreateRun } from './publicBulkCreateRun'
export { loadBulkCreateRun } from './loadBulkCreateRun'
export type {
  BulkChunk,
  BulkChunkStatus,
  BulkProgress,
  BulkResults,
  BulkRunState,
  BulkRunSnapshot,
  BulkCreateRun,
  BulkCreateRunOptions,
  BulkCreateFailureDetails,
  RetryFailedOptions,
} from './BulkCreateRun'
export { isOutcomeUnknown } from './publicIsOutcomeUnknown'
export { awaitWriteback } from './awaitWriteback'
export type { AwaitWritebackOptions, WritebackResult } from './awaitWriteback'
export { submittedValuesReflected } from './submittedValuesReflected'
export type { CancelProofFile } from './readCancelProof'
export type { RetryOptions } from './retryPolicy'
