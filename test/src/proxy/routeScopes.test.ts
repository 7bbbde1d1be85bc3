import * as z from 'zod'
import { buildPath } from '../../../src/api/matchRoute'
import { routes, type OperationName } from '../../../src/api/routes'
import type { RouteDefinition, RouteScope } from '../../../src/api/routeTypes'
import { proxyFor } from '../../../src/proxy/createPartnerProxy'
import { declaredScope } from '../../../src/proxy/declaredScope'
import { resolveOptions } from '../../../src/proxy/resolveOptions'
import { schemaNode, type SchemaNode } from '../../../src/schemas/schemaNode'
import type { AuthorizeResult, OrderCreatingOperation, ProxyLogRecord } from '../../../src/proxy'
import {
  API_USER_PID,
  BASE,
  COMPLIANCE,
  PARTNER_ID,
  TOKEN,
  UPSTREAM,
  countingUpstream,
  visible,
  type UpstreamCall,
  SAME_ORIGIN,
} from './helpers'
import { formationOrderInput, taxRegistrationInput } from '../../support/fixtures'

// Every per-route rule for a restricted user lives in the route table (`scope`), and the proxy
// fails closed: a route whose scope is missing, or that it cannot apply, gives such a user nothing.

const MINE = 'a0E000000000MINE01'
const THEIRS = 'a0E00000000THEIRS1'
const MY_ORDER = '801000000000MINE01'
const PACKAGE = { id: 'pkg-basic', price: 99, productOptions: [] }
const RESTRICTED: AuthorizeResult = { companyIds: [MINE], orderGuids: [MY_ORDER] }

type Table = Record<string, RouteDefinition>
const table = routes as unknown as Readonly<Record<OperationName, RouteDefinition>>
const everyRoute = Object.entries(table) as [OperationName, RouteDefinition][]

/** A proxy over a route table of the test's making: the seam is the resolved options' tables. */
function proxyOver(
  custom: Table,
  authorize: () => AuthorizeResult,
  respond?: (call: UpstreamCall) => Response,
) {
  const upstream = countingUpstream(respond)
  const logs: ProxyLogRecord[] = []
  const config = resolveOptions({
    upstream: UPSTREAM,
    token: TOKEN,
    partnerId: PARTNER_ID,
    apiUserPid: API_USER_PID,
    basePath: '/api/partner',
    fetch: upstream.fetch,
    authorize,
    onLog: (record) => {
      logs.push(record)
    },
  })
  const tables = custom as Record<OperationName, RouteDefinition>
  return { proxy: proxyFor({ ...config, table: tables, fullTable: tables }), upstream, logs }
}

/** A request any route accepts, naming the user's own company and order wherever it names one. */
function requestFor(route: RouteDefinition): Request {
  const value = (name: string) =>
    name === 'partnerId' ? PARTNER_ID : name.toLowerCase().includes('order') ? MY_ORDER : MINE
  const params = Object.fromEntries(route.pathParams.map((name) => [name, value(name)]))
  const query = route.queryParams.map((name) => `${name}=${value(name)}`).join('&')
  const url = `${BASE}${buildPath(route.path, params)}${query ? `?${query}` : ''}`
  if (!route.request) return new Request(url, { method: route.method, headers: SAME_ORIGIN })
  // A body that fits the route's schema (the proxy checks it before forwarding), naming the user's
  // own company and order where the route's scope reads one from the body.
  const bodies: Partial<Record<string, unknown>> = {
    'compliance.createCompany': { name: 'Acme' },
    'compliance.bulkCreateCompanies': [{ name: 'Acme' }],
    'compliance.submitAlertForms': {
      complianceForms: [{ formDataId: 'fd1', formDefinitions: [{ formDefinitionId: 'def1', sections: {} }] }],
    },
    'compliance.renewSubscription': { id: value('id'), entityId: MINE },
    'compliance.cancelSubscription': {},
    'formation.createOrder': { partnerOrder: formationOrderInput(PACKAGE) },
    'formation.updateOrder': { contact: { contactPhone: '2055550100' } },
    'formation.uploadDocument': { orderGuid: MY_ORDER, fileName: 'a', extension: 'pdf', base64: 'QUJD' },
    'taxRegistration.createOrder': { partnerOrder: taxRegistrationInput() },
  }
  const body = bodies[route.operation]
  if (body === undefined) throw new Error(`no test body for ${route.operation}`)
  return new Request(url, {
    method: route.method,
    headers: { 'content-type': 'application/json', ...SAME_ORIGIN },
    body: JSON.stringify(body),
  })
}

