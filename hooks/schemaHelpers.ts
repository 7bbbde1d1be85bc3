// The schema helpers `filing-kit/hooks` re-exports, through a module of their own. The client's lazy
// chunks (a product's routes, answer validation) use the same modules, and esbuild's code splitting
// loads up front every module a lazy chunk uses that the page's entry reaches by static imports: it
// follows each re-export of a barrel, file by file, whether the page uses the name or not. Re-exported
// directly, they put zod and the formation schemas on every esbuild page importing the hooks (issue 23).
// This module is used only where a page uses these names, so esbuild's reach stops here otherwise.
import { formationContactSchema as contactSchema, safeParseSchema as safeParse } from '../src/index'

export const formationContactSchema = contactSchema
export const safeParseSchema = safeParse
