import type { EntityType } from '../../schemas/formation'
import { ENTITY_TYPES } from '../../schemas/serviceVocabulary'
import { stateCode, US_STATE_NAMES, type UsStateName } from '../../schemas/usStates'
import type { Handler } from '../context'
import { formationError } from '../respond'
import { packageCollection } from '../seed/packages'
import { formationOk } from './formationCommon'

/** BF-1: packages for an entity type and a state's full name; a state code is refused. */
export const getPackages: Handler = (context) => {
  const query = context.url.searchParams
  const entityType = query.get('entityType')
  const state = query.get('state')
  const filing = query.get('filing')
  const problems: string[] = []
  if (!entityType) problems.push('Entity is required.')
  else if (!ENTITY_TYPES.includes(entityType as EntityType))
    problems.push('Please enter a valid value for EntityType')
  if (!state) problems.push('State is required.')
  else if (!US_STATE_NAMES.includes(state as UsStateName)) {
    problems.push(
      stateCode(state)
        ? `State must be the state's full name, e.g. California, not ${state}`
        : 'Please enter a valid value for State',
    )
  }
  if (filing && filing !== 'standard' && filing !== 'express')
    problems.push('Please enter a valid value for Filing')
  if (problems.length > 0) return formationError(400, problems)

  const collection = packageCollection(
    context.config.seed,
    stateCode(state as string) ?? 'DE',
    entityType as EntityType,
  )
  if (filing === 'express') {
    // The express filing comes preselected instead of the standard one.
    for (const pkg of collection.productPackages) {
      for (const option of pkg.productOptions) {
        if (option.productName === 'Express Filing') option.packageDisplaySelection = 'Selected'
        else if (option.productName === 'Standard Filing') option.packageDisplaySelection = 'Optional'
      }
    }
  }
  return formationOk(
    { packageCollection: [collection] },
    200,
    context.quirks.valueOrderEnvelopes ? 'value' : 'data',
  )
}
