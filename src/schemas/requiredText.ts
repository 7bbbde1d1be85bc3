import * as z from 'zod/mini'
import { checked } from './checked'

/** A string the service needs filled in: trimmed, at least one character, "<label> is required". */
export const requiredText = (label: string) =>
  checked(z.string(), z.trim(), z.minLength(1, `${label} is required`))
