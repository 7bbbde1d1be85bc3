// safeParseSchema as `filing-kit` exports it, through a module of its own (see publicFormationContact.ts):
// a page parsing one schema reaches zod's English messages without every schema of publicSchemas.ts.
import { safeParseSchema as safeParse } from './safeParseSchema'

export const safeParseSchema = safeParse
