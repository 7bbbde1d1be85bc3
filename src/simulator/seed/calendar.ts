/**
 * Seeded dates count from a fixed day, not from the wall clock, so the same seed gives the same data
 * on any day (Storybook snapshots, recorded demos). Time-driven behaviour uses the simulator's clock.
 */
export const REFERENCE_DATE = '2026-09-01'

const DAY_MS = 86_400_000

/** The YYYY-MM-DD date `days` after `date` (negative goes back). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** The UTC calendar date of a time in ms. */
export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}
