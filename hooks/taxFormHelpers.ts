// The tax registration form's helpers (its values, choices and order) as `filing-kit/hooks` exports
// them, through a module of their own: the form's lazy checks chunk uses the same core module, and
// esbuild would otherwise load it up front on every page importing the hooks (see
// fieldHelpers.ts). The components take them from ./coreHelpers.ts.
import {
  TAX_ENTITY_TYPES as entityTypes,
  NON_PROFIT_ENTITY_TYPE as nonProfit,
  TAX_STATE_CHOICES as stateChoices,
  titlesFor as titles,
  emptyTaxFormParty as emptyParty,
  emptyTaxFormState as emptyState,
  taxRegistrationFormValues as formValues,
  taxRegistrationOrderFromForm as orderFromForm,
  taxFormFieldOf as fieldOf,
  taxFormFields as fields,
} from '../src/index'

export const TAX_ENTITY_TYPES = entityTypes
export const NON_PROFIT_ENTITY_TYPE = nonProfit
export const TAX_STATE_CHOICES = stateChoices
export const titlesFor = titles
export const emptyTaxFormParty = emptyParty
export const emptyTaxFormState = emptyState
export const taxRegistrationFormValues = formValues
export const taxRegistrationOrderFromForm = orderFromForm
export const taxFormFieldOf = fieldOf
export const taxFormFields = fields
