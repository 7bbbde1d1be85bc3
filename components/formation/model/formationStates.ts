// The state select of our formation form: the service's states, sorted by name for a list. Pure, no React.
import { US_STATES } from '../../../hooks'

/** The states a business can be formed in, as `{ code, name }`, alphabetical by name. */
export const FORMATION_STATES: readonly { code: string; name: string }[] = Object.entries(US_STATES)
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name))
