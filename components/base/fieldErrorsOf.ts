import { isPartnerApiError } from '../../hooks'

/** Field → message: every field may be missing, but a plain string key (any path) reads as a record. */
export type FieldErrorsOn<Field extends string> = string extends Field
  ? Readonly<Record<string, string>>
  : Partial<Record<Field, string>>

/**
 * The service's field errors (CMP-3, CMP-10, BF-10, TAX-3..7) put on a form's fields — the one
 * mapping every form uses. `fieldOf` names the form's field a refused path stands for (by default
 * the path itself; nothing leaves the error off, for the form to say above its fields); `say` words
 * the message for that field. A field named twice keeps its first message. Anything that is not a
 * PartnerApiError has no field errors.
 */
export function fieldErrorsOf<Field extends string = string>(
  error: unknown,
  fieldOf: (path: string) => Field | false | undefined = (path) => path as Field,
  say: (message: string, field: Field, path: string) => string = (message) => message,
): FieldErrorsOn<Field> {
  const placed: Partial<Record<Field, string>> = {}
  if (isPartnerApiError(error))
    for (const [path, message] of Object.entries(error.fieldErrors)) {
      const field = fieldOf(path)
      if (field) placed[field] ??= say(message, field, path)
    }
  return placed as FieldErrorsOn<Field>
}
