// Writes src/api/generated/<product>ClientRoutes.ts from the route tables: each route's fields the
// client needs to send a call, and plain-code checks of its query and answer generated from the zod
// schemas (issue 23). zod stays the source of truth: a check answers `true` only where zod's
// safeParse succeeds and gives back the value as it was (no default filled, no transform), so the
// client can hand out the parsed JSON itself; anything else — an invalid value, a default to fill, a
// schema this generator does not translate — answers `false`, and the client asks zod, whose errors
// and outputs are unchanged. A test (test/src/api/generatedChecks.test.ts) fails when the files are
// stale and holds the checks to zod's answers. Run `npm run generate:validators` after changing a
// schema or a route.
//
// Checked in rather than made at build time: the tests, the type check and `npm start` run the
// sources without a build, and a reviewer sees what a schema change does to the code a page runs.
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { format, resolveConfig } from 'prettier'
import type * as z from 'zod/mini'
import { complianceRoutes } from '../src/api/complianceRoutes'
import { formationRoutes } from '../src/api/formationRoutes'
import type { Product, RouteDefinition } from '../src/api/routeTypes'
import { taxRegistrationRoutes } from '../src/api/taxRegistrationRoutes'
import { idSchema } from '../src/schemas/common'
import { formSectionsSchema } from '../src/schemas/formSections'
import { checkDefs, mayBeLeftOut, zodDef, type ZodDef } from '../src/schemas/schemaNode'

const ROOT = resolve(import.meta.dirname, '..')

export const PRODUCT_TABLES: Record<Product, Readonly<Record<string, RouteDefinition>>> = {
  compliance: complianceRoutes,
  formation: formationRoutes,
  taxRegistration: taxRegistrationRoutes,
}

/** Where each product's generated table is written, from the repository's root. */
export const generatedFile = (product: Product) => `src/api/generated/${product}ClientRoutes.ts`

/** Schemas checked by a function of ours rather than by zod's own parts (a superRefine the generator cannot read). */
const EQUIVALENTS = new Map<z.core.$ZodType, { readonly name: string; readonly from: string }>([
  [formSectionsSchema, { name: 'isFormSections', from: '../../schemas/isFormSections' }],
])

const LENGTH_CHECKS = new Set(['min_length', 'max_length', 'length_equals'])

/**
 * A check's expression and whether it is exact: `false` means zod refuses the value too. An inexact
 * check (a default, a schema not translated) may answer `false` where zod would accept.
 */
interface Emitted {
  readonly name: string
  readonly exact: boolean
}

/** One generated module: functions emitted once per schema, shared by the routes that use them. */
class Emitter {
  private readonly functions = new Map<string, string>()
  readonly imports = new Map<string, string>()
  readonly constants: string[] = []
  private readonly names = new Map<z.core.$ZodType, Emitted>()
  private count = 0

  private constant(code: string): string {
    const known = this.constants.findIndex((line) => line.endsWith(` = ${code}`))
    if (known >= 0) return `K${known}`
    const name = `K${this.constants.length}`
    this.constants.push(`const ${name} = ${code}`)
    return name
  }

  private readonly bodies = new Map<string, string>()

  /** A function of `x` with `body`; schemas that check alike share one. */
  private fn(body: string, comment: string): string {
    const known = this.bodies.get(body)
    if (known) return known
    const name = `c${this.count++}`
    this.bodies.set(body, name)
    const parameter = /\bx\b/.test(body) ? 'x' : '_x'
    this.functions.set(
      name,
      [`/** ${comment} */`, `function ${name}(${parameter}: unknown): boolean {`, body, '}'].join('\n'),
    )
    return name
  }

  /** The functions `roots` call, directly or not, in the order they were made (a union's unused options left out). */
  used(roots: readonly string[]): string[] {
    const reached = new Set<string>()
    const visit = (name: string) => {
      const code = this.functions.get(name)
      if (!code || reached.has(name)) return
      reached.add(name)
      for (const [called] of code.slice(code.indexOf('{')).matchAll(/\bc\d+\b/g)) visit(called)
    }
    roots.forEach(visit)
    return [...this.functions].filter(([name]) => reached.has(name)).map(([, code]) => code)
  }

  /** The checks zod runs after the type: those of a length or a pattern translate, others do not. */
  private checks(def: ZodDef, subject: string): { readonly code: string[]; readonly exact: boolean } {
    const code: string[] = []
    for (const c of checkDefs(def)) {
      // zod's length checks carry a `when` of their own (the value has a length, which the type holds).
      if (c.when !== undefined && !LENGTH_CHECKS.has(c.check)) return { code: ['false'], exact: false }
      if (c.check === 'min_length' && typeof c.minimum === 'number')
        code.push(`${subject}.length >= ${c.minimum}`)
      else if (c.check === 'max_length' && typeof c.maximum === 'number')
        code.push(`${subject}.length <= ${c.maximum}`)
      else if (c.check === 'length_equals' && typeof c.length === 'number')
        code.push(`${subject}.length === ${c.length}`)
      else if (
        c.check === 'string_format' &&
        c.format === 'regex' &&
        c.pattern instanceof RegExp &&
        !/[gy]/.test(c.pattern.flags)
      )
        code.push(`${this.constant(String(c.pattern))}.test(${subject})`)
      else return { code: ['false'], exact: false }
    }
    return { code, exact: true }
  }

