// The compliance forms ⇄ JSON Schema helpers as `filing-kit/hooks` exports them, through a module of
// their own (./fieldHelpers.ts says why): since issue 31 the compliance form's lazy body converts the
// forms itself, so those core modules are live in its chunk, and esbuild's code splitting then loads
// them (and the field dictionary they use) up front on every page that imports the barrel, by the
// barrel's import of them. The components take them from ./coreHelpers.ts.
import {
  complianceFormsToJsonSchema as formsToSchema,
  complianceFormToJsonSchema as formToSchema,
  formDataToComplianceForms as toForms,
  formDataToSections as toSections,
  fieldsNamed as named,
} from '../src/index'

export const complianceFormsToJsonSchema = formsToSchema
export const complianceFormToJsonSchema = formToSchema
export const formDataToComplianceForms = toForms
export const formDataToSections = toSections
export const fieldsNamed = named
