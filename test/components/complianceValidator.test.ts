import fc from 'fast-check'
import { customizeValidator } from '@rjsf/validator-ajv8'
import type { RJSFSchema } from '@rjsf/utils'
import { describe, expect, it } from 'vitest'
import { noEvalValidator } from '../../components/compliance/noEvalValidator'
import { withFieldFormats } from '../../components/compliance/withFieldFormats'
import { canCompileCode } from '../../hooks'
import { complianceFormToJsonSchema, type FieldValue, type FormDefinition } from '../../hooks'

// The validator for pages whose Content-Security-Policy forbids eval must judge every compliance form
// exactly as ajv does: same errors, same fields, for any definition, override and typed value.
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

describe('the no-eval validator (CSP without unsafe-eval)', () => {
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
          // With the formats the form adds in its chunk (patterns, integer minimum): ajv must agree there too.
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
          const actual = noEvalValidator(schema as RJSFSchema).validateFormData(
            { d: data },
            schema as RJSFSchema,
          )
          expect(errorsOf(actual)).toEqual(errorsOf(expected))
        },
      ),
      // ajv compiles each generated schema (tens of ms): a few dozen forms keep this test quick.
      { numRuns: 100 },
    )
  })

  it('this test page may compile code, so the form uses ajv here', () => {
    expect(canCompileCode()).toBe(true)
  })
})
