export { createPartnerClient } from './createPartnerClient'
export type {
  PartnerClient,
  ComplianceApi,
  FormationApi,
  TaxRegistrationApi,
  PackagesParams,
  UploadDocumentFile,
  RenewSubscriptionRequest,
} from './PartnerClient'
export type { PartnerClientOptions, HeadersOption } from './PartnerClientOptions'
export type { CallOptions, CallArgs, CallOperation, OutputOf } from './createTransport'
export { PartnerApiError, isPartnerApiError } from './PartnerApiError'
export type { PartnerApiErrorKind, PartnerApiErrorInit, FieldErrors } from './PartnerApiError'
export { generatePcid } from './generatePcid'
export { blobToBase64, fileExtension } from './base64'
export { parseFieldErrors } from './fieldErrors'
export { shiftBulkError } from './bulkCreateInChunks'
export type { BulkCreateOptions, BulkCreateFailureDetails } from './bulkCreateInChunks'
export type { RetryOptions } from './retryPolicy'
