const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const

/**
 * A byte count as an owner reads it in `locale`: "122 bytes", "1.2 MB" ("1,2 MB" in es). The number
 * and its unit are joined by a no-break space, so a narrow column never leaves "10" at a line's end
 * and "MB." at the next one's start.
 */
export function formatBytes(count: number, locale: string): string {
  let value = count
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit += 1
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: UNITS[unit],
    // "122 bytes" in words (short reads "122 byte" in en-US), "1.2 MB" for the larger units.
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  })
    .format(value)
    .replace(/ /g, '\u00a0')
}
