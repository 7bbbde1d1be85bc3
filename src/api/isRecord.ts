/** A plain JSON object: not `null`, not an array. The one guard the core uses before reading members. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
