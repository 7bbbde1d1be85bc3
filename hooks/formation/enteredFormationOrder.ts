import type { QueryClient } from '@tanstack/react-query'
import type {
  CreatedFormationOrder,
  CreateFormationOrderInput,
  FormationOrder,
  PackagesResult,
} from '../../src/index'
import { filingKeys } from '../filingKeys'
import type { Attempt } from '../internal/useSingleSubmission'

// Right after creation get-order reads contact, company and filing speed as null (BF-4, BF-5), though
// the owner just entered them: the tracker shows what was entered until the service has its own. The
// filed date and the entity number, once the service gave them, stay too: a later read without them
// (the service may leave them out at Complete) does not unfile the company.
const ENTERED = [
  'contact',
  'companyInfo',
  'businessAddress',
  'orderFilingType',
  'filedDate',
  'formedEntityId',
] as const

/**
 * The order as this QueryClient placed it (create-order's echo, with the entered details where the
 * echo reads null), or undefined for an order placed elsewhere.
 */
export function enteredFormationOrder(
  queryClient: QueryClient,
  partnerId: string,
  orderGuid: string,
): FormationOrder | undefined {
  const placed = queryClient
    .getMutationCache()
    .findAll({ mutationKey: filingKeys.mutation(partnerId, 'formation.createOrder'), status: 'success' })
    .find((mutation) => (mutation.state.data as CreatedFormationOrder).orderGuid === orderGuid)
  if (!placed) return undefined
  const echo = placed.state.data as CreatedFormationOrder
  const { input } = placed.state.variables as Attempt<CreateFormationOrderInput>
  // The speed is a product of the package: its name, from the packages the form read.
  const pkg = queryClient
    .getQueriesData<PackagesResult>({ queryKey: [...filingKeys.formation.all(partnerId), 'packages'] })
    .flatMap(([, data]) => data?.packageCollection ?? [])
    .flatMap((collection) => collection.productPackages)
    .find((found) => found.id === input.packageId)
  const speed = pkg?.productConstraints.find((constraint) => /speed/i.test(constraint.name ?? ''))
  const speeds = pkg?.productOptions.filter((option) => speed && option.productConstraint === speed.id)
  const chosen =
    speeds?.find((option) => input.products?.some((product) => product.productId === option.productId)) ??
    speeds?.find((option) => option.packageDisplaySelection === 'Selected')
  return keepEntered(
    { ...input, orderFilingType: chosen?.productName ?? null } as unknown as FormationOrder,
    echo,
  )
}

/** `next` with each entered detail it reads as null taken from `before`: a later read does not blank them. */
export function keepEntered(before: FormationOrder | undefined, next: FormationOrder): FormationOrder {
  const kept = { ...next }
  for (const key of ENTERED)
    if (kept[key] == null && before?.[key] != null) Object.assign(kept, { [key]: before[key] })
  return kept
}
