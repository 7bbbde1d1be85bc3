import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import fc from 'fast-check'
import type * as z from 'zod/mini'
import {
  OPERATION_PATH_PARAMS_FILE,
  PRODUCT_TABLES,
  generateClientRoutes,
  generateOperationPathParams,
  generatedFile,
} from '../../../scripts/generate-validators'
import { complianceClientRoutes } from '../../../src/api/generated/complianceClientRoutes'
import { checkPathParam } from '../../../src/api/generated/complianceClientRoutes'
import { formationClientRoutes } from '../../../src/api/generated/formationClientRoutes'
import { taxRegistrationClientRoutes } from '../../../src/api/generated/taxRegistrationClientRoutes'
import type { Product } from '../../../src/api/routeTypes'
import type { ClientRoute } from '../../../src/client/ClientRoute'
import { idSchema } from '../../../src/schemas/common'
import { checkDefs, zodDef } from '../../../src/schemas/schemaNode'
import { safeParseSchema } from '../../../src/schemas/safeParseSchema'
import { createPartnerSimulator } from '../../../src/simulator/index'

// The client hands out an answer's parsed JSON itself when the generated check of its route says yes
// (issue 23), and asks zod otherwise. That is only the same client if a yes always means zod accepts
// and gives back an equal value; these properties hold the checks to zod's safeParse on values made
// from the schemas, on those values broken in one place, and on arbitrary JSON. Answers and queries
// are JSON (parsed from a body, or strings from the caller), so the values are JSON too.

const ROOT = resolve(import.meta.dirname, '../../..')
const GENERATED: Record<Product, Readonly<Record<string, ClientRoute>>> = {
  compliance: complianceClientRoutes,
  formation: formationClientRoutes,
  taxRegistration: taxRegistrationClientRoutes,
}
const RUNS = Number(process.env.PARITY_RUNS ?? 150)

const json = fc.jsonValue({ maxDepth: 3 })
const fieldValue = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null))

/** Values the schema is likely to accept (and, through unions and nullish members, near misses). */
function valid(schema: z.core.$ZodType, depth = 0): fc.Arbitrary<unknown> {
  const def = zodDef(schema)
  if (depth > 6) return fc.constant(null)
  switch (def.type) {
    case 'string': {
      const regex = checkDefs(def).find((check) => check.pattern)?.pattern
      const min = checkDefs(def).find((check) => check.check === 'min_length')?.minimum ?? 0
      return regex ? fc.stringMatching(regex) : fc.string({ minLength: min })
    }
    case 'number':
      return fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }))
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'literal':
      return fc.constantFrom(...(def.values ?? []))
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}))
    case 'optional':
      return fc.option(valid(def.innerType!, depth + 1), { nil: undefined, freq: 4 })
    case 'nullable':
      return fc.option(valid(def.innerType!, depth + 1), { nil: null, freq: 4 })
    case 'default':
    case 'prefault':
      return fc.option(valid(def.innerType!, depth + 1), { nil: undefined, freq: 6 })
    case 'array':
      return fc.array(valid(def.element!, depth + 1), { maxLength: 3 })
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => valid(option, depth + 1)))
    case 'pipe':
      return valid(def.in!, depth + 1)
    case 'object': {
      const members = Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([key, member]) => [key, valid(member, depth + 1)]),
      )
      const loose = def.catchall && zodDef(def.catchall).type !== 'never'
      return fc
        .tuple(
          fc.record(members),
          loose ? fc.dictionary(fc.string({ maxLength: 6 }), json, { maxKeys: 2 }) : fc.constant({}),
        )
        .map(([known, extra]) => ({ ...extra, ...known }))
    }
    case 'custom':
      // The one custom schema of the answers: a compliance form's sections.
      return fc.dictionary(
        fc.string({ maxLength: 5 }),
        fc.dictionary(fc.string({ maxLength: 5 }), fieldValue),
      )
    default:
      return json
  }
}

/** `value` with one node replaced, one member dropped, or a `__proto__` member added. */
function broken(value: unknown): fc.Arbitrary<unknown> {
  const text = JSON.stringify(value) ?? 'null'
  const nodes: string[][] = []
  const walk = (node: unknown, path: string[]) => {
    nodes.push(path)
    if (node && typeof node === 'object')
      for (const [key, child] of Object.entries(node)) walk(child, [...path, key])
  }
  walk(JSON.parse(text), [])
  return fc.tuple(fc.constantFrom(...nodes), json, fc.nat(2)).map(([path, replacement, how]) => {
    const copy = JSON.parse(text) as unknown
    if (path.length === 0) return how === 2 ? JSON.parse(`{"__proto__":{"id":"x"}}`) : replacement
    const parent = path
      .slice(0, -1)
      .reduce((node, key) => (node as Record<string, unknown>)[key], copy) as Record<string, unknown>
    const key = path.at(-1)!
    if (how === 0) parent[key] = replacement
    else if (how === 1) delete parent[key]
    else if (parent[key] && typeof parent[key] === 'object' && !Array.isArray(parent[key]))
      return JSON.parse(withProtoMember(copy, path))
    return copy
  })
}

/**
 * `value` as JSON text with a `"__proto__"` member first in the object at `path` (only JSON.parse makes
 * such a member an own property). Written out node by node: replacing the object's text in the whole
 * document also hit look-alikes inside string values (`"{}"`) and made invalid JSON.
 */