  emit(schema: z.core.$ZodType): Emitted {
    const known = this.names.get(schema)
    if (known) return known
    const emitted = this.translate(schema)
    this.names.set(schema, emitted)
    return emitted
  }

  private translate(schema: z.core.$ZodType): Emitted {
    const equivalent = EQUIVALENTS.get(schema)
    if (equivalent) {
      this.imports.set(equivalent.name, equivalent.from)
      return { name: equivalent.name, exact: true }
    }
    const def = zodDef(schema)
    const fallback = (why: string): Emitted => ({
      name: this.fn('  return false', `${why}: zod decides`),
      exact: false,
    })
    const withChecks = (type: string, subject = 'x'): Emitted => {
      const checks = this.checks(def, subject)
      const all = [type, ...checks.code].join(' && ')
      return { name: this.fn(`  return ${all}`, def.type), exact: checks.exact }
    }
    switch (def.type) {
      case 'string':
        return withChecks(`typeof x === 'string'`)
      case 'number':
        return withChecks(`typeof x === 'number' && Number.isFinite(x)`)
      case 'boolean':
        return withChecks(`typeof x === 'boolean'`)
      case 'null':
        return withChecks('x === null')
      case 'undefined':
        return withChecks('x === undefined')
      case 'unknown':
      case 'any':
        return def.checks?.length
          ? fallback('refined unknown')
          : { name: this.fn('  return true', def.type), exact: true }
      case 'never':
        return { name: this.fn('  return false', 'never'), exact: true }
      case 'literal': {
        const values = def.values ?? []
        if (
          !values.every((value) => value === null || ['string', 'number', 'boolean'].includes(typeof value))
        )
          return fallback('literal')
        return withChecks(values.map((value) => `x === ${JSON.stringify(value)}`).join(' || ') || 'false')
      }
      case 'enum': {
        const values = Object.values(def.entries ?? {})
        return withChecks(`${this.constant(`new Set<unknown>(${JSON.stringify(values)})`)}.has(x)`)
      }
      case 'optional':
      case 'nullable': {
        if (def.checks?.length) return fallback(def.type)
        const inner = this.emit(def.innerType!)
        const empty = def.type === 'optional' ? 'undefined' : 'null'
        return { name: this.fn(`  return x === ${empty} || ${inner.name}(x)`, def.type), exact: inner.exact }
      }
      case 'default':
      case 'prefault': {
        // An absent value is filled by zod: not the JSON as it came.
        const inner = this.emit(def.innerType!)
        return {
          name: this.fn(
            `  return x !== undefined && ${inner.name}(x)`,
            `${def.type}: absent is zod's to fill`,
          ),
          exact: false,
        }
      }
      case 'array': {
        const element = this.emit(def.element!)
        const checks = this.checks(def, 'x')
        const body = [
          `  if (!Array.isArray(x)${checks.code.map((code) => ` || !(${code})`).join('')}) return false`,
          `  for (let i = 0; i < x.length; i++) if (!${element.name}(x[i])) return false`,
          '  return true',
        ]
        return { name: this.fn(body.join('\n'), 'array'), exact: element.exact && checks.exact }
      }
      case 'object':
        return this.object(def)
      case 'union': {
        const options = (def.options ?? []).map((option) => this.emit(option))
        // zod takes the first option that accepts: an inexact one might accept where its check says no.
        if (def.checks?.length || options.some((option) => !option.exact))
          return fallback('union with an inexact option')
        return withChecks(options.map((option) => `${option.name}(x)`).join(' || ') || 'false')
      }
      default:
        return fallback(def.type)
    }
  }

