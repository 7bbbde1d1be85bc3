import type { OperationName, RouteOverrides } from '../api'
import type { FieldValue } from '../schemas'

/** Deviations of the real service that a client must survive, each switchable (GEN-2, BF-8, facts). */
export interface SimulatorQuirks {
  /** Bodies are a JSON string holding JSON, so a client decodes twice (GEN-2). Every JSON body. */
  doubleEncoded?: boolean
  /** JSON bodies come as `text/plain` (GEN-2). */
  textPlain?: boolean
  /** Formation and Tax bodies write `statusCode` as a string, e.g. `"200"` (facts). */
  stringStatusCode?: boolean
  /** Formation and Tax success bodies carry a `statusCode` other than the HTTP status: 201 ↔ 200 (BF-8). */
  mismatchedStatusCode?: boolean
  /** Packages under `value` and the order summary under `order`, as the facts saw, instead of `data`. */
  valueOrderEnvelopes?: boolean
}

/** Injected failures. */
export interface SimulatorFaults {
  /** Share of requests (0–1) answered with a 5xx; which ones is deterministic from the seed. */
  errorRate?: number
  /** Status of those failures; 500 by default. */
  errorStatus?: number
  /** Limit `errorRate` to these operations; all by default. */
  operations?: readonly OperationName[]
}

export type SimulatorEnvironment = 'production' | 'staging'

export interface PartnerSimulatorOptions {
  /** Seed of every generated record, id and token; the same seed gives the same service. Default 1. */
  seed?: number
  /** Wall clock in ms; `Date.now` by default (Vitest fake timers move it). `advance()` adds to it. */
  now?: () => number
  /** Which token family authenticates (AUTH-3). Default `production`. */
  environment?: SimulatorEnvironment
  /** Latency of every answer: fixed ms or a `[min, max]` range drawn from the seed. Default 0. */
  latencyMs?: number | readonly [number, number]
  /** Extra latency per record of a bulk create (CMP-5). Default 0. */
  bulkLatencyPerRecordMs?: number
  faults?: SimulatorFaults
  quirks?: SimulatorQuirks
  /** Delay between a compliance submit and its values reaching the company (CMP-11). Default 3000. */
  writebackDelayMs?: number
  /** Time a formation or tax order spends in each step of its lifecycle. Default one hour. */
  phaseDurationMs?: number
  /**
   * Share (0–1) of created formation orders that stop at a signature RFI on their way. Default 0.25.
   * When it is strictly between 0 and 1, half as many of the others stop at a data RFI instead.
   */
  formationRfiRate?: number
  /** Path overrides, as the client and proxy take them (BF-11, BF-12). */
  routes?: RouteOverrides
  /**
   * Every such period of simulated time after the start, a share of companies (`newAlertRate`) gets
   * a new open alert, due 20–120 days later. Default 30 days.
   */
  newAlertCycleMs?: number
  /** Share (0–1) of companies that get a new alert per `newAlertCycleMs`; 0 turns it off. Default 0.1. */
  newAlertRate?: number
}

/** The tokens the simulator recognises. */
export interface SimulatorTokens {
  /** All products, valid when `environment` is `production`. */
  production: string
  /** All products, valid when `environment` is `staging`; 401 on a production simulator (AUTH-3). */
  staging: string
  /** Formation only: 403 on Tax and Compliance (AUTH-4). */
  formationOnly: string
  /** Tax Registration only: 403 on Formation and Compliance. */
  taxOnly: string
  /** Compliance only: 403 on Formation and Tax. */
  complianceOnly: string
  /** A rotated-out token: always 401. */
  revoked: string
}

/** A seeded partner account. */
export interface SimulatorPartner {
  /** Account PID, carried in Compliance paths. */
  partnerId: string
  /** Static partner id carried in Formation and Tax bodies. */
  apiUserPid: string
  name: string
}

export interface BusinessAddressRecord {
  street?: string
  street2?: string
  city?: string
  state?: string
  zip?: string
  country?: string
  phone?: string
  email?: string
}

