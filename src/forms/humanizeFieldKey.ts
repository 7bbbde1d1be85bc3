// Service field names are identifiers (`Filed_Qualification_Date`, `CountofCommonStockShares`); people
// read sentences. Acronyms stay as written (`EIN`), the rest is lower case after the first word.

// Words the service glues to the next one without a capital (`Countof` + `Common`): split only when
// what comes before is itself a word we know, so `Proof` stays whole.
const GLUED = /^(.+?)(of|and|or|to|for|in)$/i
const KNOWN_BEFORE_GLUE = new Set([
  'count',
  'number',
  'date',
  'place',
  'type',
  'name',
  'state',
  'country',
  'county',
  'year',
  'amount',
  'percent',
  'total',
  'proof',
  'articles',
  'certificate',
  'statement',
  'kind',
  'class',
  'value',
  'address',
  'principal',
  'officers',
  'members',
  'shares',
])

function splitGlued(word: string): string[] {
  const match = GLUED.exec(word)
  if (match?.[1] && match[2] && KNOWN_BEFORE_GLUE.has(match[1].toLowerCase())) return [match[1], match[2]]
  return [word]
}

const isAcronym = (word: string) => word.length > 1 && /^[A-Z0-9]+$/.test(word) && /[A-Z]/.test(word)

/**
 * A readable label for a service field or section name: `Filed_Qualification_Date` → "Filed
 * qualification date", `CountofCommonStockShares` → "Count of common stock shares", `EIN` → "EIN".
 * A name with nothing to split (spaces, unicode, punctuation) comes back trimmed, first letter up.
 */
export function humanizeFieldKey(name: string): string {
  const words = name
    .replace(/[_\s]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .replace(/(\d)([A-Za-z])/g, '$1 $2')
    .trim()
    .split(' ')
    .filter(Boolean)
    .flatMap(splitGlued)
  if (words.length === 0) return name
  return words
    .map((word, index) => {
      if (isAcronym(word)) return word
      const lower = word.toLowerCase()
      return index === 0 ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower
    })
    .join(' ')
}
