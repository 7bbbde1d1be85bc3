// What FormationOrderTracker draws as its stepper. Pure, no React.
import { ORDER_PHASES } from '../../../hooks/coreHelpers'

/** The phases an order moves through, in order, for a progress display; `On Hold` and `Cancelled` are states, not steps. */
export const FORMATION_PROGRESS_PHASES: readonly string[] = ORDER_PHASES.filter(
  (phase) => phase !== 'On Hold' && phase !== 'Cancelled',
)