function withProtoMember(value: unknown, path: readonly string[]): string {
  if (path.length === 0) {
    const members = JSON.stringify(value).slice(1)
    return `{"__proto__":{"a":1}${members === '}' ? '' : ','}${members}`
  }
  const [head, ...rest] = path
  const child = (key: string, node: unknown) =>
    key === head ? withProtoMember(node, rest) : JSON.stringify(node)
  if (Array.isArray(value)) return `[${value.map((node, index) => child(String(index), node)).join(',')}]`
  return `{${Object.entries(value as Record<string, unknown>)
    .map(([key, node]) => `${JSON.stringify(key)}:${child(key, node)}`)
    .join(',')}}`
}

/** What a generated check may say of `value`: yes only where zod accepts and gives back an equal value. */
function agrees(check: (value: unknown) => boolean, schema: z.core.$ZodType, value: unknown): boolean {
  const parsed = safeParseSchema(schema, value)
  const mine = check(value)
  if (mine) return parsed.success && isDeepStrictEqual(parsed.data, value)
  return true
}

const routesOf = (product: Product) => Object.values(PRODUCT_TABLES[product])

describe('generated client routes (issue 23)', () => {
  it.each(Object.keys(PRODUCT_TABLES) as Product[])(
    '%s: the checked-in file is what the generator makes of today’s routes and schemas (run npm run generate:validators)',
    async (product) => {
      const expected = await generateClientRoutes(product)
      expect(readFileSync(resolve(ROOT, generatedFile(product)), 'utf8')).toBe(expected)
    },
  )

  it('every operation’s path parameters: the checked-in file is what the generator makes of today’s routes', async () => {
    expect(readFileSync(resolve(ROOT, OPERATION_PATH_PARAMS_FILE), 'utf8')).toBe(
      await generateOperationPathParams(),
    )
  })

  it.each(Object.keys(PRODUCT_TABLES) as Product[])(
    '%s: a generated yes is zod’s yes with the value as it came, on valid, broken and arbitrary answers and queries',
    (product) => {
      for (const route of routesOf(product)) {
        const generated = GENERATED[product][route.operation]!
        const pairs: [(value: unknown) => boolean, z.core.$ZodType][] = [[generated.response, route.response]]
        if (route.query) pairs.push([generated.query!, route.query])
        for (const [check, schema] of pairs) {
          const normal = valid(schema).map((value) => JSON.parse(JSON.stringify(value) ?? 'null') as unknown)
          fc.assert(
            fc.property(normal, (value) => agrees(check, schema, value)),
            { numRuns: RUNS },
          )
          fc.assert(
            fc.property(normal.chain(broken), (value) => agrees(check, schema, value)),
            { numRuns: RUNS },
          )
          fc.assert(
            fc.property(json, (value) => agrees(check, schema, value)),
            { numRuns: RUNS / 3 },
          )
        }
      }
    },
    // Hundreds of zod parses per route, on a shared 2-core machine.
    120_000,
  )

  it('the answers that need no zod pass: most valid values of every exact answer, and zod is asked for the rest', () => {
    // Completeness where it matters for speed: a check that said no to everything would agree too.
    let yes = 0
    let zodYes = 0
    for (const route of routesOf('compliance')) {
      const generated = complianceClientRoutes[route.operation]!
      fc.assert(
        fc.property(valid(route.response), (raw) => {
          const value = JSON.parse(JSON.stringify(raw) ?? 'null') as unknown
          const parsed = safeParseSchema(route.response, value)
          const asIs = parsed.success && isDeepStrictEqual(parsed.data, value)
          if (asIs) zodYes += 1
          if (generated.response(value)) yes += 1
          // Only defaults, transforms and __proto__ members may turn an as-is value away.
          return !asIs || generated.response(value) || route.operation === 'compliance.listSubscriptions'
        }),
        { numRuns: RUNS },
      )
    }
    expect(yes).toBeGreaterThan(zodYes / 2)
  }, 60_000)

  it('path parameters: the generated check is idSchema’s answer, both ways', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[A-Za-z0-9_-]*$/), json), (value) => {
        expect(checkPathParam(value)).toBe(safeParseSchema(idSchema, value).success)
      }),
      { numRuns: RUNS * 4 },
    )
  })

  it('the simulator’s alert list, and a single alert, pass without zod', async () => {
    const sim = createPartnerSimulator({ seed: 5 })
    const partnerId = sim.partners[0]!.partnerId
    const headers = { authorization: `Bearer ${sim.tokens.production}` }
    const list = (await (
      await sim.fetch(`https://service.test/v1/partners/${partnerId}/alerts`, { headers })
    ).json()) as { opportunities: { id: string }[] }
    expect(list.opportunities.length).toBeGreaterThan(10)
    expect(complianceClientRoutes['compliance.listAlerts']!.response(list.opportunities)).toBe(true)
    const one = (await (
      await sim.fetch(`https://service.test/v1/partners/${partnerId}/alerts/${list.opportunities[0]!.id}`, {
        headers,
      })
    ).json()) as { data: unknown }
    expect(complianceClientRoutes['compliance.getAlert']!.response(one.data)).toBe(true)
  })
})
