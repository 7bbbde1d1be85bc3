// What the /plain page's tests share in both browsers: the files they give the page, and the
// accessibility check, which runs axe-core in the page (it walks into open shadow roots by itself).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { resolve } from 'node:path'

export const PDF = resolve(import.meta.dirname, '../components/fixtures/agent-appointment.pdf')
export const CSV = resolve(import.meta.dirname, 'firefox/fixtures/companies.csv')

/** The portal's light accent (--acme-accent, themes.css), as a computed colour. */
export const PORTAL_ACCENT = 'rgb(15, 118, 110)'

/** axe-core's browser build, evaluated by the driver (the page's policy forbids an injected script tag). */
export const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * Runs in the page once AXE_SOURCE is in it: axe-core's violations, one line each. Plain JavaScript in
 * a string, so no compiler's helper can slip into code the page runs.
 */
export const AXE_RUN = `(async () => {
  const results = await window.axe.run(document, { resultTypes: ['violations'] })
  return results.violations.map(
    (violation) => violation.id + ': ' + violation.help + ' (' +
      violation.nodes.map((node) => JSON.stringify(node.target)).join(', ') + ')',
  )
})()`
