// isOutcomeUnknown as `filing-kit` exports it, through a module of its own: the client's lazy
// createBulkCreateRun chunk uses the same module, and esbuild would otherwise load it up front on every
// page importing `filing-kit` (see publicBulkCreateRun.ts). This module is used only where a page calls it.
import { isOutcomeUnknown as isUnknown } from './isOutcomeUnknown'

export const isOutcomeUnknown = isUnknown
