// The compliance form's rjsf validator: @cfworker/json-schema, which interprets every draft of JSON
// Schema without compiling code. ajv compiles each schema with `new Function`, which a page whose
// Content-Security-Policy lacks 'unsafe-eval' refuses; this one runs on every page, so the form checks
// the same way everywhere, and its chunk carries no ajv. Its verdicts are ajv's, error for error
// (test/components/compliance/complianceValidator.test.ts). Here its output becomes ajv's error objects, so
// rjsf's own glue for ajv (processRawValidationErrors: titles, error list and schema, transformErrors)
// does the rest exactly as with @rjsf/validator-ajv8.
import { Validator, type OutputUnit, type Schema } from '@cfworker/json-schema'
import {
  JUNK_OPTION_ID,
  ROOT_SCHEMA_PREFIX,
  withIdRefPrefix,
  type CustomValidator,
  type ErrorTransformer,
  type RJSFSchema,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils'
// The ajv-free part of @rjsf/validator-ajv8 (it imports @rjsf/utils only).
import processRawValidationErrors from '@rjsf/validator-ajv8/lib/processRawValidationErrors.js'

/** An error as ajv reports it (what rjsf's glue reads). */
interface AjvError {
  instancePath: string
  schemaPath: string
  keyword: string
  params: Record<string, string>
  message: string
  parentSchema?: RJSFSchema
}

// cfworker reports, besides the failing keyword, each keyword whose subschema failed ("Property "x"
// does not match schema."); ajv reports only the failing keyword. (anyOf, oneOf, if, not: both do.)
const PASSES_ON = new Set([
  'properties',
  'patternProperties',
  'additionalProperties',
  'unevaluatedProperties',
  'items',
  'prefixItems',
  'additionalItems',
  'unevaluatedItems',
  '$ref',
  '$recursiveRef',
  'allOf',
  'dependentSchemas',
  'dependencies',
  'propertyNames',
])

// The property a keyword names is only in cfworker's message; rjsf places and titles the error by it.
const NAMED_PROPERTY: Record<string, RegExp> = {
  required: /property "(.*)"\.$/s,
  dependentRequired: /but does not have "(.*)"\.$/s,
  dependencies: /but does not have "(.*)"\.$/s,
}

/** A JSON pointer's segments from cfworker's URI fragment (`#/a%20b/c~1d` → `['a b', 'c~1d']`). */
const segments = (location: string) =>
  location === '#' ? [] : location.slice(2).split('/').map(decodeURIComponent)
const unescape = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~')

function schemaAt(schema: unknown, path: readonly string[]): RJSFSchema | undefined {
  let node = schema
  for (const segment of path) {
    const key = unescape(segment)
    node =
      node !== null && typeof node === 'object' && Object.hasOwn(node, key) ? (node as never)[key] : undefined
  }
  return node !== null && typeof node === 'object' ? (node as RJSFSchema) : undefined
}

function toAjvError(unit: OutputUnit, schema: RJSFSchema): AjvError {
  const schemaPath = segments(unit.keywordLocation)
  const named = NAMED_PROPERTY[unit.keyword]?.exec(unit.error)?.[1]
  return {
    instancePath: segments(unit.instanceLocation)
      .map((segment) => `/${segment}`)
      .join(''),
    schemaPath: ['#', ...schemaPath].join('/'),
    keyword: unit.keyword,
    params: named === undefined ? {} : { missingProperty: named },
    // ajv's words where rjsf puts a title in them; cfworker's otherwise (the form says its own).
    message: named === undefined ? unit.error : `must have required property '${named}'`,
    parentSchema: schemaAt(schema, schemaPath.slice(0, -1)),
  }
}

/**
 * The data as JSON has it, which is what a schema judges: a key whose value is `undefined` (a cleared
 * field) is absent, as for ajv; elsewhere `undefined`, which no form holds, reads as JSON's `null`.
 */
function asJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => (item === undefined ? null : asJson(item)))
  if (value === null || typeof value !== 'object') return value === undefined ? null : value
  const out = {}
  for (const [key, item] of Object.entries(value))
    if (item !== undefined)
      // `__proto__` may be a field's name: defined, not assigned.
      Object.defineProperty(out, key, {
        value: asJson(item),
        enumerable: true,
        writable: true,
        configurable: true,
      })
  return out
}

function check(schema: RJSFSchema, data: unknown, rootSchema?: RJSFSchema): OutputUnit[] {
  // cfworker marks the schema objects it reads; rjsf's stay as they are.
  const validator = new Validator(structuredClone(schema) as Schema, '2019-09', false)
  if (rootSchema) validator.addSchema(structuredClone(rootSchema) as Schema, ROOT_SCHEMA_PREFIX)
  const { errors } = validator.validate(asJson(data))
  return errors.filter(
    (unit) =>
      !PASSES_ON.has(unit.keyword) ||
      !errors.some((other) => other.keywordLocation.startsWith(`${unit.keywordLocation}/`)),
  )
}

/** rjsf's `ValidatorType` over @cfworker/json-schema: no `eval`, no `new Function`. */
class CfworkerValidator implements ValidatorType {
  rawValidation<Result = AjvError>(schema: RJSFSchema, formData?: unknown) {
    try {
      const errors = check(schema, formData).map((unit) => toAjvError(unit, schema))
      return { errors: errors.length > 0 ? (errors as Result[]) : undefined }
    } catch (error) {
      // An unresolvable `$ref` or the like: rjsf shows it as ajv's compile errors are shown.
      return { validationError: error as Error }
    }
  }

  validateFormData(
    formData: unknown,
    schema: RJSFSchema,
    customValidate?: CustomValidator,
    transformErrors?: ErrorTransformer,
    uiSchema?: UiSchema,
  ): ValidationData<unknown> {
    return processRawValidationErrors(
      this,
      this.rawValidation(schema, formData),
      formData,
      schema,
      customValidate,
      transformErrors,
      uiSchema,
    )
  }

  isValid(schema: RJSFSchema, formData: unknown, rootSchema: RJSFSchema) {
    if (schema.$id === JUNK_OPTION_ID) return false
    try {
      // As ajv8's: the schema's `#/…` references point into the root schema.
      return check(withIdRefPrefix(schema) as RJSFSchema, formData, rootSchema).length === 0
    } catch {
      return false
    }
  }
}

/** The compliance form's validator, on any page (see above). */
export const jsonSchemaValidator: ValidatorType = new CfworkerValidator()
