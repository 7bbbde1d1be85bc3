// formationContactSchema as `filing-kit` exports it, through a module of its own (as publicSchemas.ts
// does for the others): a page checking an RFI answer's contact (the formation tracker) reaches only
// the contact's schema. Through publicSchemas.ts, esbuild followed that module's every import to
// every schema module, which the client's lazy chunks share, and loaded them all up front (issue 23).
import { formationContactSchema as contactSchema } from './formationContact'

export const formationContactSchema = contactSchema
