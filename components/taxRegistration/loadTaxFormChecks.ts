import type { checkTaxRegistrationForm } from './taxFormChecks'

/**
 * TaxRegistrationForm's checks (./taxFormChecks), a chunk of their own: a plain `import()` of a module
 * nothing imports statically, so every bundler splits it off.
 */
export const loadTaxFormChecks = (): Promise<typeof checkTaxRegistrationForm> =>
  import('./taxFormChecks').then((module) => module.checkTaxRegistrationForm)
