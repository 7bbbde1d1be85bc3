// The forms a secret takes when something echoes it. An upstream that quotes the request's
// Authorization header in an error message rarely quotes it byte for byte: JSON serialisers escape
// characters (`\u005f` for `_`), URL builders percent-encode them, loggers upper-case, and binary
// formats Base64 them. Each decoding is undone by whoever reads the text next (the client's
// JSON.parse, a browser, a log viewer), so a search for the exact bytes is not enough.
//
// The check has two stages so that an answer without the secret — nearly every answer — costs a
// few native substring searches: `probes` are substrings of which every recognised form holds at
// least one; only when one is present is the text decoded (JSON escapes, percent escapes, two
// rounds) and searched with regular expressions.

/** The recognised forms of one secret. */
export interface SecretForms {
  readonly secret: string
  /**
   * The longest text a recognised form can take, in characters (or bytes): a scan of a stream must
   * keep this many minus one of each chunk back to find a form that a chunk boundary splits.
   */
  readonly longest: number
  /** Substrings every recognised form contains at least one of: a native pre-check. */
  readonly probes: readonly string[]
  /** The secret in any letter case (global). */
  readonly anyCase: RegExp
  /** The secret Base64- or base64url-encoded at any of the three byte alignments (global). */
  readonly base64: RegExp | undefined
  /**
   * Disjoint windows of the secret, as is: a secret split into up to this many pieces (two
   * adjacent strings of a JSON array) still shows one of them whole, where the probes may be cut.
   */
  readonly pieces: readonly string[]
  /**
   * The secret in UTF-16LE and UTF-16BE (PDF text strings are UTF-16BE), each byte as one
   * character (Latin-1): searched for in documents, whose bytes are not text.
   */
  readonly wide: readonly string[]
}

const ESCAPE = /[.*+?^${}()|[\]\\/-]/g
const escapeRegExp = (text: string) => text.replace(ESCAPE, '\\$&')
const isLetter = (char: string) => char.toLowerCase() !== char.toUpperCase()

// Case variants of a short window of the secret, for a case-insensitive pre-check by exact searches:
// the window with the fewest letters, so that there are few variants (at most 2³: a window of four
// letters gives way to one of three).
const MAX_LETTERS = 3

function bestWindow(secret: string, width: number): { window: string; letters: number } {
  let best = { window: secret.slice(0, width), letters: width + 1 }
  for (let start = 0; start + width <= secret.length; start++) {
    const window = secret.slice(start, start + width)
    const letters = [...window].filter(isLetter).length
    if (letters < best.letters) best = { window, letters }
  }
  return best
}

function caseProbes(secret: string): string[] {
  const four = bestWindow(secret, Math.min(4, secret.length))
  const { window } = four.letters <= MAX_LETTERS ? four : bestWindow(secret, MAX_LETTERS)
  let variants = ['']
  for (const char of window) {
    const cases = isLetter(char) ? [char.toLowerCase(), char.toUpperCase()] : [char]
    variants = variants.flatMap((prefix) => cases.map((each) => prefix + each))
  }
  return variants
}

