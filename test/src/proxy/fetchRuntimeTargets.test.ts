import { createRouteMatcher } from '../../../src/api/matchRoute'
import { routes } from '../../../src/api/routes'
import { BASE, COMPLIANCE, PARTNER_ID, SAME_ORIGIN, TOKEN, UPSTREAM, setup, visible } from './helpers'

// In Fetch mode (Next.js route handlers, Workers, Bun, Deno, `proxy(new Request(url))`) the runtime's
// WHATWG URL parser has resolved `..`, `%2e%2e` and `\` before the proxy sees `request.url`, and no
// runtime hands over the target as it was sent. The proxy cannot refuse what it cannot see (that
// 400 needs `toNodeListener`, see securitySuite). These tests pin what it does instead: the resolved
// path goes through every check an ordinary request does — basePath, the allowlist, the partnerId,
// the company and order scope — so a traversal reaches nothing a plain request could not.

const MINE = 'a0E5f000001MineAAA'
const THEIRS = 'a0E5f000001TheirsA'
const MY_ORDER = '8015f000001MineAAA'
const THEIR_ORDER = '8015f000001TheirsA'
const matchRoute = createRouteMatcher(routes)

describe('Fetch runtimes: dot segments arrive already resolved', () => {
  it('the platform parser resolves them before the proxy is called (why the proxy cannot answer 400)', () => {
    expect(new Request(`${COMPLIANCE}/alerts/%2e%2e/companies`).url).toBe(`${COMPLIANCE}/companies`)
    expect(new Request(`${BASE}/x/../v1/partners/${PARTNER_ID}/companies`).url).toBe(
      `${COMPLIANCE}/companies`,
    )
    expect(new Request(`${BASE}\\v1\\partners\\${PARTNER_ID}\\companies`).url).toBe(`${COMPLIANCE}/companies`)
  })

  it.each([
    ['…/alerts/%2e%2e/companies', `${COMPLIANCE}/alerts/%2e%2e/companies`],
    ['/api/partner/x/../v1/…', `${BASE}/x/../v1/partners/${PARTNER_ID}/companies`],
    ['…/alerts/.%2E/companies', `${COMPLIANCE}/alerts/.%2E/companies`],
    ['backslashes', `${BASE}\\v1\\partners\\${PARTNER_ID}\\companies`],
  ])(
    '%s is forwarded as the operation it resolves to (listCompanies), to that route only',
    async (_, url) => {
      const { proxy, upstream, logs } = setup()
      const response = await proxy(new Request(url))
      expect(response.status).toBe(200)
      expect(upstream.calls.map((call) => call.url)).toEqual([
        `${UPSTREAM}/v1/partners/${PARTNER_ID}/companies`,
      ])
      expect(logs[0]).toMatchObject({
        operation: 'compliance.listCompanies',
        path: `/v1/partners/${PARTNER_ID}/companies`,
      })
    },
  )

  it.each([
    {
      name: 'AUTH-6: a traversal into another partner',
      url: `${COMPLIANCE}/alerts/../../P999999/companies`,
      status: 403,
      errorKind: 'partner_mismatch',
    },
    {
      name: 'CMP-1: an encoded traversal into another partner',
      url: `${COMPLIANCE}/alerts/%2e%2e/%2e%2e/P999999/alerts`,
      status: 403,
      errorKind: 'partner_mismatch',
    },
    {
      name: 'a traversal out of basePath onto an allowed upstream path',
      url: `${BASE}/../../v1/partners/${PARTNER_ID}/companies`,
      status: 404,
      errorKind: 'not_found',
    },
    {
      name: 'a traversal to a path outside the route table',
      url: `${COMPLIANCE}/alerts/%2e%2e/%2e%2e/%2e%2e/admin`,
      status: 404,
      errorKind: 'not_found',
    },
    {
      name: 'a traversal onto another company of a restricted user',
      url: `${COMPLIANCE}/companies/${MINE}/%2e%2e/${THEIRS}`,
      status: 403,
      errorKind: 'company_forbidden',
    },
    {
      name: "a traversal onto another customer's order",
      url: `${BASE}/api/business-formation-v2/get-order/${MY_ORDER}/../${THEIR_ORDER}`,
      status: 403,
      errorKind: 'order_forbidden',
    },
    {
      name: "a traversal onto another customer's order cancellation",
      url: `${BASE}/api/business-formation/order-cancellation-v1/${MY_ORDER}/%2e%2e/${THEIR_ORDER}`,
      method: 'POST',
      status: 403,
      errorKind: 'order_forbidden',
    },
    {
      name: 'encoded slashes, which the parser leaves alone',
      url: `${COMPLIANCE}/companies/x/..%2f..%2fbulk`,
      status: 400,
      errorKind: 'bad_request',
    },
  ])('$name → $status after resolution, nothing sent', async ({ url, method, status, errorKind }) => {
    const authorize = () => ({ companyIds: [MINE], orderGuids: [MY_ORDER] })
    const { proxy, upstream, logs } = setup({ authorize })
    const response = await proxy(new Request(url, { method, headers: SAME_ORIGIN }))
    expect(response.status).toBe(status)
    expect(await visible(response)).not.toContain(TOKEN)
    expect(upstream.calls).toHaveLength(0)
    expect(logs[0]?.errorKind).toBe(errorKind)
  })

  it('whatever a traversal resolves to, the proxy forwards exactly that allowed route of our partner, or nothing', async () => {
    const { proxy, upstream } = setup()
    const segments = ['..', '%2e%2e', '.%2e', '%2E.', '.']
    const tails = [
      'companies',
      'companies/bulk',
      'alerts',
      `partners/${PARTNER_ID}/companies`,
      `v1/partners/${PARTNER_ID}/companies`,
      'v1/partners/P999999/companies',
      'api/business-formation-v2/package',
      'admin',
      'etc/passwd',
    ]
    const starts = [COMPLIANCE, `${COMPLIANCE}/alerts`, BASE, `${BASE}/api/business-formation-v2`]
    const basePath = new URL(BASE).pathname
    let forwarded = 0
    for (const start of starts)
      for (const segment of segments)
        for (const depth of [1, 2, 3, 4])
          for (const tail of tails) {
            const target = `${start}/${Array(depth).fill(segment).join('/')}/${tail}`
            // What the platform hands the proxy, and what the route table says of it: the model.
            const resolved = new URL(target).pathname
            const below = resolved.startsWith(`${basePath}/`) ? resolved.slice(basePath.length) : undefined
            const allowed =
              below !== undefined &&
              matchRoute('GET', below).kind === 'match' &&
              (!below.startsWith('/v1/partners/') || below.split('/')[3] === PARTNER_ID)
            const before = upstream.calls.length
            const response = await proxy(new Request(target))
            if (allowed) {
              forwarded += 1
              expect(upstream.calls.length, target).toBe(before + 1)
              expect(upstream.calls.at(-1)!.url, target).toBe(`${UPSTREAM}${below}`)
            } else {
              expect(upstream.calls.length, target).toBe(before)
              expect(response.status, target).toBeGreaterThanOrEqual(400)
            }
          }
    // Both branches are exercised: some traversals land on allowed routes, most do not.
    expect(forwarded).toBeGreaterThan(10)
    expect(forwarded).toBeLessThan(720)
  })
})
