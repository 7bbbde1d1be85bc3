// The state select of our formation form: the service's states, sorted by name for a list. Pure, no React.
import { US_STATES_BY_NAME } from '../../../hooks/coreHelpers'

/** The states a business can be formed in, as `{ code, name }`, alphabetical by name (the core's list). */
export const FORMATION_STATES: readonly { code: string; name: string }[] = US_STATES_BY_NAME
