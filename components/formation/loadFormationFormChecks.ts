import type { formationFieldProblems } from './formationFormChecks'

/**
 * FormationOrderForm's checks (./formationFormChecks), a chunk of their own: a plain `import()` of a
 * module nothing imports statically, so every bundler splits it off.
 */
export const loadFormationFormChecks = (): Promise<typeof formationFieldProblems> =>
  import('./formationFormChecks').then((module) => module.formationFieldProblems)
