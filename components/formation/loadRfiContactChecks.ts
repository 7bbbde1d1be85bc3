import type { contactFieldsRefused } from './rfiContactChecks'

/**
 * The RFI answer form's contact check (./rfiContactChecks), a chunk of its own: a plain `import()` of a
 * module nothing imports statically, so every bundler splits it off.
 */
export const loadRfiContactChecks = (): Promise<typeof contactFieldsRefused> =>
  import('./rfiContactChecks').then((module) => module.contactFieldsRefused)
