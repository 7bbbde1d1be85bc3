import type { IdFactory } from '../ids'
import { digits, type Random } from '../random'
import type { CompanyRecord } from '../types'
import { addDays, REFERENCE_DATE } from './calendar'
import { UNISSUED_EIN_PREFIXES } from '../../format/ein'
import { BUSINESS_CATEGORIES, CITIES, COMPANY_TYPES, NAME_FIRST, NAME_SECOND, STREETS } from './vocabulary'

const STATE_CODES = Object.keys(CITIES)

/** A seeded company of a partner: legal name, state, EIN, address, as a partner portal would hold them. */
export function seedCompany(
  random: Random,
  nextId: IdFactory,
  partnerId: string,
  usedNames: Set<string>,
): CompanyRecord {
  const kind = random.pick(COMPANY_TYPES)
  let name: string
  do {
    name = `${random.pick(NAME_FIRST)} ${random.pick(NAME_SECOND)} ${kind.suffix}`
  } while (usedNames.has(name))
  usedNames.add(name)
  const homeState = random.pick(STATE_CODES)
  const [city, zipPrefix] = random.pick(CITIES[homeState] ?? [['Springfield', '627'] as const])
  const slug = name
    .replace(/ (LLC|Inc\.|P\.C\.|Foundation)$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
  return {
    id: nextId('company'),
    partnerId,
    name,
    formationDate: addDays(REFERENCE_DATE, -random.int(60, 365 * 12)),
    type: kind.type,
    ein: issuedEin(digits(random, 2, true), digits(random, 7)),
    filingnumber: `${homeState}${digits(random, 9, true)}`,
    homeState,
    businessDescription: `${name.replace(/ (LLC|Inc\.|P\.C\.|Foundation)$/, '')} serving ${city} and the surrounding area.`,
    buisnessCategory: random.pick(BUSINESS_CATEGORIES),
    website: `https://www.${slug}.com`,
    businessAddress: {
      street: `${random.int(10, 9899)} ${random.pick(STREETS)}`,
      ...(random.chance(0.3) ? { street2: `Suite ${random.int(100, 950)}` } : {}),
      city,
      state: homeState,
      zip: `${zipPrefix}${digits(random, 2)}`,
      country: 'United States',
      phone: `(${digits(random, 3, true)}) 555-${digits(random, 4)}`,
      email: `compliance@${slug}.com`,
    },
    PCID: random.chance(0.7) ? `CUST-${digits(random, 6, true)}` : null,
    status: 'Active',
    complianceValues: {},
  }
}

/** A seeded EIN with a prefix the IRS issues (the same draws as before: the seed's other values stay). */
function issuedEin(prefix: string, rest: string): string {
  return `${UNISSUED_EIN_PREFIXES.includes(prefix) ? '27' : prefix}-${rest}`
}
