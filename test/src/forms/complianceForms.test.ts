import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { customizeValidator } from '@rjsf/validator-ajv8'
import {
  complianceFormsToJsonSchema,
  complianceFormToJsonSchema,
  humanizeFieldKey,
  fieldsNamed,
  formDataToComplianceForms,
  formDataToSections,
  type ComplianceForm,
  type FieldValue,
  type FormDefinition,
  type FormSections,
} from '../../../src/index'

// CMP-8's round trip over arbitrary section maps: names a form library or an object literal could
// trip on (dots, spaces, unicode, `__proto__`, inherited member names, our own key shapes) and every
// value type the service sends.
const ODD_NAMES = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'root',
  'Entity.State',
  'a.b.c',
  'with space',
  ' leading',
  'Ünïcødé 名前',
  '😀',
  '',
  's0',
  'f0',
  'd0_0',
  'ui:options',
  'ui:widget',
  '$ref',
  'Filed_Qualification_Date',
]
const name = fc.oneof(
  fc.constantFrom(...ODD_NAMES),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
)
const calendarDate = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10))
const numericString = fc.oneof(
  fc.nat().map(String),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }).map((n) => n.toFixed(2)),
)
const value: fc.Arbitrary<FieldValue> = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constant(''),
  fc.string({ minLength: 81, maxLength: 120 }),
  calendarDate,
  numericString,
  fc.boolean(),
  fc.integer(),
  fc.constant(null),
)

/** An object with exactly these own properties, in this order (even `__proto__`). */
function objectOf<T>(entries: readonly (readonly [string, T])[]): Record<string, T> {
  const target: Record<string, T> = {}
  for (const [key, item] of entries)
    Object.defineProperty(target, key, { value: item, enumerable: true, writable: true, configurable: true })
  return target
}
const uniqueEntries = <T>(item: fc.Arbitrary<T>, maxLength: number) =>
  fc.uniqueArray(fc.tuple(name, item), { selector: ([key]) => key, maxLength })
const sectionsArb: fc.Arbitrary<FormSections> = uniqueEntries(uniqueEntries(value, 6).map(objectOf), 5).map(
  objectOf,
)
const definitionArb: fc.Arbitrary<FormDefinition> = fc.record({
  formDefinitionId: fc.string({ minLength: 1, maxLength: 8 }),
  formDefinitionName: fc.option(fc.string(), { nil: undefined }),
  formTitle: fc.option(fc.string(), { nil: undefined }),
  version: fc.option(fc.string(), { nil: undefined }),
  statePicklist: fc.option(fc.string(), { nil: undefined }),
  sections: sectionsArb,
})

const kindOf = (item: unknown) => (item === null ? 'null' : typeof item)
/** Every section and field name, in order, with each value's type. */
const shape = (sections: FormSections) =>
  Object.keys(sections).map((section) => [
    section,
    Object.keys(sections[section]!).map((field) => [field, kindOf(sections[section]![field])]),
  ])

const RUNS = { numRuns: 150 }

