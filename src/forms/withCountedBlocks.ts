// A count and its repeated blocks agree (issue 31): "Officer count 4" with one officer block sent
// showed one block; a second owner came without the first's date of birth. Before the form is drawn,
// each counted group gets as many blocks as its count says (or as it holds, if more), each with every
// field any block has, so the owner fills them in. Fields are added inside the section the service
// sent (spec 2.6 rule 4: no section is invented), after the fields it sent; the check (./checkComplianceAnswers) then keeps the
// count and the filled blocks in agreement.
import type { FieldValue } from '../schemas/common'
import type { ComplianceForm, FormDefinition } from '../schemas/complianceAnswers'
import { complianceFieldDomain, complianceFieldEntry } from './complianceFieldDomain'
import { getOwn, setOwn } from './keys'
import { parseComplianceNumber } from './parseComplianceNumber'

/** The most blocks a count opens: a larger count is refused by the check rather than drawn. */
export const MAX_COUNTED_BLOCKS = 20

type Fields = Record<string, FieldValue>

/** A blank of the same type as `value` (a boolean stays a boolean). */
const blankLike = (value: FieldValue): FieldValue => (typeof value === 'boolean' ? false : '')

function expandSection(fields: Fields): Fields {
  let result = fields
  for (const countName of Object.keys(fields)) {
    const prefix = complianceFieldDomain(countName, fields[countName] as FieldValue).counts
    if (!prefix) continue
    // The block fields: name → number and the name with its number as a hole.
    const blocks = Object.keys(result).flatMap((name) => {
      const entry = complianceFieldEntry(name)
      if (entry?.n === undefined || !entry.key.startsWith(`${prefix}N`)) return []
      const pattern = name.replace(String(entry.n), '{n}')
      return [{ name, n: entry.n, pattern }]
    })
    if (blocks.length === 0) continue
    const typed = parseComplianceNumber(String(fields[countName] ?? ''))
    const count = typed !== undefined && Number.isInteger(typed) && typed >= 0 ? typed : 0
    const last = Math.max(...blocks.map((block) => block.n))
    const total = Math.min(Math.max(count, last), MAX_COUNTED_BLOCKS)
    const patterns = [...new Set(blocks.map((block) => block.pattern))]
    const sample = new Map(blocks.map((block) => [block.pattern, getOwn(result, block.name) as FieldValue]))
    // The fields received keep their places (and so their positional keys, ./keys); what a block
    // lacks follows them, block by block.
    const ordered: Fields = {}
    for (const name of Object.keys(result)) setOwn(ordered, name, getOwn(result, name) as FieldValue)
    for (let n = 1; n <= total; n++)
      for (const pattern of patterns) {
        const name = pattern.replace('{n}', String(n))
        if (!Object.hasOwn(ordered, name)) setOwn(ordered, name, blankLike(sample.get(pattern) ?? ''))
      }
    result = ordered
  }
  return result
}

function expandDefinition(definition: FormDefinition): FormDefinition {
  const sections: Record<string, Fields> = {}
  for (const name of Object.keys(definition.sections))
    setOwn(sections, name, expandSection(getOwn(definition.sections, name) as Fields))
  return { ...definition, sections }
}

/**
 * The alert's forms with every counted group as long as its count (at most `MAX_COUNTED_BLOCKS`), each
 * block with every field any block has, blank where the service sent none: convert and send these.
 * @example complianceFormsToJsonSchema(withCountedBlocks(alert.complianceForms))
 */
export function withCountedBlocks(forms: readonly ComplianceForm[]): ComplianceForm[] {
  return forms.map((form) => ({ ...form, formDefinitions: form.formDefinitions.map(expandDefinition) }))
}
