// The core's field dictionary (complianceFieldDomain) applied to the form the owner sees, in the
// form's lazy chunk (ComplianceForm's up-front budget): required fields marked, enumerations as
// choices, the service's own values read-only, numbers and dates given the widget their domain needs.
// The checks themselves are the core's checkComplianceAnswers (./complianceAnswerErrors), so the
// schema keeps no pattern of its own for what that function checks: one rule, one message per field.
import type { ComplianceFormsSchema, FieldValue } from '../../hooks'
import { complianceFieldDomain } from '../../hooks/coreHelpers'
import type { FormattedFieldRef } from './withFieldFormats'

type Node = Record<string, unknown>

/** The domains the core checks (their schema patterns would repeat its rule with other words). */
const CHECKED = new Set([
  'email',
  'zip',
  'ein',
  'usState',
  'date',
  'birthDate',
  'percent',
  'amount',
  'count',
  'year',
])
const NUMBERS = new Set(['percent', 'amount', 'count'])

function at(root: unknown, keys: readonly string[], step?: string): Node | undefined {
  let node = root
  for (const key of keys) {
    if (step) node = (node as Node | undefined)?.[step]
    node =
      node !== null && typeof node === 'object' && Object.hasOwn(node, key) ? (node as Node)[key] : undefined
  }
  return node !== null && typeof node === 'object' ? (node as Node) : undefined
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/** `converted` with each known field's domain shown: required, choices, read-only, widgets. */
export function withFieldDomains<F extends FormattedFieldRef>(
  converted: ComplianceFormsSchema & { fields: F[] },
  /** A choice in the owner's words (the value itself is sent). */
  choiceLabel: (choice: string) => string = (choice) => choice,
): ComplianceFormsSchema & { fields: F[] } {
  const schema = structuredClone(converted.schema)
  const uiSchema = structuredClone(converted.uiSchema)
  for (const field of converted.fields) {
    const value = at(converted.formData, field.key.slice(0, -1))?.[field.key.at(-1)!] as FieldValue
    const domain = complianceFieldDomain(field.field, value)
    const node = at(schema, field.key, 'properties')
    const section = at(schema, field.key.slice(0, -1), 'properties')
    const ui = at(uiSchema, field.key)
    if (!node || !section || !ui) continue
    const key = field.key.at(-1)!
    // A partner's choices (`schemaOverrides`) are the partner's: left as made.
    const partnerChoices = node.enum !== undefined
    if (domain.required && typeof value !== 'boolean') {
      const required = Array.isArray(section.required) ? (section.required as string[]) : []
      if (!required.includes(key)) section.required = [...required, key]
    }
    if (domain.serviceOwned && !isBlank(value)) {
      ui['ui:readonly'] = true
      // Shown in the owner's words ("Active" → "Activa"); the value itself is what is sent.
      const shown = typeof value === 'string' ? choiceLabel(value) : undefined
      if (shown !== undefined && shown !== value)
        ui['ui:options'] = { ...(ui['ui:options'] as Node | undefined), fkShown: shown }
    }
    if (domain.type === 'choice' && domain.choices && !partnerChoices && typeof value !== 'boolean') {
      const choices = [...domain.choices]
      // A value the service sent that is not among them stays choosable: it is theirs to judge.
      if (typeof value === 'string' && value !== '' && !choices.includes(value)) choices.unshift(value)
      node.enum = ['', ...choices]
      ui['ui:enumNames'] = ['', ...choices.map(choiceLabel)]
      ui['ui:widget'] = 'select'
      delete node.pattern
    }
    if (CHECKED.has(domain.type) && !partnerChoices) delete node.pattern
    if (NUMBERS.has(domain.type) && node.type === 'string' && ui['ui:widget'] === undefined)
      ui['ui:widget'] = 'NumericTextWidget'
  }
  orderBlocks(converted.fields, uiSchema)
  return { ...converted, schema, uiSchema }
}

/**
 * Counted blocks shown block by block (`ui:order`): fields a block lacked were added after the
 * received ones (their keys are positional), so Owner 2's date of birth would follow Owner 2's share.
 */
function orderBlocks(fields: readonly FormattedFieldRef[], uiSchema: ComplianceFormsSchema['uiSchema']) {
  const sections = new Map<string, FormattedFieldRef[]>()
  for (const field of fields) {
    const id = field.key.slice(0, -1).join('.')
    sections.set(id, [...(sections.get(id) ?? []), field])
  }
  for (const [id, members] of sections) {
    const blockOf = (field: FormattedFieldRef) =>
      /^([A-Za-z]+?)(\d+)([A-Za-z_]+)$/.exec(field.field.replace(/_/g, ''))
    const firstBlock = members.findIndex((field) => blockOf(field))
    if (firstBlock < 0) continue
    const patterns: string[] = []
    const rank = (field: FormattedFieldRef, index: number) => {
      const block = blockOf(field)
      if (!block) return index < firstBlock ? index : index + 1_000_000
      const pattern = `${block[1]}|${block[3]}`
      if (!patterns.includes(pattern)) patterns.push(pattern)
      return firstBlock + Number(block[2]) * 1000 + patterns.indexOf(pattern) / 1000
    }
    const ranked = members.map((field, index) => ({ key: field.key.at(-1)!, rank: rank(field, index) }))
    const ui = at(uiSchema, id.split('.'))
    if (ui) ui['ui:order'] = ranked.sort((a, b) => a.rank - b.rank).map((entry) => entry.key)
  }
}
