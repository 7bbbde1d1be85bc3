// The compliance form's validator where the page's Content-Security-Policy forbids `eval`: ajv
// compiles every schema into code with `new Function`, which such a page refuses. Our schemas use a
// small subset of JSON Schema (src/forms: type, properties, required, pattern, minLength, minimum, enum), so
// this interprets that subset, reporting ajv's error objects, and hands it to rjsf's
// precompiled-validator path — the rest (error schema, transformErrors) is ajv8's own code.
import { hashForSchema, type RJSFSchema, type ValidatorType } from '@rjsf/utils'
import { createPrecompiledValidator, customizeValidator } from '@rjsf/validator-ajv8'
import { canCompileCode } from '../../hooks'

interface ErrorObject {
  instancePath: string
  schemaPath: string
  keyword: string
  params: Record<string, unknown>
  message: string
  schema?: unknown
  parentSchema?: RJSFSchema
  data?: unknown
}

type Check = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null }

const pointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1')
const typeOf = (value: unknown) =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'number'
        ? 'number'
        : typeof value

function matchesType(expected: unknown, value: unknown): boolean {
  const types = Array.isArray(expected) ? (expected as string[]) : [expected as string]
  const actual = typeOf(value)
  return types.some((type) =>
    type === 'integer' ? Number.isInteger(value) : type === 'number' ? actual === 'number' : type === actual,
  )
}

function walk(
  schema: RJSFSchema,
  data: unknown,
  instancePath: string,
  schemaPath: string,
  errors: ErrorObject[],
) {
  const report = (keyword: string, params: Record<string, unknown>, message: string, path = instancePath) =>
    errors.push({
      instancePath: path,
      schemaPath: `${schemaPath}/${keyword}`,
      keyword,
      params,
      message,
      schema: schema[keyword as keyof RJSFSchema],
      parentSchema: schema,
      data,
    })
  if (schema.type !== undefined && !matchesType(schema.type, data)) {
    const type = Array.isArray(schema.type) ? schema.type.join(',') : String(schema.type)
    // ajv (allErrors) goes on: each other keyword still applies to the data it fits.
    report('type', { type }, `must be ${type}`)
  }
  if (typeof data === 'string') {
    if (typeof schema.minLength === 'number' && [...data].length < schema.minLength)
      report(
        'minLength',
        { limit: schema.minLength },
        `must NOT have fewer than ${schema.minLength} character${schema.minLength === 1 ? '' : 's'}`,
      )
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(data))
      report('pattern', { pattern: schema.pattern }, `must match pattern "${schema.pattern}"`)
  }
  if (typeof data === 'number' && typeof schema.minimum === 'number' && !(data >= schema.minimum))
    report('minimum', { comparison: '>=', limit: schema.minimum }, `must be >= ${schema.minimum}`)
  if (Array.isArray(schema.enum) && !schema.enum.some((allowed) => allowed === data))
    report('enum', { allowedValues: schema.enum }, 'must be equal to one of the allowed values')
  if (typeOf(data) === 'object' && schema.properties) {
    const record = data as Record<string, unknown>
    for (const key of schema.required ?? [])
      if (!Object.hasOwn(record, key) || record[key] === undefined)
        report('required', { missingProperty: key }, `must have required property '${key}'`)
    for (const [key, child] of Object.entries(schema.properties)) {
      if (typeof child !== 'object' || !Object.hasOwn(record, key) || record[key] === undefined) continue
      walk(
        child,
        record[key],
        `${instancePath}/${pointer(key)}`,
        `${schemaPath}/properties/${pointer(key)}`,
        errors,
      )
    }
  }
}

/** A validate function in ajv's shape (`errors` on the function) for one of our schemas. */
export function interpretSchema(schema: RJSFSchema): Check {
  const check: Check = (data) => {
    const errors: ErrorObject[] = []
    walk(schema, data, '', '#', errors)
    check.errors = errors.length > 0 ? errors : null
    return errors.length === 0
  }
  return check
}

/** rjsf's precompiled validator over our interpreter: no `eval`, no `new Function`. */
export function noEvalValidator(schema: RJSFSchema): ValidatorType {
  return createPrecompiledValidator({ [hashForSchema(schema)]: interpretSchema(schema) as never }, schema)
}

let ajv: ValidatorType | undefined
/** ajv where the page allows it (all of JSON Schema), else the interpreter of our subset. */
export function complianceValidator(schema: RJSFSchema): ValidatorType {
  if (!canCompileCode()) return noEvalValidator(schema)
  ajv ??= customizeValidator()
  return ajv
}
