// Its own module: ComplianceForm places a refusal with it up front, while the conversion beside it in
// complianceForms.ts loads with the form's lazy chunk — esbuild's code splitting puts a module both
// load into the up-front chunk whole, conversion included.
import { getOwn } from './keys'
import type { ComplianceAlertFieldRef } from './complianceForms'

/**
 * The fields a refusal's `fieldErrors` name (CMP-10): `Section.Field` — or a bare field name, for
 * `root` — matched against every definition's fields, in form order.
 */
export function fieldsNamed(
  fields: readonly ComplianceAlertFieldRef[],
  fieldErrors: Readonly<Record<string, string>>,
): { field: ComplianceAlertFieldRef; message: string }[] {
  const found: { field: ComplianceAlertFieldRef; message: string }[] = []
  for (const field of fields) {
    const message =
      getOwn(fieldErrors, field.path) ??
      (field.section === 'root' ? getOwn(fieldErrors, field.field) : undefined)
    if (typeof message === 'string') found.push({ field, message })
  }
  return found
}
