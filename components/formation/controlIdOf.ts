import { fieldId } from './FormationFields'
import { groupControlId } from './PackagePicker'

/**
 * The element id of the control a field error points at, inside the form `formId`: the package's
 * radio group, a package option group (`constraint.<id>`), or a field by its dotted path. The focus
 * moves and `aria-describedby` resolve these within the form's own tree (a shadow root included).
 */
export function controlIdOf(formId: string, path: string): string {
  if (path === 'packageId') return `${formId}-packageId`
  if (path.startsWith('constraint.')) return groupControlId(formId, path.slice('constraint.'.length))
  return fieldId(formId, path)
}
