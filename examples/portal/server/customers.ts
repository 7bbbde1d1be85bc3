// The portal's own users. A real portal has these in its database; the demo has two, each owning a
// few of the partner's companies, so switching between them shows the proxy's scoping: one customer
// never sees, nor can open, the other's companies and orders.
import { createPartnerClient, type Company } from 'filing-kit'
import type { Upstream } from './upstream'

export interface Customer {
  id: string
  name: string
  email: string
  /** Companies this customer may see and act on; `authorize` hands these to the proxy. */
  companyIds: string[]
  /** Formation and tax orders this customer created here (`onOrderCreated`). */
  orders: {
    orderGuid: string
    kind: 'formation' | 'tax'
    createdAt: string
    /** The business the order is for, as the customer typed it (read from the create's body). */
    businessName?: string | undefined
  }[]
}

/** How many of the partner's companies each demo customer gets. */
const COMPANIES_EACH = 3

const PEOPLE = [
  { id: 'dana', name: 'Dana Whitfield', email: 'dana@example.com' },
  { id: 'marcus', name: 'Marcus Oyelaran', email: 'marcus@example.com' },
] as const

/**
 * Splits the partner's first companies between the demo customers: the simulator's seeded ones, or
 * the real account's. The server reads the list once, with the token, before any customer signs in.
 */
export async function loadCustomers(upstream: Upstream): Promise<Map<string, Customer>> {
  const client = createPartnerClient({
    baseUrl: upstream.baseUrl,
    partnerId: upstream.partnerId,
    headers: { authorization: `Bearer ${upstream.token}` },
  })
  const companies: Company[] = await client.compliance.listCompanies()
  return new Map(
    PEOPLE.map((person, index) => [
      person.id,
      {
        ...person,
        companyIds: companyIdsOf(companies).slice(index * COMPANIES_EACH, (index + 1) * COMPANIES_EACH),
        orders: [],
      },
    ]),
  )
}

function companyIdsOf(companies: readonly Company[]): string[] {
  return companies.flatMap((company) => company.id ?? company.companyId ?? [])
}
