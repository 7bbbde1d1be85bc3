import type { EntityType } from '../../schemas/formation'
import { ENTITY_TYPES } from '../../schemas/serviceVocabulary'
import { US_STATES, type UsStateCode } from '../../schemas/usStates'
import { createRandom, hashString } from '../random'
import { REGISTERED_AGENT_YEARLY } from './servicePrices'

// Formation packages for every state and entity type, shaped as the facts describe (packages, options,
// constraints). Built on demand from the seed, the state and the entity type, so they cost no memory
// and are the same on every call.

/** Long entity names, as the service echoes them (facts: `LLC` → `Limited Liability Company (LLC)`). */
export const ENTITY_LONG_NAMES: Record<EntityType, string> = {
  LLC: 'Limited Liability Company (LLC)',
  'C-Corp': 'C Corporation',
  'S-Corp': 'S Corporation',
  'Non-Profit Corporation': 'Non-Profit Corporation',
  'Professional Corporation': 'Professional Corporation',
}

const PACKAGE_PRICES: Record<EntityType, readonly [number, number, number]> = {
  LLC: [99, 219, 269],
  'C-Corp': [149, 249, 299],
  'S-Corp': [149, 249, 299],
  'Non-Profit Corporation': [199, 299, 349],
  'Professional Corporation': [149, 249, 299],
}

/** Real filing fees where they are well known (facts: Alabama LLC 236); other states draw one. */
const KNOWN_STATE_FEES: Partial<Record<UsStateCode, number>> = {
  AL: 236,
  CA: 70,
  DE: 110,
  TX: 300,
  NY: 200,
  FL: 125,
}

export interface PackageOption {
  id: string
  productId: string
  productName: string
  productFamily: string
  packageDisplaySelection: 'Bundled' | 'Optional' | 'Required' | 'Selected'
  price: number | null
  productConstraint: string | null
  displaySequence: number
  description: string
  productNameSubtitle: string | null
  packageDisplaySelectionSubtitle: string | null
  SLAdisplayText: string | null
}

export interface FormationPackageRecord {
  id: string
  name: string
  price: number
  productFamily: 'Package'
  collectionDisplaySequence: number
  entity: string
  productOptions: PackageOption[]
  productConstraints: {
    id: string
    name: string
    minOptions: number
    maxOptions: number
    displaySequence: number
  }[]
}

export interface PackageCollectionRecord {
  state: string
  entityType: string
  serviceCategory: 'Business Formation'
  name: string
  productPackages: FormationPackageRecord[]
}

const TIERS = ['Basic', 'Deluxe', 'Complete'] as const
const ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** The package collection for a state code and an entity type. */
export function packageCollection(
  seed: number,
  state: UsStateCode,
  entityType: EntityType,
): PackageCollectionRecord {
  const random = createRandom((seed ^ hashString(`packages:${state}:${entityType}`)) >>> 0)
  const id = () => `01t5f${random.chars(13, ID_ALPHABET)}`
  const stateName = US_STATES[state]
  const stateFee = KNOWN_STATE_FEES[state] ?? random.int(5, 30) * 10
  const speedConstraint = {
    id: id(),
    name: 'Select Speed?',
    minOptions: 1,
    maxOptions: 1,
    displaySequence: 0,
  }
  const agentConstraint = {
    id: id(),
    name: 'Registered Agent?',
    minOptions: 0,
    maxOptions: 1,
    displaySequence: 1,
  }
  // One product id per add-on, shared by the tiers, as one catalogue product is.
  const productIds = {
    fee: id(),
    standard: id(),
    express: id(),
    rush: id(),
    print: id(),
    shipping: id(),
    agent: id(),
    ein: id(),
    agreement: id(),
    expedite: id(),
  }
  const hasStateExpedite = random.chance(0.4)

  const productPackages = TIERS.map((tier, tierIndex): FormationPackageRecord => {
    const option = (
      key: keyof typeof productIds,
      productName: string,
      productFamily: string,
      packageDisplaySelection: PackageOption['packageDisplaySelection'],
      price: number | null,
      extra: Partial<PackageOption> = {},
    ): PackageOption => ({
      id: id(),
      productId: productIds[key],
      productName,
      productFamily,
      packageDisplaySelection,
      price: packageDisplaySelection === 'Bundled' ? null : price,
      productConstraint: null,
      displaySequence: 0,
      description: productName,
      productNameSubtitle: null,
      packageDisplaySelectionSubtitle: null,
      SLAdisplayText: null,
      ...extra,
    })
    const governing = entityType === 'LLC' ? 'Operating Agreement' : 'Corporate Bylaws'
    const options: PackageOption[] = [
      option('fee', `${stateName} State Filing Fee`, 'State Fee', 'Required', stateFee),
      option('standard', 'Standard Filing', 'Package Addons', 'Selected', 0, {
        productConstraint: speedConstraint.id,
        SLAdisplayText: '20-30 Business Days to your door',
      }),
      option('express', 'Express Filing', 'Package Addons', 'Optional', 150, {
        productConstraint: speedConstraint.id,
        SLAdisplayText: '5-7 Business Days to your door',
      }),
      option('rush', '24-Hour Rush Filing', 'Package Addons', 'Optional', 300, {
        productConstraint: speedConstraint.id,
        SLAdisplayText: 'Filed within 24 hours',
      }),
      option('print', 'Printed Documents Delivery', 'Package Addons', 'Optional', 29),
      option('shipping', 'Shipping and Handling', '3rd Party Fees', 'Required', 29),
      option(
        'agent',
        'Registered Agent Service',
        'Subscription',
        tierIndex === 0 ? 'Optional' : 'Bundled',
        REGISTERED_AGENT_YEARLY,
        {
          productConstraint: agentConstraint.id,
          packageDisplaySelectionSubtitle: tierIndex === 0 ? null : '1 Year Free',
          productNameSubtitle: `Renews yearly at $${REGISTERED_AGENT_YEARLY}`,
        },
      ),
      option('ein', 'EIN Obtainment', 'Package Addons', tierIndex === 2 ? 'Bundled' : 'Optional', 70),
      option('agreement', governing, 'Package Addons', tierIndex === 0 ? 'Optional' : 'Bundled', 99),
      ...(hasStateExpedite
        ? [
            option(
              'expedite',
              `${stateName} State Expedite Fee`,
              '3rd Party Fees',
              'Optional',
              random.int(5, 20) * 10,
            ),
          ]
        : []),
    ].map((entry, index) => ({ ...entry, displaySequence: index }))
    return {
      id: id(),
      name: `${ENTITY_LONG_NAMES[entityType]} - ${tier}`,
      price: PACKAGE_PRICES[entityType][tierIndex] ?? 0,
      productFamily: 'Package',
      collectionDisplaySequence: tierIndex,
      entity: ENTITY_LONG_NAMES[entityType],
      productOptions: options,
      productConstraints: [speedConstraint, agentConstraint],
    }
  })

  return {
    state: stateName,
    entityType: ENTITY_LONG_NAMES[entityType],
    serviceCategory: 'Business Formation',
    name: `${stateName} ${ENTITY_LONG_NAMES[entityType]} Formation`,
    productPackages,
  }
}

export const ALL_ENTITY_TYPES: readonly EntityType[] = ENTITY_TYPES
