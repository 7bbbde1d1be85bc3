// The token-holding proxy, mounted at /api/partner: the only way the browser reaches the service.
// `authorize` is where the portal's own users meet the partner's account: a signed-in customer is
// scoped to their companies and orders, so the proxy refuses anything else (403) and filters lists.
import {
  createPartnerProxy,
  type AuthorizeResult,
  type FilingKitStore,
  type PartnerProxy,
} from 'filing-kit/proxy'
import type { Customer } from './customers'
import type { Sessions } from './sessions'
import type { Upstream } from './upstream'

export const PROXY_BASE_PATH = '/api/partner'

export function portalProxy(
  upstream: Upstream,
  customers: ReadonlyMap<string, Customer>,
  sessions: Sessions,
  log: (line: string) => void,
  // Where exactly-once records and receipts live: Redis with REDIS_URL (see startPortal), else memory.
  store?: FilingKitStore,
  /** Each new order, with its customer: the portal's watcher follows it from then on. */
  onOrder?: (customerId: string, orderGuid: string, kind: 'formation' | 'tax') => void,
): PartnerProxy {
  const customerOf = (request: Request) => customers.get(sessions.customerOf(request) ?? '')
  // The business each order-creating request is for, read before the proxy consumes the body:
  // `onOrderCreated` gives the request, not its body, and "Your orders" lists orders by business.
  const businessNames = new WeakMap<Request, string>()

  const authorize = ({ request }: { request: Request }): AuthorizeResult => {
    const customer = customerOf(request)
    if (!customer) return { status: 401, message: 'Sign in to the portal first.' }
    return {
      // Whose writes and receipts these are: "Your filings" lists this customer's alone.
      owner: sessions.customerOf(request)!,
      companyIds: customer.companyIds,
      orderGuids: customer.orders.map((order) => order.orderGuid),
    }
  }

  const proxy = createPartnerProxy({
    upstream: upstream.baseUrl,
    token: upstream.token,
    partnerId: upstream.partnerId,
    apiUserPid: upstream.apiUserPid,
    basePath: PROXY_BASE_PATH,
    ...(store ? { store } : {}),
    authorize,
    // Awaited before the answer leaves, so the customer's very next read of the order is allowed.
    onOrderCreated: ({ request, operation, orderGuid }) => {
      const customer = customerOf(request)
      const kind = operation === 'taxRegistration.createOrder' ? 'tax' : 'formation'
      customer?.orders.push({
        orderGuid,
        kind,
        createdAt: new Date().toISOString(),
        businessName: businessNames.get(request),
      })
      if (customer) onOrder?.(customer.id, orderGuid, kind)
    },
    // One line per request, already redacted by the proxy (no token, no EINs, no file contents).
    onLog: (record) =>
      log(`${record.method} ${record.path ?? '(refused path)'} → ${record.status} ${record.durationMs} ms`),
  })

  // The proxy has a hook for new orders but none for new companies, so the portal reads the answer
  // of a company create (one or bulk) itself and gives the new companies to the customer who made them.
  return async (request) => {
    // Only for a caller `authorize` lets in: the proxy reads nothing of a refused caller's body, and
    // neither may this wrapper (an anonymous caller would otherwise make it read 64 KiB for free).
    const allowed = !isRefusal(authorize({ request }))
    const name = allowed ? await businessNameOf(request) : undefined
    if (name) businessNames.set(request, name)
    const response = await proxy(request)
    const customer = customerOf(request)
    if (!customer || request.method !== 'POST' || !response.ok) return response
    const path = new URL(request.url).pathname
    if (!/\/companies(\/bulk)?$/.test(path)) return response
    const text = await response.text()
    customer.companyIds.push(...createdCompanyIds(text))
    return new Response(text, response)
  }
}

const isRefusal = (verdict: AuthorizeResult) =>
  verdict === false || (typeof verdict === 'object' && 'status' in verdict)

/** Order creates: formation's `create-order`, tax registration's path with its trailing slash. */
const ORDER_CREATE = /\/(create-order|tax-reg-50states\/)$/
/** Create bodies are a few kB; anything larger (or of unknown length) is left to the proxy's limits. */
const NAME_READ_LIMIT = 64 * 1024

/** The business an order create is for: formation's desired company name, tax's legal name. */
async function businessNameOf(request: Request): Promise<string | undefined> {
  const length = Number(request.headers.get('content-length') ?? NaN)
  if (request.method !== 'POST' || !ORDER_CREATE.test(new URL(request.url).pathname)) return undefined
  if (!(length > 0 && length <= NAME_READ_LIMIT)) return undefined
  try {
    const order = ((await request.clone().json()) as { partnerOrder?: Record<string, unknown> }).partnerOrder
    const info = (order?.companyInfo ?? order?.businessDetails) as
      { companyDesiredName?: unknown; legalName?: unknown } | undefined
    const name = info?.companyDesiredName ?? info?.legalName
    return typeof name === 'string' && name.trim() ? name.trim().slice(0, 200) : undefined
  } catch {
    return undefined
  }
}

/** `companyId`s in a create answer, `{ data: { companyId } }` or `{ data: [{ companyId }, …] }`. */
function createdCompanyIds(text: string): string[] {
  try {
    let body: unknown = JSON.parse(text)
    if (typeof body === 'string') body = JSON.parse(body) // the service may encode twice (GEN-2)
    const data = (body as { data?: unknown }).data
    return (Array.isArray(data) ? data : [data]).flatMap((item) =>
      typeof (item as { companyId?: unknown })?.companyId === 'string'
        ? [(item as { companyId: string }).companyId]
        : [],
    )
  } catch {
    return []
  }
}
