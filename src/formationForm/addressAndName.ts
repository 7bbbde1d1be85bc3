// Two things a state refuses that the service's schema lets through (issue 34): a PO Box where the
// law wants a street address a person can be found at (the principal office, the registered agent),
// and an entity name without the designator its type requires (an LLC called "LLC", "L.L.C." or
// "Limited Liability Company"; a corporation "Inc.", "Corp.", "Corporation"…; a professional
// corporation "P.C."…). The first is refused before sending; the second is a warning the owner can
// act on (a few states accept other words, so it does not block).

const PO_BOX = /\b(?:p\.?\s*o\.?\s*box|post\s+office\s+box|p\.?\s*o\.?\s*b\.?\s+\d|box\s+\d+$)/i

/** Whether a street line is a PO Box (`PO Box 12`, `P.O. Box 12`, `Post Office Box 12`). */
export function isPoBox(street: string): boolean {
  return PO_BOX.test(street.trim())
}

/** A C or S corporation takes the same words. */
const CORPORATION_DESIGNATORS: readonly string[] = [
  'Inc.',
  'Inc',
  'Incorporated',
  'Corp.',
  'Corp',
  'Corporation',
  'Company',
  'Co.',
  'Limited',
  'Ltd.',
]

const DESIGNATORS: Readonly<Record<string, readonly string[]>> = {
  LLC: [
    'LLC',
    'L.L.C.',
    'Limited Liability Company',
    'Limited Liability Co.',
    'Ltd. Liability Co.',
    'Ltd. Liability Company',
  ],
  'C-Corp': CORPORATION_DESIGNATORS,
  'S-Corp': CORPORATION_DESIGNATORS,
  'Professional Corporation': [
    'P.C.',
    'PC',
    'Professional Corporation',
    'Prof. Corp.',
    'P.A.',
    'Professional Association',
  ],
}

/** The designators a name of `entityType` ends with (e.g. `LLC`, `L.L.C.`), or none to check. */
export function entityDesignators(entityType: string): readonly string[] {
  return DESIGNATORS[entityType] ?? []
}

const key = (text: string) =>
  text
    .toLowerCase()
    .replace(/[.,\s]+/g, ' ')
    .trim()

/** Whether `name` lacks the designator `entityType` requires: false when it has one, or the type asks none. */
export function lacksEntityDesignator(entityType: string, name: string): boolean {
  const designators = entityDesignators(entityType)
  if (designators.length === 0 || name.trim() === '') return false
  const written = ` ${key(name)}`
  return !designators.some((designator) => written.endsWith(` ${key(designator)}`))
}
