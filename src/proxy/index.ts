// `filing-kit/proxy`: the token-holding proxy, for the partner's server only (spec section 5).
export { createPartnerProxy } from './createPartnerProxy'
export { toNodeListener } from './toNodeListener'
export { DEFAULT_MAX_BODY_BYTES } from './readJsonBody'
export { MAX_BULK_RECORDS } from './readRequestBody'
export { ORDER_UNRECORDED_HEADER } from './reportCreatedOrder'
export { DEFAULT_MAX_DOWNLOAD_BYTES, DEFAULT_MAX_RESPONSE_BYTES } from './relayResponse'
export { createMemoryStore } from '../store/createMemoryStore'
export type { MemoryStoreOptions } from '../store/createMemoryStore'
export type { FilingKitStore, StoredEntry, TakeResult, TokenBucket } from '../store/types'
export type {
  AuthorizeContext,
  AuthorizeResult,
  PartnerProxy,
  PartnerProxyOptions,
  ProxyErrorKind,
  ProxyLogRecord,
  OrderCreatedEvent,
  OrderCreatingOperation,
  TokenSource,
} from './types'
export type { NodeListener } from './toNodeListener'
export type { OperationName, RouteOverrides } from '../api/routes'
