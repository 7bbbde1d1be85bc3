// The core's helpers for the components (and hooks/README.md's helpers the barrel wraps), re-exported
// straight from the core: with no code of its own this module leaves the build, and its importers bind
// to the core's modules. The barrel (index.ts) re-exports the same names through modules of their own
// (fieldHelpers.ts, formationHelpers.ts…), which a component must not use: esbuild's code splitting
// loads up front every module a lazy chunk uses that the page's entry reaches by static imports, and
// the barrel is on every page, so a wrapper a component used (in a lazy chunk, or beside other names
// the page never uses) would bring those modules to every esbuild page (issue 23, see checks.ts).
export {
  valueAt,
  humanizeFieldKey,
  formationContactSchema,
  safeParseSchema,
  COMPANY_IMPORT_FIELDS,
  suggestCompanyMapping,
  mapCompanyRow,
  findCompanyDuplicates,
  yieldToPage,
  csvSafeCell,
  packagesInOrder,
  isLockedOption,
  optionGroups,
  initialSelection,
  toggleOption,
  selectionProblems,
  selectionTotal,
  formationValuesWith,
  formationOrderInputFrom,
  isUsPhone,
  canCancelFormationOrder,
  registeredAgentOption,
  selectionWithAgent,
  isPoBox,
  entityDesignators,
  lacksEntityDesignator,
  TAX_ENTITY_TYPES,
  NON_PROFIT_ENTITY_TYPE,
  TAX_STATE_CHOICES,
  titlesFor,
  emptyTaxFormParty,
  emptyTaxFormState,
  taxRegistrationFormValues,
  taxRegistrationOrderFromForm,
  taxFormFieldOf,
  taxFormFields,
} from '../src/index'
