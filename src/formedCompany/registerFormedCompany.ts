import type { CallOptions, PartnerClient } from '../client/index'
import type { CompanyInput } from '../schemas/compliance'
import type { FormationOrder } from '../schemas/formationAnswers'
import { formedCompanyInput } from './formedCompanyInput'

// A company formed through a formation order is the owner's: Compliance should track it (annual
// reports, the registered agent's renewal…), but nothing in the service links the two. Registering it
// is the partner's job, once: the order's id goes as the company's PCID, and a company already carrying
// it is the one registered before (by this tab, another one, another device or a server's watcher).
// The service does not enforce PCID uniqueness (spec section 8): two registrations racing in two
// processes can still both create; within one client, a registration in flight is shared.

/** What `registerFormedCompany` did: the Compliance company, and whether this call created it. */
export interface FormedCompanyRegistration {
  companyId: string
  /** `false`: a company with the order's id as its PCID was there already. */
  created: boolean
}

/** What a registration uses of the client: the two Compliance calls. */
export type FormedCompanyClient = {
  compliance: Pick<PartnerClient['compliance'], 'listCompanies' | 'createCompany'>
}

const inFlight = new WeakMap<object, Map<string, Promise<FormedCompanyRegistration>>>()

/**
 * Registers the company a completed formation order formed for compliance tracking (CMP-3), exactly
 * once per order: with the formed entity's name, state, formation (filed) date and filing number (the
 * state's entity number), `PCID` = the order's id. Reads the companies first and returns the one whose
 * `PCID` is the order's id if there is one. Resolves `null` (and sends nothing) while the order is not
 * `Complete`, or when it names no company. Needs the Compliance product on the token; a refusal rejects
 * with the client's `PartnerApiError`. `orderGuid` defaults to the order's own (get-order may read it
 * null: keep the id from create).
 * @example
 * const order = await client.formation.getOrder(orderGuid)
 * const registered = await registerFormedCompany(client, order, { orderGuid })
 */
export function registerFormedCompany(
  client: FormedCompanyClient,
  order: FormationOrder,
  { orderGuid = order.orderGuid ?? '', ...options }: CallOptions & { orderGuid?: string } = {},
): Promise<FormedCompanyRegistration | null> {
  if (order.orderPhase !== 'Complete' || !orderGuid) return Promise.resolve(null)
  const input = formedCompanyInput(order, orderGuid)
  if (!input) return Promise.resolve(null)
  return registerCompanyOnce(client, { ...input, PCID: orderGuid }, options)
}

/**
 * The registration itself, from the company input (`formedCompanyInput`): the company carrying its
 * PCID if there is one, else a new one. For a caller that keeps the input rather than the order (the
 * watcher stores it with the completed order's events, and registers after a crash from the record).
 */
export function registerCompanyOnce(
  client: FormedCompanyClient,
  input: CompanyInput & { PCID: string },
  options: CallOptions = {},
): Promise<FormedCompanyRegistration> {
  const pcid = input.PCID
  const running = inFlight.get(client) ?? new Map<string, Promise<FormedCompanyRegistration>>()
  inFlight.set(client, running)
  const already = running.get(pcid)
  if (already) return already
  const registration = (async () => {
    const companies = await client.compliance.listCompanies(options)
    const known = companies.find((company) => company.PCID === pcid)
    const knownId = known?.companyId ?? known?.id
    if (knownId) return { companyId: knownId, created: false }
    const created = await client.compliance.createCompany(input, options)
    return { companyId: created.companyId, created: true }
  })().finally(() => running.delete(pcid))
  running.set(pcid, registration)
  return registration
}
