import type { Product } from '../api/routeTypes'
import type { EnvironmentGuess } from './environmentHints'

/** What `runDoctor` checks, as a partner's back end holds it (the environment, for the CLI). */
export interface DoctorOptions {
  /** The service's base address, e.g. `PARTNER_API_BASE_URL`. */
  baseUrl: string
  /** The API token, e.g. `PARTNER_API_TOKEN`. Sent to `baseUrl` only; never in the report. */
  token: string
  /** The Compliance account PID, e.g. `PARTNER_ID`; without it the Compliance check is skipped. */
  partnerId?: string
  /** `PARTNER_API_USER_PID`; only checked for presence (no read carries it). */
  apiUserPid?: string
  /** The environment the partner means to reach; read from the host when absent. */
  environment?: 'production' | 'staging'
  /** The staging base address: on a 401 everywhere, the token is tried there to tell AUTH-3 apart. */
  stagingBaseUrl?: string
  /** Products to check; all three by default. */
  products?: readonly Product[]
  /** Injection point for tests; the global fetch by default. */
  fetch?: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>
  /** Time-out of each request, in ms. Default 15 000. */
  timeoutMs?: number
}

/**
 * One product's verdict:
 * - `fine`: the token is accepted and entitled, and the answer fits our schema;
 * - `drift`: accepted and entitled, but the answer breaks our schema (see `drift`);
 * - `unauthorized` 401: the token is not accepted; `forbidden` 403: accepted, not entitled (AUTH-4);
 * - `failed`: anything else (unreachable, time-out, 5xx, an unknown partnerId…);
 * - `skipped`: not asked for, or not checkable (no `PARTNER_ID` for Compliance).
 */
export type ProductStatus = 'fine' | 'drift' | 'unauthorized' | 'forbidden' | 'failed' | 'skipped'

export interface ProductCheck {
  readonly product: Product
  /** The route table operation called, e.g. `formation.getPackages`. */
  readonly operation: string
  /** Method and path as sent, without the host, e.g. `GET /api/business-formation-v2/package?…`. */
  readonly request: string
  readonly status: ProductStatus
  /** HTTP status of the answer, when there was one. */
  readonly httpStatus?: number
  /** One sentence for a person. */
  readonly detail: string
}

/** A difference between a live answer and our schema. */
export interface DriftItem {
  readonly product: Product
  readonly operation: string
  /** `error`: a member we need is missing or of another type (a contract error); `info`: a member we do not know. */
  readonly level: 'error' | 'info'
  /** Where, e.g. `packageCollection[].productPackages[].price`. */
  readonly path: string
  readonly message: string
}

/** Why every product answered 401, as far as the answers allow to say (AUTH-3). */
export interface EnvironmentMismatch {
  /**
   * - `confirmed`: the token is accepted on the staging base address and refused here;
   * - `likely`: the token's wording names the other environment than the host's;
   * - `possible`: nothing tells a wrong-environment token from an invalid or revoked one;
   * - `unlikely`: the staging base address refuses it too, so the token itself is wrong.
   */
  readonly verdict: 'confirmed' | 'likely' | 'possible' | 'unlikely'
  readonly message: string
}

export interface DoctorReport {
  /** True when every product asked for is `fine`. Unknown members (`info` drift) do not count. */
  readonly ok: boolean
  /** The base address's origin, e.g. `https://api.example.com` (never the token). */
  readonly origin: string
  readonly environment: {
    /** The environment aimed at, and where that was read from. */
    readonly expected: EnvironmentGuess
    readonly source: 'option' | 'host'
    /** What the token's wording suggests (a hint; the spec gives no token format). */
    readonly tokenHint: EnvironmentGuess
  }
  readonly products: readonly ProductCheck[]
  readonly drift: readonly DriftItem[]
  /** Set when every checked product answered 401. */
  readonly environmentMismatch?: EnvironmentMismatch
  /** Configuration remarks: a `Bearer ` prefix in the token, plain http to a public host… */
  readonly notes: readonly string[]
}
