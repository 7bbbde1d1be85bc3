import type { FieldProblem, FormationFormValues, FormationPackage } from '../../hooks'
import { selectionProblems } from '../../hooks/coreHelpers'
import { stepProblems, type FormationFormStep } from './model/formationFormSteps'
import type { Text } from '../base/useText'
import type { FormationMessageId } from '../messages/en/formation'
import type { FormationFormMessageId } from '../messages/en/formationForm'
import { SECTION_FIELDS } from './FormationFields'
import { optionWords } from './optionWords'
import { fieldProblemText } from './words'

// The order form's steps: which section each edits, the order its fields show in (where the focus
// goes on error), and what stops the customer moving on — from the create-order schema's verdict,
// which the form gets from its checks' own chunk (./formationFormChecks).

/** The values' section each details step edits. */
export const SECTION_OF_STEP = {
  contact: 'contact',
  company: 'companyInfo',
  address: 'businessAddress',
  agent: 'registerAgent',
  party: 'responsibleParty',
} as const

/** The step's fields in the order they show: where the first error's focus goes. */
export function stepOrder(step: FormationFormStep, constraintIds: readonly string[]): string[] {
  if (step === 'business') return ['businessStructureType', 'businessStateInitial']
  if (step === 'package') return ['packageId', ...constraintIds.map((id) => `constraint.${id}`)]
  if (step === 'review') return []
  const section = SECTION_OF_STEP[step]
  const radio =
    step === 'agent'
      ? ['registerAgent.registeredAgentIsCorpnetAgent']
      : step === 'party'
        ? ['responsibleParty.responsiblePartyStatus']
        : []
  return [...radio, ...SECTION_FIELDS[section].map((field) => `${section}.${field.name}`)]
}

/** The refused fields of a step, in words; `problems` are `formationFieldProblems(values, pkg)`. */
export function stepErrors(
  step: FormationFormStep,
  values: FormationFormValues,
  pkg: FormationPackage | undefined,
  words: Text<FormationMessageId | FormationFormMessageId>,
  problems: Readonly<Record<string, FieldProblem>>,
): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const [path, problem] of Object.entries(stepProblems(step, problems))) {
    if (step === 'package' && path !== 'packageId') continue
    errors[path] =
      path === 'packageId'
        ? words.t('formationForm.packageRequired')
        : problem === 'invalid' && path.endsWith('Phone')
          ? words.t('formationForm.invalidPhone')
          : fieldProblemText(path.split('.').pop() ?? path, problem, words)
  }
  if (step === 'package' && pkg) {
    for (const problem of selectionProblems(pkg, values.selection))
      errors[`constraint.${problem.constraintId}`] = words.t('formationForm.constraintProblem', {
        name: optionWords(problem.name, words),
        min: problem.min,
        max: problem.max,
      })
  }
  return errors
}