const withScope = (scope: unknown): Table =>
  Object.fromEntries(everyRoute.map(([name, route]) => [name, { ...route, scope } as RouteDefinition]))

describe('route scopes: a restricted user gets nothing from a route whose scope is undeclared', () => {
  it.each(everyRoute.map(([operation]) => operation))(
    '%s without a scope: 403 scope_undeclared for a restricted user, nothing sent, no token',
    async (operation) => {
      const { proxy, upstream, logs } = proxyOver(withScope(undefined), () => RESTRICTED)
      const response = await proxy(requestFor(table[operation]))
      expect(response.status).toBe(403)
      const seen = await visible(response)
      expect(seen).toContain('"message":"This operation is not available to you"')
      expect(seen).not.toContain(TOKEN)
      expect(upstream.calls).toHaveLength(0)
      expect(logs).toEqual([
        expect.objectContaining({ operation, status: 403, errorKind: 'scope_undeclared' }),
      ])
    },
  )

  it.each(everyRoute.map(([operation]) => operation))(
    '%s with a scope kind this proxy does not know: refused the same way',
    async (operation) => {
      const { proxy, upstream } = proxyOver(withScope({ kind: 'companyFeed' }), () => RESTRICTED)
      expect((await proxy(requestFor(table[operation]))).status).toBe(403)
      expect(upstream.calls).toHaveLength(0)
    },
  )

  it.each(everyRoute.map(([operation]) => operation))(
    '%s with its declared scope: the same request is not refused for want of one',
    async (operation) => {
      const { proxy, logs } = proxyOver(table, () => RESTRICTED)
      await proxy(requestFor(table[operation]))
      expect(logs[0]?.errorKind).not.toBe('scope_undeclared')
    },
  )

  it('an unrestricted user still reaches a route without a scope: the scope binds restricted users only', async () => {
    const { proxy, upstream } = proxyOver(withScope(undefined), () => true)
    // Not the upload: without its declared scope no body member is the checked order id, so the
    // proxy removes its orderGuid (see prepareBody) and the schema then misses it (400).
    const reached = everyRoute.filter(([operation]) => operation !== 'formation.uploadDocument')
    for (const [, route] of reached) expect((await proxy(requestFor(route))).status).toBe(200)
    expect(upstream.calls).toHaveLength(reached.length)
  })
})

