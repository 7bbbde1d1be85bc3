import { createPartnerClient, isPartnerApiError, type CompanyInput } from '../../../src/index'
import { BASE_URL, setup } from './setup'

// Large answers (until issue 23 a route's schema was compiled with zod's compiler after one of 256 Ki
// characters; now every answer takes the generated check, or zod for what it leaves): whatever path
// an answer takes, the caller must see the same thing, on the first call and on every later one.
const LARGE_BODY = 256 * 1024

const companies = (count: number): CompanyInput[] =>
  Array.from({ length: count }, (_, index) => ({
    name: `Large Body Holdings ${index} LLC`,
    ein: '12-3456789',
    homeState: 'TX',
    businessDescription: 'A company with enough words in its description to make the list large',
    website: `https://large-${index}.example.com`,
    businessAddress: { street: `${index} Main St`, city: 'Austin', state: 'TX', zip: '73301' },
  }))

describe('large answers', () => {
  it('GEN-4: a large company list reads the same on every call, unknown members kept', async () => {
    const { client } = setup()
    await client.compliance.bulkCreateCompanies(companies(1200))
    const first = await client.compliance.listCompanies()
    expect(JSON.stringify(first).length).toBeGreaterThan(LARGE_BODY)
    const later = [await client.compliance.listCompanies(), await client.compliance.listCompanies()]
    for (const answer of later) expect(answer).toEqual(first)
    expect(first.filter((company) => company.name?.startsWith('Large Body Holdings'))).toHaveLength(1200)
    // Members our schema does not name survive both paths (GEN-4).
    const extra = Object.keys(first[0]!).filter((key) => !['id', 'companyId', 'name'].includes(key))
    expect(extra.length).toBeGreaterThan(0)
  })

  it('GEN-4: a malformed record in a large list is the same contract error on every call, naming the record', async () => {
    const { sim, partner } = setup()
    const viaProxy = sim.viaProxy()
    // The service answers one record with a number for a name: the client must refuse the list.
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await viaProxy(new Request(input, init))
      if (!new URL(new Request(input, init).url).pathname.endsWith('/companies')) return response
      const body = (await response.json()) as { data: Record<string, unknown>[] }
      body.data[700] = { ...body.data[700], name: 42 }
      return Response.json(body, { status: response.status })
    }
    const client = createPartnerClient({ baseUrl: BASE_URL, partnerId: partner.partnerId, fetch })
    await client.compliance.bulkCreateCompanies(companies(1200))
    const failures: unknown[] = []
    for (let call = 0; call < 3; call += 1) {
      failures.push(
        await client.compliance.listCompanies().then(
          () => 'resolved',
          (error: unknown) => error,
        ),
      )
    }
    for (const failure of failures) {
      if (!isPartnerApiError(failure)) throw new Error(`expected a PartnerApiError, got ${String(failure)}`)
      expect(failure.kind).toBe('contract')
      expect(failure.issues).toEqual(['700.name: Invalid input: expected string, received number'])
    }
  })
})
