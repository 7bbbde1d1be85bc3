const OPEN_BRACKET = 0x5b // [
const OPEN_BRACE = 0x7b // {
const CLOSE_BRACKET = 0x5d // ]
const CLOSE_BRACE = 0x7d // }
const QUOTE = 0x22 // "
const BACKSLASH = 0x5c // \

/** How many `[` and `{` the text holds, counting no further than `limit` (native searches only). */
function openersUpTo(text: string, limit: number): number {
  let count = 0
  for (const opener of ['[', '{']) {
    for (let at = text.indexOf(opener); at !== -1 && count <= limit; at = text.indexOf(opener, at + 1))
      count++
  }
  return count
}

/**
 * Whether a JSON text nests arrays and objects deeper than `maxDepth`, looked at before
 * `JSON.parse` builds it: a body nested a million levels costs `JSON.parse` a second of CPU (and a
 * deep walk of the result a stack overflow), while this scan stops at the first level too deep.
 * Most bodies hold fewer brackets than `maxDepth` (a proof upload is one object around a Base64
 * string) and cost two native searches; only the others are scanned, brackets inside strings aside.
 */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  if (openersUpTo(text, maxDepth) <= maxDepth) return false
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (inString) {
      if (code === BACKSLASH) index++
      else if (code === QUOTE) inString = false
    } else if (code === QUOTE) inString = true
    else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      if (++depth > maxDepth) return true
    } else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) depth--
  }
  return false
}
