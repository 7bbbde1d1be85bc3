// The formation form's helpers (package selection, the form's values, US phones) as
// `filing-kit/hooks` exports them, through a module of their own: the form's lazy checks chunk uses
// the same core modules, and esbuild would otherwise load them up front on every page importing the
// hooks (see fieldHelpers.ts). The components take them from ./coreHelpers.ts.
import {
  packagesInOrder as inOrder,
  isLockedOption as isLocked,
  optionGroups as groups,
  initialSelection as initial,
  toggleOption as toggle,
  selectionProblems as problems,
  selectionTotal as total,
  orderTotalPriceOf as totalPriceOf,
  selectedProducts as selected,
  emptyFormationValues as emptyValues,
  formationValuesWith as valuesWith,
  formationOrderInputFrom as orderInputFrom,
  isUsPhone as usPhone,
  canCancelFormationOrder as cancellable,
  registeredAgentOption as agentOption,
  selectionWithAgent as withAgent,
} from '../src/index'

export const packagesInOrder = inOrder
export const isLockedOption = isLocked
export const optionGroups = groups
export const initialSelection = initial
export const toggleOption = toggle
export const selectionProblems = problems
export const selectionTotal = total
export const orderTotalPriceOf = totalPriceOf
export const selectedProducts = selected
export const emptyFormationValues = emptyValues
export const formationValuesWith = valuesWith
export const formationOrderInputFrom = orderInputFrom
export const isUsPhone = usPhone
export const canCancelFormationOrder = cancellable
export const registeredAgentOption = agentOption
export const selectionWithAgent = withAgent
