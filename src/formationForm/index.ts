// The formation order form's rules, pure and framework-free: the package picker (constraints, locks,
// total) and the form's values → the create-order body, checked by the core's own schema.
export {
  packagesInOrder,
  isLockedOption,
  optionGroups,
  initialSelection,
  toggleOption,
  selectionProblems,
  selectionTotal,
  orderTotalPriceOf,
  selectedProducts,
} from './packageSelection'
export type { OptionGroup, SelectionProblem } from './packageSelection'
export { emptyFormationValues, formationValuesWith, formationOrderInputFrom } from './formValues'
export type { FormationFormValues, FormationFormDefaults } from './formValues'
export { formationFieldProblems } from './formationFieldProblems'
export type { FieldProblem } from './formationFieldProblems'
export { isUsPhone } from './usPhone'
export { CANCELLABLE_ORDER_PHASES, canCancelFormationOrder } from './canCancelFormationOrder'
export { registeredAgentOption, selectionWithAgent } from './registeredAgentSelection'
export { isPoBox, entityDesignators, lacksEntityDesignator } from './addressAndName'