describe('route scopes: a new route added to the table without a scope', () => {
  /** A Compliance list the service might add tomorrow, as a route author might forget to scope it. */
  const { scope: _scope, ...listAlerts } = routes['compliance.listAlerts']
  const listFilings = {
    ...listAlerts,
    operation: 'compliance.listFilings',
    path: '/v1/partners/{partnerId}/filings',
    envelope: 'data',
    response: z.array(z.looseObject({ id: z.string(), entityId: z.string() })),
    summary: 'List filings',
  } as const
  const extended = { ...table, 'compliance.listFilings': listFilings } as unknown as Table
  const filings = () =>
    Response.json({
      statusCode: 200,
      data: [
        { id: 'f1', entityId: MINE },
        { id: 'f2', entityId: THEIRS },
      ],
    })

  it('cannot be written in TypeScript: scope is required', () => {
    // @ts-expect-error: a route without a scope does not type-check, so its author must decide one.
    const unscoped: RouteDefinition = listFilings
    expect(unscoped).not.toHaveProperty('scope')
  })

  it('gives a company-restricted user nothing: 403 before the upstream, no company of anyone', async () => {
    const { proxy, upstream, logs } = proxyOver(extended, () => ({ companyIds: [MINE] }), filings)
    const response = await proxy(new Request(`${COMPLIANCE}/filings`))
    expect(response.status).toBe(403)
    const seen = await visible(response)
    expect(seen).not.toContain(THEIRS)
    expect(seen).not.toContain(MINE)
    expect(upstream.calls).toHaveLength(0)
    expect(logs[0]).toMatchObject({ operation: 'compliance.listFilings', errorKind: 'scope_undeclared' })
    // Filtering by one's own company does not open it either.
    expect((await proxy(new Request(`${COMPLIANCE}/filings?companyId=${MINE}`))).status).toBe(403)
    expect(upstream.calls).toHaveLength(0)
  })

  it('is forwarded whole to an unrestricted user, as every table route is', async () => {
    const { proxy } = proxyOver(extended, () => true, filings)
    const body = await (await proxy(new Request(`${COMPLIANCE}/filings`))).json()
    expect(body.data).toHaveLength(2)
  })

  it('once declared a companyList, it is filtered to the user’s companies', async () => {
    const scope: RouteScope = { kind: 'companyList', list: { items: [], companyKeys: ['entityId'] } }
    const declared = { ...extended, 'compliance.listFilings': { ...listFilings, scope } } as Table
    const { proxy } = proxyOver(declared, () => ({ companyIds: [MINE] }), filings)
    const body = await (await proxy(new Request(`${COMPLIANCE}/filings`))).json()
    expect(body.data).toEqual([{ id: 'f1', entityId: MINE }])
  })

  it('an ownedWrite whose owner read is not in the table cannot be applied: 403, nothing sent', async () => {
    const cancel = routes['compliance.cancelSubscription']
    const broken = {
      ...table,
      'compliance.cancelSubscription': {
        ...cancel,
        scope: { kind: 'ownedWrite', ownerRead: 'compliance.nope' },
      },
    } as Table
    const { proxy, upstream, logs } = proxyOver(broken, () => ({ companyIds: [MINE] }))
    const response = await proxy(requestFor(cancel))
    expect(response.status).toBe(403)
    expect(upstream.calls).toHaveLength(0)
    expect(logs[0]?.errorKind).toBe('scope_undeclared')
  })
})

// ---------------- The declarations agree with the table's own schemas ----------------

type Schema = z.core.$ZodType

/** Each alternative of a union, or the schema itself, past optional, nullable, default and pipe wrappers. */
const alternatives = (schema: Schema): SchemaNode[] => {
  const node = schemaNode(schema)
  return node.kind === 'union' ? node.options.flatMap(alternatives) : [node]
}

/** The element schemas of the arrays found at `members` below `schema`. */
function arraysAt(schema: Schema, members: readonly string[]): Schema[] {
  const [member, ...rest] = members
  return alternatives(schema).flatMap((node) => {
    if (member === undefined) return node.kind === 'array' ? [node.element] : []
    const child = node.kind === 'object' ? node.shape[member] : undefined
    return child ? arraysAt(child, rest) : []
  })
}

const shapeOf = (node: SchemaNode) => (node.kind === 'object' ? node.shape : {})

const keysOf = (schema: Schema): string[] =>
  alternatives(schema).flatMap((node) => Object.keys(shapeOf(node)))

/** Every object member name anywhere in the schema. */
function deepKeys(schema: Schema): string[] {
  return alternatives(schema).flatMap((node) => [
    ...Object.keys(shapeOf(node)),
    ...Object.values(shapeOf(node)).flatMap(deepKeys),
    ...(node.kind === 'array' ? deepKeys(node.element) : []),
  ])
}

const COMPANY_KEYS = ['companyId', 'entityId']
const schemaOf = (zod: unknown) => zod as Schema

