// The formation order's contact (BF-2, BF-7), in a module of its own: the tracker's RFI answer checks
// it up front, and esbuild loads a schema module whole (every schema a lazy chunk keeps), so in
// formation.ts it brought every order schema, and the answers' schemas behind them, to that page.
import * as z from 'zod/mini'
import { requiredText } from './requiredText'

export const formationContactSchema = z.strictObject({
  contactEmail: z.email('Enter an email address'),
  contactFirstName: requiredText('First name'),
  contactLastName: requiredText('Last name'),
  contactPhone: requiredText('Phone'),
  contactEveningPhone: z.optional(z.string()),
})
