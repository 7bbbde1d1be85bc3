// The RFI answer's contact check (OrderRfiForm: the order's contact schema), with zod and the schema:
// a module of its own that only ./loadRfiContactChecks imports, lazily, so the tracker does not load
// them up front — nothing else on its first render uses zod (the client checks its reads with
// generated code), and only an order at a request for information shows the form.
import { formationContactSchema, safeParseSchema } from '../../hooks/coreHelpers'

/** The contact's fields the schema refuses, each once, in the schema's order of issues. */
export function contactFieldsRefused(contact: Readonly<Record<string, string>>): string[] {
  const parsed = safeParseSchema(formationContactSchema, contact)
  return parsed.success ? [] : [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))]
}
