// The order form's steps: how our FormationOrderForm lays the wizard out. A layout choice, not a rule
// of the service, so it lives beside the component (a partner's own form may have any steps); the
// rules themselves (`formationFieldProblems`) are the hooks' public helpers. Pure, no React.
import type { FieldProblem } from '../../../hooks'

/** The form's steps, in order. */
export const FORMATION_FORM_STEPS = [
  'business',
  'package',
  'contact',
  'company',
  'address',
  'agent',
  'party',
  'review',
] as const
export type FormationFormStep = (typeof FORMATION_FORM_STEPS)[number]

const STEP_OF_PREFIX: Record<string, FormationFormStep> = {
  businessStructureType: 'business',
  businessStateInitial: 'business',
  packageId: 'package',
  products: 'package',
  orderTotalPrice: 'package',
  contact: 'contact',
  companyInfo: 'company',
  businessAddress: 'address',
  registerAgent: 'agent',
  responsibleParty: 'party',
}

/** The step that holds a field (`responsibleParty.responsiblePartySSN` → `party`); else `review`. */
export function stepOfField(path: string): FormationFormStep {
  return STEP_OF_PREFIX[path.split('.')[0] ?? ''] ?? 'review'
}

/** The problems of one step's fields. */
export function stepProblems(
  step: FormationFormStep,
  problems: Readonly<Record<string, FieldProblem>>,
): Record<string, FieldProblem> {
  return Object.fromEntries(Object.entries(problems).filter(([path]) => stepOfField(path) === step))
}
