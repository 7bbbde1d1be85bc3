/**
 * The fifty states and DC: the service wants two-letter codes in most bodies (CMP-3, BF-2) but the
 * full name in the packages query (BF-1), and echoes full names back on formation orders.
 */
export const US_STATES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
} as const

export type UsStateCode = keyof typeof US_STATES
export type UsStateName = (typeof US_STATES)[UsStateCode]

export const US_STATE_CODES = Object.keys(US_STATES) as UsStateCode[]
export const US_STATE_NAMES = Object.values(US_STATES) as UsStateName[]

/** The states (and DC) as a list an owner picks from: `{ code: 'CA', name: 'California' }`, by name. */
export const US_STATES_BY_NAME = /* @__PURE__ */ statesByName()

// A function, so that a bundle not using the list drops its making (a pure call, unlike a chain).
function statesByName(): readonly { readonly code: UsStateCode; readonly name: UsStateName }[] {
  return US_STATE_CODES.map((code) => ({ code, name: US_STATES[code] })).sort((a, b) =>
    a.name.localeCompare(b.name, 'en'),
  )
}

/** The full name for a two-letter code or a full name (any case); undefined when it is neither. */
export function stateName(codeOrName: string): UsStateName | undefined {
  const trimmed = codeOrName.trim()
  const byCode = US_STATES[trimmed.toUpperCase() as UsStateCode]
  if (byCode) return byCode
  return US_STATE_NAMES.find((name) => name.toLowerCase() === trimmed.toLowerCase())
}

/** The two-letter code for a full name or a code (any case); undefined when it is neither. */
export function stateCode(codeOrName: string): UsStateCode | undefined {
  const name = stateName(codeOrName)
  return name ? US_STATE_CODES.find((code) => US_STATES[code] === name) : undefined
}