const base64Of = (text: string) => {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/**
 * The characters of the Base64 of `secret` that depend on its bytes alone, for each of the three
 * positions it can take relative to the encoder's 3-byte groups (the echo has text before it).
 */
function base64Needles(secret: string): string[] {
  const needles = new Set<string>()
  const length = new TextEncoder().encode(secret).length
  for (const offset of [0, 1, 2]) {
    const encoded = base64Of('\0'.repeat(offset) + secret)
    // The first characters mix the padding bytes in; the last one the bytes after the secret.
    const start = Math.ceil((offset * 8) / 6)
    const end = Math.floor(((offset + length) * 8) / 6)
    const needle = encoded.slice(start, end)
    if (needle.length >= 8) {
      needles.add(needle)
      needles.add(needle.replace(/\+/g, '-').replace(/\//g, '_'))
    }
  }
  return [...needles]
}

/** A substring of each needle without `+ / - _`, the characters the two alphabets differ in. */
function base64Probes(needles: readonly string[]): string[] {
  const probes = new Set<string>()
  for (const needle of needles) {
    const runs = needle.split(/[+/_-]/).sort((a, b) => b.length - a.length)
    probes.add(runs[0] && runs[0].length >= 8 ? runs[0] : needle)
  }
  return [...probes]
}

// Four disjoint windows: a split into four pieces cuts at most three of them.
const PIECES = 4

function pieceWindows(secret: string): string[] {
  const width = Math.max(1, Math.min(4, Math.floor(secret.length / PIECES)))
  const windows = new Set<string>()
  for (let index = 0; index < PIECES; index++) {
    const start = Math.floor((index * secret.length) / PIECES)
    windows.add(secret.slice(start, start + width))
  }
  return [...windows].filter(Boolean)
}

function utf16Forms(secret: string): string[] {
  let little = ''
  let big = ''
  for (let index = 0; index < secret.length; index++) {
    const unit = secret.charCodeAt(index)
    const low = String.fromCharCode(unit & 0xff)
    const high = String.fromCharCode(unit >> 8)
    little += low + high
    big += high + low
  }
  return [little, big]
}

const cache = new Map<string, SecretForms>()

/** The forms of `secret` (non-empty), computed once per secret (a rotated token adds one). */
export function secretForms(secret: string): SecretForms {
  const known = cache.get(secret)
  if (known) return known
  const needles = base64Needles(secret)
  const probes = new Set([...caseProbes(secret), ...base64Probes(needles), '%'])
  // A JSON escape of one of the secret's characters: `\u00XX`, or `\"`, `\\`, `\/`.
  probes.add(/["\\/]/.test(secret) ? '\\' : '\\u')
  const forms: SecretForms = {
    secret,
    // Each character percent-encoded (`%5F`) and the `%` JSON-escaped (`\u0025`): 8 characters.
    longest: secret.length * 8,
    probes: [...probes],
    anyCase: new RegExp(escapeRegExp(secret), 'gi'),
    base64: needles.length ? new RegExp(needles.map(escapeRegExp).join('|'), 'g') : undefined,
    pieces: pieceWindows(secret),
    wide: utf16Forms(secret),
  }
  if (cache.size >= 16) cache.clear()
  cache.set(secret, forms)
  return forms
}

const JSON_ESCAPE = /\\(?:u([0-9a-fA-F]{4})|(["\\/]))/g
const PERCENT_ESCAPE = /%([0-9a-fA-F]{2})/g
const fromCode = (_: string, hex: string | undefined, char: string | undefined) =>
  char ?? String.fromCharCode(parseInt(hex ?? '0', 16))

/** One round of decoding: JSON escapes, then percent escapes. */
function decodeOnce(text: string): string {
  const unescaped = text.includes('\\') ? text.replace(JSON_ESCAPE, fromCode) : text
  return unescaped.includes('%')
    ? unescaped.replace(PERCENT_ESCAPE, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : unescaped
}

function holdsPlainly(text: string, forms: SecretForms): boolean {
  forms.anyCase.lastIndex = 0
  if (forms.anyCase.test(text)) return true
  if (!forms.base64) return false
  forms.base64.lastIndex = 0
  return forms.base64.test(text)
}

/** Whether the text may hold a form of the secret: the cheap pre-check, never a false "no". */
export function mayHoldSecret(text: string, forms: SecretForms): boolean {
  return forms.probes.some((probe) => text.includes(probe))
}

// Two rounds undo a percent-encoding inside a JSON string and a JSON string inside a JSON string
// (GEN-2's double encoding); a third layer is not something an echo produces by accident.
const ROUNDS = 2

/**
 * Whether the text holds the secret in a recognised form: as is in any letter case, Base64 or
 * base64url, behind JSON escapes (`\u005f`) or percent escapes (`%5F`), or both.
 */
export function holdsSecret(text: string, forms: SecretForms): boolean {
  if (!mayHoldSecret(text, forms)) return false
  let current = text
  for (let round = 0; ; round++) {
    if (holdsPlainly(current, forms)) return true
    if (round === ROUNDS) return false
    const decoded = decodeOnce(current)
    if (decoded === current) return false
    current = decoded
  }
}

/** Replaces the secret's plain forms (any case, Base64) with `[redacted]`; encoded forms stay. */
export function replacePlainForms(text: string, forms: SecretForms): string {
  const replaced = text.replace(forms.anyCase, '[redacted]')
  return forms.base64 ? replaced.replace(forms.base64, '[redacted]') : replaced
}

/**
 * Replaces every recognised form of the secret with `[redacted]`. A form behind escapes is replaced
 * in the decoded text: the escapes around it are then decoded too, which only a text that held
 * the secret pays.
 */
export function redactSecretForms(text: string, forms: SecretForms): string {
  if (!mayHoldSecret(text, forms)) return text
  let current = replacePlainForms(text, forms)
  for (let round = 0; round < ROUNDS && holdsSecret(current, forms); round++) {
    current = replacePlainForms(decodeOnce(current), forms)
  }
  // Deeper than the rounds undo: nothing of the text is worth the risk.
  return holdsSecret(current, forms) ? '[redacted]' : current
}
