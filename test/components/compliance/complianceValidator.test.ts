import fc from 'fast-check'
import { customizeValidator } from '@rjsf/validator-ajv8'
import type { RJSFSchema } from '@rjsf/utils'
import { describe, expect, it } from 'vitest'
import { jsonSchemaValidator } from '../../../components/compliance/jsonSchemaValidator'
import { withFieldFormats } from '../../../components/compliance/withFieldFormats'
import { type FieldValue, type FormDefinition } from '../../../hooks'
import { complianceFormToJsonSchema } from '../../../src/index'

// The form's validator (@cfworker/json-schema, which compiles no code, so it also runs where the
// Content-Security-Policy forbids eval) must judge every compliance form exactly as ajv does: same
// verdict, same errors, same fields, for any definition, override and typed value — and any schema
// built from the keywords a partner's overrides could add.
const value: fc.Arbitrary<FieldValue> = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.constant(''),
  fc.constantFrom('2026-01-31', '1000', '12.50', 'x'.repeat(90), 'CA', '94105', '12-3456789', 'a@b.co'),
  fc.boolean(),
  fc.integer(),
  fc.constant(null),
)
const name = fc.oneof(
  fc.constantFrom('root', 'A.b', '__proto__', 'x y', 'Ünï'),
  // Names whose format is derived (fieldFormat): patterns and bounds the interpreter must judge as ajv.
  fc.constantFrom('ContactEmail', 'OfficerCount', 'State', 'Zip', 'EIN', 'EffectiveDate'),
  fc.string({ minLength: 1, maxLength: 6 }),
)
const sections = fc
  .uniqueArray(
    fc.tuple(name, fc.uniqueArray(fc.tuple(name, value), { selector: ([key]) => key, maxLength: 5 })),
    { selector: ([key]) => key, maxLength: 4 },
  )
  .map((entries) => {
    const out: Record<string, Record<string, FieldValue>> = {}
    for (const [section, fields] of entries) {
      const inner: Record<string, FieldValue> = {}
      for (const [field, item] of fields)
        Object.defineProperty(inner, field, {
          value: item,
          enumerable: true,
          writable: true,
          configurable: true,
        })
      Object.defineProperty(out, section, {
        value: inner,
        enumerable: true,
        writable: true,
        configurable: true,
      })
    }
    return out
  })
// What a user might leave in a field: right or wrong type, empty, a value outside the choices.
const typed = fc.oneof(
  value,
  fc.constant(undefined),
  fc.constantFrom('2026-13-45', 'abc', '-3', 'Commercial', 'not-an-email', 'California', -3, 2.5),
)

const errorsOf = (result: { errors: { name?: string; property?: string }[] }) =>
  result.errors.map((error) => `${error.name} ${error.property}`).sort()

describe("the compliance form's validator", () => {
  it('finds the same errors on the same fields as ajv, for any form, override and input', () => {
    const ajv = customizeValidator()
    fc.assert(
      fc.property(
        sections,
        fc.array(fc.tuple(fc.nat(), fc.boolean(), fc.boolean()), { maxLength: 6 }),
        fc.array(fc.tuple(fc.nat(), typed), { maxLength: 8 }),
        (received, overrides, edits) => {
          const definition: FormDefinition = { formDefinitionId: 'fd', sections: received }
          const plain = complianceFormToJsonSchema(definition)
          const fields: Record<string, { required?: boolean; enum?: string[] }> = {}
          for (const [index, required, choices] of overrides) {
            const field = plain.fields[index % Math.max(plain.fields.length, 1)]
            if (field)
              fields[field.path] = { required, ...(choices ? { enum: ['Commercial', 'Individual'] } : {}) }
          }
          const one = complianceFormToJsonSchema(definition, { fields })
          // With the formats the form adds in its chunk (patterns, integer minimum): the two agree there too.
          const { schema, formData } = withFieldFormats({
            schema: { type: 'object', properties: { d: one.schema } },
            uiSchema: { d: one.uiSchema },
            formData: { d: one.formData },
            fields: one.fields.map((field) => ({
              ...field,
              key: ['d', ...field.key],
              formDataId: 'fd',
              formDefinitionId: 'fd',
            })),
          })
          const data = structuredClone(formData.d) as Record<string, Record<string, unknown>>
          for (const [index, next] of edits) {
            const field = plain.fields[index % Math.max(plain.fields.length, 1)]
            if (!field) continue
            const [sKey, fKey] = field.key as [string, string]
            if (next === undefined) delete data[sKey]![fKey]
            else data[sKey]![fKey] = next
          }
          const expected = ajv.validateFormData({ d: data }, schema as RJSFSchema)
          const actual = jsonSchemaValidator.validateFormData({ d: data }, schema as RJSFSchema)
          expect(errorsOf(actual)).toEqual(errorsOf(expected))
        },
      ),
      // ajv compiles each generated schema (tens of ms): a few dozen forms keep this test quick.
      { numRuns: 100 },
    )
  }, 60_000)

  it('judges any schema of the keywords JSON forms use as ajv does: verdict, errors and their fields', () => {
    const ajv = customizeValidator()
    fc.assert(
      fc.property(schemaAndData, ([schema, data]) => {
        const expected = ajv.validateFormData(data, schema)
        const actual = jsonSchemaValidator.validateFormData(data, schema)
        expect(errorsOf(actual)).toEqual(errorsOf(expected))
        expect(jsonSchemaValidator.isValid(schema, data, schema)).toBe(ajv.isValid(schema, data, schema))
      }),
      // ajv compiles each generated schema: a few dozen keep this quick.
      { numRuns: 80 },
    )
  }, 60_000)

  it('places a missing field under its title, as rjsf does with ajv', () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: {
        s: { type: 'object', properties: { f: { type: 'string', title: 'Entity number' } }, required: ['f'] },
      },
    }
    const { errors, errorSchema } = jsonSchemaValidator.validateFormData({ s: { f: undefined } }, schema)
    expect(errors).toEqual(customizeValidator().validateFormData({ s: { f: undefined } }, schema).errors)
    expect(errors.map((error) => [error.property, error.message])).toEqual([
      ['.s.f', "must have required property 'Entity number'"],
    ])
    expect(errorSchema).toEqual({ s: { f: { __errors: ["must have required property 'Entity number'"] } } })
  })
})

