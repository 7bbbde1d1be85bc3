import type { FormationFormValues, FormationPackage } from '../../hooks'
import {
  initialSelection,
  isLockedOption,
  registeredAgentOption,
  selectionWithAgent,
} from '../../hooks/coreHelpers'

// The order form's one agent choice (issue 34): the package's agent service and
// `registeredAgentIsCorpnetAgent` move together, whichever step the owner changes it on.

/** A package picked: its own defaults, the agent service following the agent choice. */
export function withPackage(current: FormationFormValues, chosen: FormationPackage): FormationFormValues {
  if (current.packageId === chosen.id) return current
  const ours = current.registerAgent.registeredAgentIsCorpnetAgent
  return {
    ...current,
    packageId: chosen.id,
    selection: selectionWithAgent(chosen, initialSelection(chosen), ours),
  }
}

/** Options changed on the package step: taking the agent service or leaving it is the agent choice. */
export function withSelection(
  current: FormationFormValues,
  pkg: FormationPackage | undefined,
  shown: readonly string[],
  next: string[],
): FormationFormValues {
  const agent = pkg ? registeredAgentOption(pkg) : undefined
  const flipped = agent && !isLockedOption(agent) && next.includes(agent.id) !== shown.includes(agent.id)
  return {
    ...current,
    selection: next,
    registerAgent: flipped
      ? { ...current.registerAgent, registeredAgentIsCorpnetAgent: next.includes(agent.id) }
      : current.registerAgent,
  }
}

/** The agent chosen on the agent step: the agent service in or out of the order and its total. */
export function withAgentChoice(
  next: FormationFormValues,
  pkg: FormationPackage | undefined,
): FormationFormValues {
  return pkg
    ? {
        ...next,
        selection: selectionWithAgent(pkg, next.selection, next.registerAgent.registeredAgentIsCorpnetAgent),
      }
    : next
}