export interface CompanyRecord {
  id: string
  partnerId: string
  name: string
  formationDate?: string
  type?: string
  ein?: string
  filingnumber?: string
  homeState?: string
  businessDescription?: string
  buisnessCategory?: string
  website?: string
  businessAddress?: BusinessAddressRecord
  PCID: string | null
  status: string
  /** Every value written back from a compliance submit, by `Section.Field`. */
  complianceValues: Record<string, FieldValue>
}

export interface FormDefinitionRecord {
  formDefinitionId: string
  formDefinitionName: string
  formTitle: string
  statePicklist: string
  version: string
  sections: Record<string, Record<string, FieldValue>>
  /** `Section.Field` paths that submit requires (CMP-10). Internal: the service does not publish them. */
  required: string[]
}

export interface AlertProductRecord {
  id: string
  productName: string
  productFamily: string
  price: number
  quantity: number
  productDisplayType: string
  formioId: string | null
}

export interface AlertRecord {
  id: string
  partnerId: string
  companyId: string
  /** `Annual Report`, `Registered Agent`, `BOI Report`, `Franchise Tax`. */
  alertType: string
  serviceCategory: string
  name: string
  description: string
  alertBody: string
  state: string
  closeDate: string
  oppDueDate: string
  alertActualDueDate: string
  productPackageId: string
  stageName: string
  open: boolean
  forms: { formDataId: string; formDefinitions: FormDefinitionRecord[] }[]
  products: AlertProductRecord[]
  /** Submitted forms, as received (CMP-9: stored at once). */
  submissions: { at: number; complianceForms: unknown }[]
}

export type SubscriptionStatus = 'Active' | 'Ready for Review' | 'Cancelled'

export interface SubscriptionRecord {
  id: string
  partnerId: string
  entityId: string
  state: string
  renewalType: 'Auto Renewal' | 'Manual'
  startDate: string
  endDate: string
  orderId: string
  serviceCategory: string
  autoRenewDate: string | null
  status: SubscriptionStatus
  /** The Registered Agent replacement proof, once sent (CMP-15). */
  cancellationProof?: { title: string; extension: string; size: number }
}

/** One step of an order's lifecycle; `hold` steps wait for an answer (RFI) or forever. */
export interface LifecycleStep {
  phase: string
  status: string
  hold?: 'rfi' | 'client'
}

export interface OrderTimeline {
  steps: LifecycleStep[]
  index: number
  /** Simulated time the current step started. */
  since: number
}

export interface FormationOrderRecord {
  orderGuid: string
  partnerId: string
  createdAt: number
  orderNumber: string
  /** The submitted `partnerOrder`, as echoed (formats converted the service's way). */
  echo: Record<string, unknown>
  timeline: OrderTimeline
  filingType: 'Standard' | 'Express' | '24-Hour Rush'
  filedDate: string | null
  formedEntityId: string
  products: { name: string; price: number }[]
  orderTotal: number
  documents: {
    fileName: string
    extension: string
    contentType: string
    documentType: string
    base64: string
  }[]
  /** RFI answers received through update-order. */
  updates: Record<string, unknown>[]
}

export interface TaxStateAccount {
  state: string
  accountType: string
  agencyName: string
  accountNumber: string
  rate: number
}

export interface TaxOrderRecord {
  orderGuid: string
  partnerId: string
  createdAt: number
  timeline: OrderTimeline
  accounts: TaxStateAccount[]
}

/** A compliance submit waiting for its writeback to the company (CMP-11). */
export interface PendingWriteback {
  applyAt: number
  companyId: string
  values: Record<string, FieldValue>
}

/** Everything the simulator holds; `sim.state` exposes it for tests. */
export interface SimulatorState {
  partners: SimulatorPartner[]
  companies: Map<string, CompanyRecord>
  alerts: Map<string, AlertRecord>
  subscriptions: Map<string, SubscriptionRecord>
  formationOrders: Map<string, FormationOrderRecord>
  taxOrders: Map<string, TaxOrderRecord>
  pendingWritebacks: PendingWriteback[]
}
