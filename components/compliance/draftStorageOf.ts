// Where a form keeps its draft, in a module of its own: the tax tracker (whose kept copy uses the same
// storage) imports it up front, and complianceDraft.ts belongs to the compliance form's lazy chunk. esbuild
// loads up front every module a lazy chunk uses that the page's entry reaches by static imports, so from
// complianceDraft.ts it put that module and humanizeFieldKey on every page drawing the tracker (issue 23).
import type { ComplianceDraftStorage } from './complianceDraft'

/** The storage in use: the prop's, else `sessionStorage` where the page may use it; none for `false`. */
export function draftStorageOf(
  option: ComplianceDraftStorage | false | undefined,
): ComplianceDraftStorage | undefined {
  if (option !== undefined) return option || undefined
  try {
    return globalThis.sessionStorage
  } catch {
    // Storage disabled (a sandboxed frame, some privacy settings): the draft stays in memory.
    return undefined
  }
}
