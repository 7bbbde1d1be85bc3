// The owner's draft of a compliance form, kept so that a reload, a session expiry or a closed form
// loses nothing typed (issue 21). Only the form's lazy chunk imports this. What is stored is what the
// owner changed from the prefill, by form, definition and field (not by rjsf's generated keys), and
// never a field that holds an SSN or a full EIN: those stay in memory. What is read back is checked
// field by field against what the form expects, so a corrupted or planted value is ignored.
import type { ComplianceFormData, ComplianceFormsSchema, DraftStorage, FieldValue } from '../../hooks'
import { humanizeFieldKey } from '../../hooks/coreHelpers'
import type { FormattedFieldRef } from './withFieldFormats'

/** Where `ComplianceForm` keeps drafts: `DraftStorage` by its first name (every form's drafts take one). */
export type ComplianceDraftStorage = DraftStorage

type Fields = readonly FormattedFieldRef[]
type Node = Record<string, unknown>

const VERSION = 1
/** Longer text than a compliance field could hold is not ours. */
const MAX_TEXT = 10_000
const SENSITIVE =
  /\b(ssn|itin|tin|ein|fein|tax id|social security( number)?|(taxpayer|employer) identification number)\b/

const keyOf = (alertId: string) => `filing-kit:compliance-draft:${alertId}`
const idOf = (field: FormattedFieldRef) => `${field.formDataId}|${field.formDefinitionId}|${field.path}`
const isNode = (value: unknown): value is Node =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/** Whether a field holds a secret that must not leave memory (an SSN, a full EIN). */
export function isSensitiveField(field: FormattedFieldRef): boolean {
  return field.format === 'ein' || SENSITIVE.test(humanizeFieldKey(field.field).toLowerCase())
}

function valueAt(data: unknown, keys: readonly string[]): unknown {
  let node = data
  for (const key of keys) node = isNode(node) && Object.hasOwn(node, key) ? node[key] : undefined
  return node
}

/** A stored value the field can take: the prefill's type (text for a blank `null`), text of a sane length. */
function fits(value: unknown, prefilled: unknown): value is FieldValue {
  if (typeof value === 'string')
    return value.length <= MAX_TEXT && (prefilled === null || typeof prefilled === 'string')
  if (typeof value === 'number') return Number.isFinite(value) && typeof prefilled === 'number'
  return typeof value === 'boolean' ? typeof prefilled === 'boolean' : value === null && prefilled === null
}

/** `converted`'s prefill with the stored draft's values on the fields they fit; the prefill alone if none. */
export function restoreDraft(
  storage: ComplianceDraftStorage | undefined,
  alertId: string,
  converted: { formData: ComplianceFormData; fields: Fields },
): ComplianceFormData {
  let stored: unknown
  try {
    stored = JSON.parse(storage?.getItem(keyOf(alertId)) ?? 'null')
  } catch {
    return converted.formData
  }
  if (!isNode(stored) || stored.v !== VERSION || !isNode(stored.values)) return converted.formData
  const values = stored.values
  const data = structuredClone(converted.formData)
  for (const field of converted.fields) {
    const id = idOf(field)
    if (isSensitiveField(field) || !Object.hasOwn(values, id)) continue
    const section = valueAt(data, field.key.slice(0, -1))
    const prefilled = valueAt(converted.formData, field.key)
    if (isNode(section) && fits(values[id], prefilled)) section[field.key.at(-1)!] = values[id]
  }
  return data
}

/** Stores what the owner changed from the prefill (sensitive fields left out); nothing changed, nothing stored. */
export function saveDraft(
  storage: ComplianceDraftStorage | undefined,
  alertId: string,
  converted: Pick<ComplianceFormsSchema, 'formData'> & { fields: Fields },
  data: ComplianceFormData,
): void {
  const changed: [string, unknown][] = []
  for (const field of converted.fields) {
    const value = valueAt(data, field.key)
    if (!isSensitiveField(field) && value !== undefined && value !== valueAt(converted.formData, field.key))
      changed.push([idOf(field), value])
  }
  try {
    if (changed.length === 0) storage?.removeItem(keyOf(alertId))
    else storage?.setItem(keyOf(alertId), JSON.stringify({ v: VERSION, values: Object.fromEntries(changed) }))
  } catch {
    // Full or refused: the draft stays in memory.
  }
}

/** Forgets the alert's draft (its forms were sent). */
export function clearDraft(storage: ComplianceDraftStorage | undefined, alertId: string): void {
  try {
    storage?.removeItem(keyOf(alertId))
  } catch {
    // Refused: nothing was stored either.
  }
}
