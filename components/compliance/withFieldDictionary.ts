// The compliance form's labels in the owner's words. The service sends identifiers
// (`IsExemptEntity`) that src/forms humanises ("Is exempt entity"), which reads as English in every
// language. For the fields we know, the catalogs hold a label (and help where a word is not enough);
// a partner's `schemaOverrides` title or help still wins, and an unknown field keeps the derived label.
// Applied in the form's lazy chunk (like ./withFieldFormats), so ComplianceForm's up-front code stays
// within its budget.
import type { ComplianceFormsSchema } from '../../hooks'
import { humanizeFieldKey } from '../../hooks/coreHelpers'
import { complianceFieldNameMessages } from '../messages/en/complianceFieldNames'

/** The provider's text for a message id (its `messages`, else en-US), placeholders filled. */
export type Translate = (id: string, values?: Readonly<Record<string, string | number>>) => string
type Node = Record<string, unknown>

const known = (id: string) => Object.hasOwn(complianceFieldNameMessages, id)

/** A field's dictionary id and its number: `Owner2FullName` → `OwnerNFullName`, 2. */
function entryOf(field: string): { id: string; n: string } | undefined {
  const name = field.replace(/_/g, '')
  if (known(`compliance.field.${name}`)) return { id: `compliance.field.${name}`, n: '' }
  const numbered = /^([A-Za-z]+)(\d+)([A-Za-z]+)$/.exec(name)
  if (!numbered) return undefined
  const id = `compliance.field.${numbered[1]}N${numbered[3]}`
  return known(id) ? { id, n: numbered[2]! } : undefined
}

/** `node[key]` when it is an own object property. */
function child(node: Node | undefined, key: string): Node | undefined {
  if (!node || !Object.hasOwn(node, key)) return undefined
  const next = node[key]
  return next !== null && typeof next === 'object' ? (next as Node) : undefined
}

/**
 * `converted` with the known fields' and sections' labels and help from the catalogs, through `t`
 * (so the provider's `messages` override them); a title or help a partner set is kept.
 * @example withFieldDictionary(converted, t) // IsExemptEntity → "The company is exempt from this report"
 */
export function withFieldDictionary(converted: ComplianceFormsSchema, t: Translate): ComplianceFormsSchema {
  const schema = structuredClone(converted.schema) as unknown as Node
  const uiSchema = structuredClone(converted.uiSchema) as unknown as Node
  const sectionsDone = new Set<string>()
  const fields = converted.fields.map((field) => {
    const [definition, section, key] = field.key as [string, string, string]
    const sectionNode = child(child(child(child(schema, 'properties'), definition), 'properties'), section)
    if (sectionNode && !sectionsDone.has(`${definition}.${section}`)) {
      sectionsDone.add(`${definition}.${section}`)
      const id = `compliance.section.${field.section}`
      if (known(id) && sectionNode.title === humanizeFieldKey(field.section)) sectionNode.title = t(id)
    }
    const entry = entryOf(field.field)
    const fieldNode = child(child(sectionNode, 'properties'), key)
    // A title other than the derived one is a partner's (`schemaOverrides`): theirs wins.
    if (!entry || !fieldNode || fieldNode.title !== humanizeFieldKey(field.field)) return field
    const label = t(entry.id, { n: entry.n })
    fieldNode.title = label
    const ui = child(child(child(uiSchema, definition), section), key)
    if (ui && ui['ui:help'] === undefined && known(`${entry.id}.help`)) ui['ui:help'] = t(`${entry.id}.help`)
    return { ...field, label }
  })
  return {
    ...converted,
    schema: schema as unknown as ComplianceFormsSchema['schema'],
    uiSchema: uiSchema as unknown as ComplianceFormsSchema['uiSchema'],
    fields,
  }
}
