// The service's vocabulary as `filing-kit` exports it, through a module of its own: the schemas, which
// the client's lazy chunks load, use the same module, and esbuild's code splitting loads up front every
// module a lazy chunk uses that the page's entry reaches by static imports, following each import of
// the barrel whether the page uses the name or not (see publicSchemas.ts). This module is used only
// where a page uses these names; the type passes straight through.
export type { OrderPhase } from './serviceVocabulary'
import {
  ENTITY_TYPES as entityTypes,
  ORDER_PHASES as orderPhases,
  TERMINAL_ORDER_PHASES as terminalOrderPhases,
  RFI_STATUSES as rfiStatuses,
  RENEWAL_TYPES as renewalTypes,
  TITLES_BY_ENTITY_TYPE as titlesByEntityType,
} from './serviceVocabulary'

export const ENTITY_TYPES = entityTypes
export const ORDER_PHASES = orderPhases
export const TERMINAL_ORDER_PHASES = terminalOrderPhases
export const RFI_STATUSES = rfiStatuses
export const RENEWAL_TYPES = renewalTypes
export const TITLES_BY_ENTITY_TYPE = titlesByEntityType
