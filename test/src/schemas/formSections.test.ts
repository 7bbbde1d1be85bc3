import { formSectionsSchema, safeParseSchema, submitAlertFormsInputSchema } from '../../../src/index'

// A compliance form's sections (CMP-8): section → field → text, a finite number, true/false or null.
// The check is one function (for speed on large alert lists); it must refuse what the union of a
// record of records refused, and say where.

const issuesOf = (value: unknown) => {
  const parsed = safeParseSchema(formSectionsSchema, value)
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

describe('form sections', () => {
  it('CMP-8: keep text, finite numbers, booleans and null, by section and field', () => {
    const sections = { root: { Email: 'a@b.example', Count: 4, Consent: true, Note: null }, Officers: {} }
    expect(safeParseSchema(formSectionsSchema, sections)).toEqual({ success: true, data: sections })
  })

  it('CMP-8: refuse what JSON cannot carry or the service cannot read, at section.field', () => {
    expect(issuesOf({ root: { Count: Number.NaN, Size: Infinity, List: ['a'], Nested: { a: 1 } } })).toEqual([
      'root.Count: Invalid input',
      'root.Size: Invalid input',
      'root.List: Invalid input',
      'root.Nested: Invalid input',
    ])
    expect(issuesOf({ root: 'text' })).toEqual(['root: Invalid input: expected record, received string'])
    expect(issuesOf([{ a: 1 }])).toEqual([': Invalid input: expected record, received array'])
    expect(issuesOf({ root: new Map([['a', 1]]) })).toHaveLength(1)
  })

  it('CMP-9: a submit body with a non-finite value is refused before sending, on its field', () => {
    const body = {
      complianceForms: [
        {
          formDataId: 'f1',
          formDefinitions: [{ formDefinitionId: 'd1', sections: { root: { Count: Infinity } } }],
        },
      ],
    }
    const parsed = safeParseSchema(submitAlertFormsInputSchema, body)
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.path).toEqual([
      'complianceForms',
      0,
      'formDefinitions',
      0,
      'sections',
      'root',
      'Count',
    ])
  })
})
