import type { FormationPackage, ProductOption } from '../schemas/formationAnswers'
import { isLockedOption } from './packageSelection'

// The registered agent is chosen twice in the service's model: as a product of the package (the
// "Registered Agent?" group) and as `registerAgent.registeredAgentIsCorpnetAgent` in the order. An order
// that says the service is the agent without its product is one the owner was never charged for, and
// one that buys the product while naming another agent pays for nothing: one choice drives both.

const AGENT = /registered agent/i

/** The package's registered agent service (its option in the "Registered Agent?" group), if it has one. */
export function registeredAgentOption(pkg: FormationPackage): ProductOption | undefined {
  const groups = new Set(
    pkg.productConstraints.filter((constraint) => AGENT.test(constraint.name ?? '')).map((c) => c.id),
  )
  return (
    pkg.productOptions.find((option) => option.productConstraint && groups.has(option.productConstraint)) ??
    pkg.productOptions.find((option) => AGENT.test(option.productName ?? ''))
  )
}

/**
 * `selection` agreeing with the agent choice: the package's agent service in when the service is the
 * agent, out when another agent is (unless the package bundles or requires it). Unchanged for a
 * package without one.
 */
export function selectionWithAgent(
  pkg: FormationPackage,
  selection: readonly string[],
  serviceIsAgent: boolean,
): string[] {
  const agent = registeredAgentOption(pkg)
  if (!agent || isLockedOption(agent)) return [...selection]
  const without = selection.filter((id) => id !== agent.id)
  return serviceIsAgent ? [...without, agent.id] : without
}