describe('compliance form conversions (src/forms)', () => {
  it('CMP-8: sections → form data → sections is the identity, names, order and types included', () => {
    fc.assert(
      fc.property(definitionArb, (definition) => {
        const { formData } = complianceFormToJsonSchema(definition)
        const back = formDataToSections(JSON.parse(JSON.stringify(formData)), definition)
        expect(JSON.stringify(back)).toBe(JSON.stringify(definition.sections))
        expect(back).toEqual(definition.sections)
        // Plain objects whose own members are the names received, `__proto__` included.
        expect(Object.getPrototypeOf(back)).toBe(Object.prototype)
        for (const section of Object.keys(definition.sections))
          expect(Object.keys(back[section]!)).toEqual(Object.keys(definition.sections[section]!))
      }),
      RUNS,
    )
  })

  it('CMP-8: a section or field called __proto__, as JSON.parse reads it, round-trips as an own member', () => {
    const definition = JSON.parse(
      '{"formDefinitionId":"fd","sections":{"__proto__":{"__proto__":"1","a.b":true},"root":{"x y":"2024-02-29"}}}',
    ) as FormDefinition
    const back = formDataToSections(complianceFormToJsonSchema(definition).formData, definition)
    expect(JSON.stringify(back)).toBe(
      '{"__proto__":{"__proto__":"1","a.b":true},"root":{"x y":"2024-02-29"}}',
    )
    expect(Object.getPrototypeOf(back)).toBe(Object.prototype)
  })

  it('CMP-8: whatever the user types, every section and field comes back under its name with its received type', () => {
    const edit = fc.oneof(value, fc.constant(undefined), fc.double(), fc.object())
    fc.assert(
      fc.property(
        definitionArb.chain((definition) =>
          fc.tuple(fc.constant(definition), fc.array(fc.tuple(fc.nat(), fc.nat(), edit), { maxLength: 12 })),
        ),
        ([definition, edits]) => {
          const { formData, fields } = complianceFormToJsonSchema(definition)
          const data = structuredClone(formData) as Record<string, Record<string, unknown>>
          const changed = new Set<string>()
          for (const [which, _unused, next] of edits) {
            const field = fields[which % Math.max(fields.length, 1)]
            if (!field) continue
            const [sKey, fKey] = field.key as [string, string]
            if (next === undefined) delete data[sKey]![fKey]
            else data[sKey]![fKey] = next
            changed.add(field.path)
          }
          const back = formDataToSections(data, definition)
          const before = shape(definition.sections)
          const after = shape(back)
          expect(after.map(([section]) => section)).toEqual(before.map(([section]) => section))
          before.forEach(([, beforeFields], index) => {
            const afterFields = after[index]![1] as [string, string][]
            ;(beforeFields as [string, string][]).forEach(([field, type], fieldIndex) => {
              const [afterField, afterType] = afterFields[fieldIndex]!
              expect(afterField).toBe(field)
              // A field received as null may come back as the text typed into it.
              expect(type === 'null' ? ['null', 'string'] : [type]).toContain(afterType)
            })
          })
          for (const field of fields)
            if (!changed.has(field.path))
              expect(back[field.section]![field.field]).toEqual(
                definition.sections[field.section]![field.field],
              )
        },
      ),
      RUNS,
    )
  })

  it('CMP-8: an object where a value belongs (one whose toString is no function) sends the received value, not a crash', () => {
    // fast-check found this one: String({ toString: [] }) throws "Cannot convert object to primitive value".
    const definition = {
      formDefinitionId: 'f1',
      sections: { root: { Name: 'Acme', Note: null, Count: 2 } },
    } as unknown as FormDefinition
    const { formData, fields } = complianceFormToJsonSchema(definition)
    const data = structuredClone(formData) as Record<string, Record<string, unknown>>
    for (const field of fields) {
      const [section, key] = field.key as [string, string]
      data[section]![key] = { toString: [] }
    }
    expect(formDataToSections(data, definition)).toEqual({ root: { Name: 'Acme', Note: null, Count: 2 } })
  })

  it('CMP-8: no section is invented — unknown form data is never sent', () => {
    fc.assert(
      fc.property(
        definitionArb,
        fc.dictionary(fc.string(), fc.dictionary(fc.string(), value)),
        (definition, extra) => {
          const { formData } = complianceFormToJsonSchema(definition)
          const back = formDataToSections({ ...extra, ...formData, s999: { f0: 'x' } }, definition)
          expect(Object.keys(back)).toEqual(Object.keys(definition.sections))
        },
      ),
      RUNS,
    )
  })

  it('CMP-8: the prefilled values are valid against the generated schema (ajv, as the form checks them)', () => {
    const validator = customizeValidator()
    fc.assert(
      fc.property(definitionArb, (definition) => {
        const { schema, formData } = complianceFormToJsonSchema(definition)
        const result = validator.validateFormData(formData, schema as never)
        expect(result.errors).toEqual([])
      }),
      { numRuns: 60 },
    )
  })

  it('CMP-8: one group per section in the order received, root first without a heading; widgets from the value seen', () => {
    const definition: FormDefinition = {
      formDefinitionId: 'fd-1',
      formDefinitionName: 'Annual Report - DE',
      formTitle: 'Delaware Annual Report',
      version: '3',
      statePicklist: 'DE',
      sections: {
        EntityState: {
          EntityName: 'Acme LLC',
          Filed_Qualification_Date: '2020-02-29',
          CountofCommonStockShares: '1000',
          EIN: '',
          Notes: 'x'.repeat(120),
        },
        PrincipalAddress: { Street: '1 Main St' },
        root: { ConsentToElectronicFiling: true, Unknown: null },
      },
    }
    const { schema, uiSchema, formData, fields } = complianceFormToJsonSchema(definition)
    expect(schema.title).toBe('Delaware Annual Report')
    expect(uiSchema['ui:options']).toEqual({
      fkDefinition: {
        formDefinitionId: 'fd-1',
        formDefinitionName: 'Annual Report - DE',
        formTitle: 'Delaware Annual Report',
        version: '3',
        statePicklist: 'DE',
      },
    })
    const groups = Object.entries(schema.properties!)
    expect(groups.map(([, group]) => group.title)).toEqual(['', 'Entity state', 'Principal address'])
    expect(fields.map((field) => [field.path, field.label, field.kind])).toEqual([
      ['root.ConsentToElectronicFiling', 'Consent to electronic filing', 'boolean'],
      ['root.Unknown', 'Unknown', 'text'],
      ['EntityState.EntityName', 'Entity name', 'text'],
      ['EntityState.Filed_Qualification_Date', 'Filed qualification date', 'date'],
      ['EntityState.CountofCommonStockShares', 'Count of common stock shares', 'numericString'],
      ['EntityState.EIN', 'EIN', 'text'],
      ['EntityState.Notes', 'Notes', 'longText'],
      ['PrincipalAddress.Street', 'Street', 'text'],
    ])
    const ui = (path: string) => {
      const field = fields.find((candidate) => candidate.path === path)!
      return (uiSchema[field.key[0]!] as Record<string, Record<string, unknown>>)[field.key[1]!]!
    }
    expect(ui('root.ConsentToElectronicFiling')['ui:widget']).toBe('checkbox')
    expect(ui('EntityState.Filed_Qualification_Date')['ui:widget']).toBe('date')
    expect(ui('EntityState.CountofCommonStockShares')['ui:widget']).toBe('NumericTextWidget')
    expect(ui('EntityState.Notes')['ui:widget']).toBe('textarea')
    expect(ui('EntityState.EIN')['ui:widget']).toBeUndefined()
    expect(ui('EntityState.EIN')['ui:emptyValue']).toBe('')
    // The numeric string is edited as text and stays a string.
    const count = fields.find((field) => field.path === 'EntityState.CountofCommonStockShares')!
    expect((formData[count.key[0]!] as Record<string, unknown>)[count.key[1]!]).toBe('1000')
  })

  it.each([
    ['Filed_Qualification_Date', 'Filed qualification date'],
    ['CountofCommonStockShares', 'Count of common stock shares'],
    ['EIN', 'EIN'],
    ['EntityNumber', 'Entity number'],
    ['Officer1Name', 'Officer 1 name'],
    ['ConsentToElectronicFiling', 'Consent to electronic filing'],
    ['Proof', 'Proof'],
    ['NumberofMembers', 'Number of members'],
    ['FEINNumber', 'FEIN number'],
    ['root', 'Root'],
    ['Ünïcødé 名前', 'Ünïcødé 名前'],
    ['', ''],
  ])('labels a field name for people: %s → %s', (raw, label) => {
    expect(humanizeFieldKey(raw)).toBe(label)
  })

  it('partner overrides add titles, help, choices, required fields and widgets, keyed Section.Field', () => {
    const definition: FormDefinition = {
      formDefinitionId: 'fd-2',
      formDefinitionName: 'Registered Agent - CA',
      sections: { RegisteredAgent: { EffectiveDate: '', Kind: 'Commercial' }, root: { Signer: '' } },
    }
    const { schema, uiSchema, fields } = complianceFormToJsonSchema(definition, {
      title: 'Change of agent',
      sections: { RegisteredAgent: { title: 'New agent' } },
      fields: {
        'RegisteredAgent.EffectiveDate': {
          required: true,
          help: 'When the new agent starts.',
          widget: 'date',
        },
        'RegisteredAgent.Kind': { enum: ['Commercial', { value: 'Individual', label: 'A person' }] },
        'root.Signer': { title: 'Who signs' },
      },
    })
    expect(schema.title).toBe('Change of agent')
    const agent = fields.find((field) => field.path === 'RegisteredAgent.EffectiveDate')!
    const agentGroup = schema.properties![agent.key[0]!]!
    expect(agentGroup.title).toBe('New agent')
    expect(agentGroup.required).toEqual([agent.key[1]])
    expect(agentGroup.properties![agent.key[1]!]!.minLength).toBe(1)
    const agentUi = (uiSchema[agent.key[0]!] as Record<string, Record<string, unknown>>)[agent.key[1]!]!
    expect(agentUi['ui:help']).toBe('When the new agent starts.')
    expect(agentUi['ui:widget']).toBe('date')
    const kind = fields.find((field) => field.path === 'RegisteredAgent.Kind')!
    expect(agentGroup.properties![kind.key[1]!]!.enum).toEqual(['', 'Commercial', 'Individual'])
    expect(
      (uiSchema[kind.key[0]!] as Record<string, Record<string, unknown>>)[kind.key[1]!]!['ui:enumNames'],
    ).toEqual(['', 'Commercial', 'A person'])
    expect(fields.find((field) => field.path === 'root.Signer')!.label).toBe('Who signs')
    const validator = customizeValidator()
    const { formData } = complianceFormToJsonSchema(definition, {
      fields: { 'RegisteredAgent.EffectiveDate': { required: true } },
    })
    const errors = validator.validateFormData(
      formData,
      complianceFormToJsonSchema(definition, {
        fields: { 'RegisteredAgent.EffectiveDate': { required: true } },
      }).schema as never,
    ).errors
    expect(errors.map((error) => error.name)).toEqual(['minLength'])
  })

  it('CMP-9: several compliance forms and definitions become one form, and all are sent back with their ids', () => {
    const forms: ComplianceForm[] = [
      {
        formDataId: 'data-1',
        formDefinitions: [
          { formDefinitionId: 'def-1', formTitle: 'First', sections: { A: { x: 'one' } } },
          { formDefinitionId: 'def-2', formTitle: 'Second', sections: { B: { y: true } } },
        ],
      },
      {
        formDataId: 'data-2',
        formDefinitions: [{ formDefinitionId: 'def-3', sections: { root: { z: '7' } } }],
      },
    ]
    const { schema, formData, fields } = complianceFormsToJsonSchema(forms, { 'def-2': { title: 'Renamed' } })
    expect(Object.values(schema.properties!).map((group) => group.title)).toEqual(['First', 'Renamed', ''])
    expect(fields.map((field) => [field.formDataId, field.formDefinitionId, field.path])).toEqual([
      ['data-1', 'def-1', 'A.x'],
      ['data-1', 'def-2', 'B.y'],
      ['data-2', 'def-3', 'root.z'],
    ])
    const edited = structuredClone(formData) as Record<string, Record<string, Record<string, unknown>>>
    const z = fields[2]!
    edited[z.key[0]!]![z.key[1]!]![z.key[2]!] = '8'
    expect(formDataToComplianceForms(edited, forms)).toEqual([
      {
        formDataId: 'data-1',
        formDefinitions: [
          { formDefinitionId: 'def-1', sections: { A: { x: 'one' } } },
          { formDefinitionId: 'def-2', sections: { B: { y: true } } },
        ],
      },
      {
        formDataId: 'data-2',
        formDefinitions: [{ formDefinitionId: 'def-3', sections: { root: { z: '8' } } }],
      },
    ])
  })

  it('CMP-10: a refusal naming Section.Field (or a bare root field) finds that field in every definition', () => {
    const forms: ComplianceForm[] = [
      {
        formDataId: 'data-1',
        formDefinitions: [
          { formDefinitionId: 'def-1', sections: { EntityState: { EntityNumber: '' }, root: { Email: '' } } },
        ],
      },
    ]
    const { fields } = complianceFormsToJsonSchema(forms)
    expect(
      fieldsNamed(fields, {
        'EntityState.EntityNumber': 'Required field missing: EntityState.EntityNumber',
      }).map(({ field }) => field.path),
    ).toEqual(['EntityState.EntityNumber'])
    expect(fieldsNamed(fields, { Email: 'missing' }).map(({ field }) => field.path)).toEqual(['root.Email'])
    expect(fieldsNamed(fields, { 'Other.Thing': 'missing' })).toEqual([])
  })
})