  private object(def: ZodDef): Emitted {
    if (def.checks?.length)
      return { name: this.fn('  return false', 'refined object: zod decides'), exact: false }
    const shape = def.shape ?? {}
    const catchall = def.catchall ? zodDef(def.catchall).type : undefined
    // Never exact: zod accepts a member named __proto__ and leaves it out, where this says no.
    const exact = false
    const body = [
      // zod leaves an undeclared __proto__ out of what it gives back.
      `  if (typeof x !== 'object' || x === null || Array.isArray(x) || Object.hasOwn(x, '__proto__')) return false`,
    ]
    if (Object.keys(shape).length > 0 || catchall !== 'unknown')
      body.push('  const o = x as Record<string, unknown>')
    for (const [key, member] of Object.entries(shape)) {
      const emitted = this.emit(member)
      const name = JSON.stringify(key)
      // zod 4 wants a member that is not optional present, even where its schema takes undefined.
      const required = !mayBeLeftOut(member)
      body.push(`  if (${required ? `!(${name} in o) || ` : ''}!${emitted.name}(o[${name}])) return false`)
    }
    if (catchall === 'never' || catchall === undefined) {
      // Strict: an unknown member is an error. Stripped (z.object): zod leaves it out, so it is not as is.
      const keys = this.constant(`new Set<string>(${JSON.stringify(Object.keys(shape))})`)
      body.push(`  for (const key in o) if (!${keys}.has(key)) return false`)
    } else if (catchall !== 'unknown' && catchall !== 'any') {
      return {
        name: this.fn('  return false', `object with a ${catchall} catchall: zod decides`),
        exact: false,
      }
    }
    body.push('  return true')
    return { name: this.fn(body.join('\n'), catchall === 'unknown' ? 'loose object' : 'object'), exact }
  }
}

/** The fields of a route the client needs before any schema: everything but the schemas, scope and summary. */
function routeFields(route: RouteDefinition) {
  return {
    operation: route.operation,
    product: route.product,
    method: route.method,
    path: route.path,
    pathParams: route.pathParams,
    queryParams: route.queryParams,
    envelope: route.envelope,
    idempotent: route.idempotent,
    partnerScoped: route.partnerScoped,
    hasRequest: route.request !== undefined,
  }
}

/** The generated module of `product`, formatted as the repository's prettier does. */
export async function generateClientRoutes(product: Product): Promise<string> {
  const emitter = new Emitter()
  const pathParam = emitter.emit(idSchema)
  const entries: string[] = []
  const roots = [pathParam.name]
  for (const route of Object.values(PRODUCT_TABLES[product])) {
    const fields = JSON.stringify(routeFields(route)).slice(1, -1)
    const response = emitter.emit(route.response).name
    const query = route.query && emitter.emit(route.query).name
    roots.push(response, ...(query ? [query] : []))
    entries.push(
      `${JSON.stringify(route.operation)}: { ${fields}, pathParam: ${pathParam.name}${query ? `, query: ${query}` : ''}, response: ${response} },`,
    )
  }
  const source = [
    `// Generated by scripts/generate-validators.ts from src/api/${product}Routes.ts and its zod schemas:`,
    '// do not edit. Each check answers true only where zod accepts the value and gives it back as it is;',
    '// false sends the client to zod (test/src/api/generatedChecks.test.ts holds both to that).',
    `import type { ClientRoute } from '../../client/ClientRoute'`,
    ...[...emitter.imports].map(([name, from]) => `import { ${name} } from '${from}'`),
    '',
    ...emitter.constants,
    '',
    ...emitter.used(roots),
    '',
    '/** A path parameter as `idSchema` takes it. */',
    `export const checkPathParam = ${pathParam.name}`,
    '',
    `/** The ${product} routes as the client sends them, with their generated checks. */`,
    `export const ${product}ClientRoutes: Readonly<Record<string, ClientRoute>> = {`,
    ...entries,
    '}',
    '',
  ].join('\n')
  const file = resolve(ROOT, generatedFile(product))
  return format(source, { ...(await resolveConfig(file)), filepath: file })
}

/** Where every operation's path parameters are written (the client reads them before any product loads). */
export const OPERATION_PATH_PARAMS_FILE = 'src/api/generated/operationPathParams.ts'

/** Every operation of the route table with the parameters its path names, formatted. */
export async function generateOperationPathParams(): Promise<string> {
  const entries = Object.values(PRODUCT_TABLES).flatMap((table) =>
    Object.values(table).map(
      (route) => `${JSON.stringify(route.operation)}: ${JSON.stringify(route.pathParams)},`,
    ),
  )
  const source = [
    '// Generated by scripts/generate-validators.ts from the route table: do not edit. Every operation with',
    '// the parameters its path names: the client checks path overrides (BF-11) against it when it is',
    '// created, before any product’s routes have loaded; the compiler holds it to the route table.',
    `import type { Routes } from '../routes'`,
    '',
    'export const OPERATION_PATH_PARAMS = {',
    ...entries,
    "} as const satisfies { readonly [Name in keyof Routes]: Routes[Name]['pathParams'] }",
    '',
  ].join('\n')
  const file = resolve(ROOT, OPERATION_PATH_PARAMS_FILE)
  return format(source, { ...(await resolveConfig(file)), filepath: file })
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  for (const product of Object.keys(PRODUCT_TABLES) as Product[]) {
    writeFileSync(resolve(ROOT, generatedFile(product)), await generateClientRoutes(product))
    console.log(`${generatedFile(product)} written`)
  }
  writeFileSync(resolve(ROOT, OPERATION_PATH_PARAMS_FILE), await generateOperationPathParams())
  console.log(`${OPERATION_PATH_PARAMS_FILE} written`)
}
