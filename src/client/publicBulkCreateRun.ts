// createBulkCreateRun as `filing-kit` exports it, through a module of its own: the client loads it
// lazily (loadBulkCreateRun), and esbuild's code splitting would load up front every module that lazy
// chunk uses once the page's entry reaches it by a static import, whether the page uses the name or
// not (see ../schemas/publicSchemas.ts). This module is used only where a page calls it.
import { createBulkCreateRun as create } from './createBulkCreateRun'

export const createBulkCreateRun = create