// Schemas of the keywords the service's forms and a partner's overrides use, nested in objects and
// arrays, with data shaped after them (often valid, often not) or any JSON at all.
const key = fc.constantFrom('a', 'b', 'x y', 'Ünï', '~/')
const leaf: fc.Arbitrary<RJSFSchema> = fc.oneof(
  fc.record(
    {
      type: fc.constantFrom<RJSFSchema['type']>('string', ['string', 'null']),
      minLength: fc.nat(3),
      maxLength: fc.integer({ min: 2, max: 6 }),
      pattern: fc.constantFrom('^(\\d{5}(-\\d{4})?)?$', '^[A-Z]{2}$', '@'),
      enum: fc.constant<RJSFSchema['enum']>(['', 'CA', 'NY', null]),
    },
    { requiredKeys: ['type'] },
  ),
  fc.record(
    {
      type: fc.constantFrom<RJSFSchema['type']>('number', 'integer'),
      minimum: fc.integer({ min: -2, max: 2 }),
      maximum: fc.integer({ min: 3, max: 9 }),
      exclusiveMinimum: fc.constant(0),
      enum: fc.constant<RJSFSchema['enum']>([0, 1, 2.5, 7]),
    },
    { requiredKeys: ['type'] },
  ),
  fc.constant<RJSFSchema>({ type: 'boolean' }),
)
const { node } = fc.letrec<{ node: RJSFSchema }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc
      .uniqueArray(fc.tuple(key, tie('node')), { selector: ([name]) => name, maxLength: 3 })
      .chain((entries) =>
        fc.subarray(entries.map(([name]) => name)).map((required): RJSFSchema => ({
          type: 'object',
          properties: Object.fromEntries(entries),
          ...(required.length > 0 ? { required } : {}),
        })),
      ),
    fc.record(
      {
        type: fc.constant<RJSFSchema['type']>('array'),
        items: tie('node'),
        minItems: fc.nat(2),
        maxItems: fc.nat(3),
      },
      { requiredKeys: ['type', 'items'] },
    ),
  ),
}))

function dataFor(schema: RJSFSchema): fc.Arbitrary<unknown> {
  // JSON, as a form holds it: `undefined` only as a cleared field's value (the validator reads it as
  // JSON does, an absent key).
  const any = fc.oneof(fc.constant(null), fc.jsonValue({ maxDepth: 1 }))
  switch (schema.type) {
    case 'object': {
      const properties = Object.entries(schema.properties ?? {}).map(
        ([name, child]) => [name, fc.option(dataFor(child as RJSFSchema), { nil: undefined })] as const,
      )
      return fc.oneof(fc.record(Object.fromEntries(properties), { requiredKeys: [] }), any)
    }
    case 'array':
      return fc.oneof(fc.array(dataFor(schema.items as RJSFSchema), { maxLength: 4 }), any)
    case 'number':
    case 'integer':
      return fc.oneof(fc.integer({ min: -3, max: 10 }), fc.constantFrom(0.5, 2.5, -0, 1e21), any)
    case 'boolean':
      return fc.oneof(fc.boolean(), any)
    default:
      return fc.oneof(
        fc.constantFrom('', 'CA', 'ca', '94105', '94105-1234', 'a@b', 'Ünïcödé', '😀😀'),
        fc.string({ maxLength: 7 }),
        any,
      )
  }
}
const schemaAndData = node.chain((schema) => fc.tuple(fc.constant(schema), dataFor(schema)))
