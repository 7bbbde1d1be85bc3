// FormationOrderForm's checks (BF-10: the create-order schema), with zod and the schema: a module of
// their own that only ./loadFormationFormChecks imports, lazily, so no page loads them up front.
export { formationFieldProblems } from '../../hooks/coreHelpers'
