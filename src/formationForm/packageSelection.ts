import type {
  FormationPackage,
  PackageCollection,
  ProductConstraint,
  ProductOption,
} from '../schemas/formationAnswers'

// The package picker's rules (partner-api-facts.md): packages in the service's order, options grouped
// by constraint with `minOptions` / `maxOptions`, `Bundled` and `Required` locked in, `Selected`
// preselected, `Optional` free; the total is the package plus every chosen option.

/** Every package of the collections, in the service's order (`collectionDisplaySequence`). */
export function packagesInOrder(collections: readonly PackageCollection[]): FormationPackage[] {
  return collections
    .flatMap((collection) => collection.productPackages)
    .map((pkg, index) => ({ pkg, index }))
    .sort(
      (a, b) =>
        (a.pkg.collectionDisplaySequence ?? a.index) - (b.pkg.collectionDisplaySequence ?? b.index) ||
        a.index - b.index,
    )
    .map(({ pkg }) => pkg)
}

/** Whether the customer may not change the option: `Bundled` (included) or `Required`. */
export function isLockedOption(option: ProductOption): boolean {
  return option.packageDisplaySelection === 'Bundled' || option.packageDisplaySelection === 'Required'
}

/** Options tied to one constraint (or to none: `constraint` null, no bounds), in display order. */
export interface OptionGroup {
  constraint: ProductConstraint | null
  options: ProductOption[]
  min: number
  max: number
}

const bySequence = <T extends { displaySequence?: number | null | undefined }>(items: readonly T[]) =>
  items
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) =>
        (a.item.displaySequence ?? a.index) - (b.item.displaySequence ?? b.index) || a.index - b.index,
    )
    .map(({ item }) => item)

/** The package's options grouped by constraint (in the constraints' order), then those under none. */
export function optionGroups(pkg: FormationPackage): OptionGroup[] {
  const options = bySequence(pkg.productOptions)
  const known = new Set(pkg.productConstraints.map((constraint) => constraint.id))
  const groups: OptionGroup[] = bySequence(pkg.productConstraints).map((constraint) => ({
    constraint,
    options: options.filter((option) => option.productConstraint === constraint.id),
    min: constraint.minOptions ?? 0,
    max: constraint.maxOptions ?? Number.POSITIVE_INFINITY,
  }))
  const loose = options.filter((option) => !option.productConstraint || !known.has(option.productConstraint))
  return [
    ...groups.filter((group) => group.options.length > 0),
    ...(loose.length > 0
      ? [{ constraint: null, options: loose, min: 0, max: Number.POSITIVE_INFINITY }]
      : []),
  ]
}

/** The options chosen when a package is picked: `Bundled`, `Required` and `Selected` ones (option ids). */
export function initialSelection(pkg: FormationPackage): string[] {
  return pkg.productOptions
    .filter((option) => ['Bundled', 'Required', 'Selected'].includes(option.packageDisplaySelection ?? ''))
    .map((option) => option.id)
}

/**
 * Turns an option on or off, honouring the rules: a locked option never changes; in a group of at
 * most one, choosing an option replaces the other (unlocked) one; a group already at its maximum
 * takes no more; a group never drops below its minimum. Returns the new selection (or the same one).
 */
export function toggleOption(
  pkg: FormationPackage,
  selection: readonly string[],
  optionId: string,
  on: boolean,
): string[] {
  const option = pkg.productOptions.find((candidate) => candidate.id === optionId)
  if (!option || isLockedOption(option) || selection.includes(optionId) === on) return [...selection]
  const group = optionGroups(pkg).find((candidate) => candidate.options.includes(option))
  const inGroup = (ids: readonly string[]) =>
    group ? group.options.filter((candidate) => ids.includes(candidate.id)) : []
  if (!on) {
    const next = selection.filter((id) => id !== optionId)
    return group && inGroup(next).length < group.min ? [...selection] : next
  }
  const next = [...selection, optionId]
  if (!group || inGroup(next).length <= group.max) return next
  if (group.max === 1) {
    const replaceable = inGroup(selection).filter((candidate) => !isLockedOption(candidate))
    if (replaceable.length === inGroup(selection).length)
      return next.filter((id) => !replaceable.some((candidate) => candidate.id === id))
  }
  return [...selection]
}

/** A constraint the selection does not meet: fewer than `min` or more than `max` options. */
export interface SelectionProblem {
  constraintId: string
  name: string
  min: number
  max: number
  count: number
}

export function selectionProblems(pkg: FormationPackage, selection: readonly string[]): SelectionProblem[] {
  return optionGroups(pkg).flatMap((group) => {
    if (!group.constraint) return []
    const count = group.options.filter((option) => selection.includes(option.id)).length
    return count < group.min || count > group.max
      ? [
          {
            constraintId: group.constraint.id,
            name: group.constraint.name ?? '',
            min: group.min,
            max: group.max,
            count,
          },
        ]
      : []
  })
}

const chosen = (pkg: FormationPackage, selection: readonly string[]) =>
  pkg.productOptions.filter((option) => selection.includes(option.id))

/** The order total: the package's price plus every chosen option's (bundled ones cost nothing), to the cent. */
export function selectionTotal(pkg: FormationPackage, selection: readonly string[]): number {
  const cents = chosen(pkg, selection).reduce(
    (sum, option) => sum + Math.round((option.price ?? 0) * 100),
    Math.round(pkg.price * 100),
  )
  return cents / 100
}

/** A total as create-order wants it: a string, whole dollars without decimals (`"200"`, `"199.50"`). */
export function orderTotalPriceOf(total: number): string {
  return Number.isInteger(total) ? String(total) : total.toFixed(2)
}

/** The `products` to send: every chosen option but the bundled ones (already in the package). */
export function selectedProducts(
  pkg: FormationPackage,
  selection: readonly string[],
): { productId: string; quantity: string }[] {
  return chosen(pkg, selection)
    .filter((option) => option.packageDisplaySelection !== 'Bundled')
    .map((option) => ({ productId: option.productId ?? option.id, quantity: '1' }))
}
