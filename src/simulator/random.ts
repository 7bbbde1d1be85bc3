/**
 * A small seeded pseudo-random generator (mulberry32). The simulator must give the same data for the
 * same seed in Node and in the browser, so it never touches `Math.random`.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T
  /** True with the given probability. */
  chance(probability: number): boolean
  /** `length` characters drawn from `alphabet`. */
  chars(length: number, alphabet: string): string
  /** An independent stream derived from this one's seed and a label, so adding draws here never shifts it. */
  fork(label: string): Random
}

const DIGITS = '0123456789'

/** FNV-1a, to turn labels into seeds. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** A seeded generator; the same seed always yields the same sequence. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      if (items.length === 0) throw new RangeError('pick from an empty list')
      return items[Math.floor(next() * items.length)] as (typeof items)[number]
    },
    chance: (probability) => next() < probability,
    chars: (length, alphabet) => {
      let out = ''
      for (let index = 0; index < length; index++) out += alphabet[Math.floor(next() * alphabet.length)]
      return out
    },
    fork: (label) => createRandom((seed ^ hashString(label)) >>> 0),
  }
  return random
}

/** `length` decimal digits, the first never 0 when `leadingNonZero`. */
export function digits(random: Random, length: number, leadingNonZero = false): string {
  const first = leadingNonZero ? random.chars(1, '123456789') : random.chars(1, DIGITS)
  return first + random.chars(length - 1, DIGITS)
}
