let evalAllowed: boolean | undefined

/**
 * Whether this page may compile code (`new Function`: its CSP allows `'unsafe-eval'`); asked once.
 * The client's compiled schemas and the compliance form's ajv both ask before compiling.
 */
export function canCompileCode(): boolean {
  if (evalAllowed === undefined) {
    try {
      evalAllowed = new Function('return true')() === true
    } catch {
      evalAllowed = false
    }
  }
  return evalAllowed
}