describe('route scopes: every route of the table declares one that fits it', () => {
  it.each(everyRoute)('%s declares a scope the proxy can apply', (_operation, route) => {
    expect(declaredScope(route)).toBe(route.scope)
  })

  it.each(everyRoute)(
    '%s: a company the request names (path, query or body) is checked',
    (_operation, route) => {
      const bodyKeys = route.request ? keysOf(schemaOf(route.request)) : []
      const named = [
        ...route.pathParams.filter((name) => name === 'companyId').map((name) => ({ in: 'path', name })),
        ...route.queryParams.filter((name) => name === 'companyId').map((name) => ({ in: 'query', name })),
        ...bodyKeys.filter((name) => COMPANY_KEYS.includes(name)).map((name) => ({ in: 'body', name })),
      ]
      const checked = 'companyId' in route.scope ? [route.scope.companyId] : []
      expect(checked).toEqual(named)
    },
  )

  it.each(everyRoute.filter(([, route]) => route.scope.kind === 'companyList'))(
    '%s: the list is where the answer keeps it, and its items carry the company keys',
    (_operation, route) => {
      if (route.scope.kind !== 'companyList') throw new Error('unreachable')
      const items = arraysAt(schemaOf(route.response), route.scope.list.items)
      expect(items).not.toHaveLength(0)
      for (const item of items)
        expect(keysOf(item)).toEqual(expect.arrayContaining([...route.scope.list.companyKeys]))
      expect(route.idempotent).toBe(true)
    },
  )

  it.each(everyRoute.filter(([, route]) => route.scope.kind === 'ownedRead'))(
    '%s: the answer carries an owner key',
    (_operation, route) => {
      if (route.scope.kind !== 'ownedRead') throw new Error('unreachable')
      const keys = keysOf(schemaOf(route.response))
      expect(route.scope.ownerKeys.filter((key) => keys.includes(key))).not.toHaveLength(0)
      expect(route.method).toBe('GET')
    },
  )

  it.each(everyRoute.filter(([, route]) => route.scope.kind === 'ownedWrite'))(
    '%s: the owner is proven by an ownedRead route of the table taking the same path parameters',
    (_operation, route) => {
      if (route.scope.kind !== 'ownedWrite') throw new Error('unreachable')
      const read = (table as Readonly<Record<string, RouteDefinition | undefined>>)[route.scope.ownerRead]
      expect(read?.scope.kind).toBe('ownedRead')
      expect(read?.method).toBe('GET')
      expect(route.pathParams).toEqual(expect.arrayContaining([...(read?.pathParams ?? ['missing'])]))
    },
  )

  it.each(everyRoute.filter(([, route]) => route.method === 'GET'))(
    '%s: a read whose answer can carry a company id is scoped by company, never open',
    (_operation, route) => {
      const carriesCompany = deepKeys(schemaOf(route.response)).some((key) => COMPANY_KEYS.includes(key))
      if (carriesCompany) expect(['company', 'companyList', 'ownedRead', 'order']).toContain(route.scope.kind)
      else expect(route.scope.kind).not.toBe('companyList')
    },
  )

  it('the two order creates, and only they, report through onOrderCreated', () => {
    expectTypeOf<OrderCreatingOperation>().toEqualTypeOf<
      'formation.createOrder' | 'taxRegistration.createOrder'
    >()
    const creates = everyRoute
      .filter(([, route]) => route.scope.kind === 'createsOrder')
      .map(([name]) => name)
    expect(creates).toEqual(['formation.createOrder', 'taxRegistration.createOrder'])
    for (const name of creates) expect(keysOf(schemaOf(table[name].response))).toContain('partnerOrder')
  })
})

describe('CMP-12 for a restricted user', () => {
  it('CMP-12: {data: null} with 200 is an empty list, answered as the one "nothing found"; a body without data is refused', async () => {
    const empty = proxyOver(
      table,
      () => ({ companyIds: [MINE] }),
      () => Response.json({ statusCode: 200, data: null }),
    )
    const response = await empty.proxy(new Request(`${COMPLIANCE}/subscriptions`))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ statusCode: 200, message: 'Nothing found', data: null })

    const shapeless = proxyOver(
      table,
      () => ({ companyIds: [MINE] }),
      () => Response.json({ statusCode: 200 }),
    )
    expect((await shapeless.proxy(new Request(`${COMPLIANCE}/subscriptions`))).status).toBe(502)
  })

  it('a null payload on a list not declared nullIsEmpty is unreadable, not empty', async () => {
    const { proxy } = proxyOver(
      table,
      () => ({ companyIds: [MINE] }),
      () => Response.json({ data: null }),
    )
    expect((await proxy(new Request(`${COMPLIANCE}/companies`))).status).toBe(502)
  })
})
