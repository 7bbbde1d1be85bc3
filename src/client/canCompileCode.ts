import { config } from 'zod/mini'

let evalAllowed: boolean | undefined

/**
 * Whether this page may compile code (`new Function`: its CSP allows `'unsafe-eval'`); asked once.
 * filing-kit itself no longer asks (issue 23: the client's answers are checked by generated code and
 * the compliance form by its interpreter, and the question is itself a `new Function` that a strict
 * CSP reports); kept for partners who call it. Where the
 * partner set zod's `config({ jitless: true })` the answer is no, without the probe: under a CSP
 * without `'unsafe-eval'` Firefox reports even a caught, refused `new Function` as an error in the
 * page's console, so a page that declares it forbids eval must not be made to try.
 */
export function canCompileCode(): boolean {
  if (config().jitless) return false
  if (evalAllowed === undefined) {
    try {
      evalAllowed = new Function('return true')() === true
    } catch {
      evalAllowed = false
    }
  }
  return evalAllowed
}
