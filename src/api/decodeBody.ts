/** A body that could not be read as JSON: the raw text, for error messages. */
export interface UndecodableBody {
  readonly undecodable: true
  readonly text: string
}

/**
 * Reads a response body as JSON whatever its Content-Type (`text/plain` happens), and decodes it a
 * second time when it is a JSON string that itself holds JSON (GEN-2). Empty bodies are `undefined`.
 */
export function decodeBody(text: string): unknown {
  if (text.trim() === '') return undefined
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { undecodable: true, text } satisfies UndecodableBody
  }
  if (typeof value === 'string') {
    const inner = value.trim()
    if (inner.startsWith('{') || inner.startsWith('[')) {
      try {
        return JSON.parse(inner)
      } catch {
        return value
      }
    }
  }
  return value
}

export function isUndecodable(body: unknown): body is UndecodableBody {
  return typeof body === 'object' && body !== null && (body as { undecodable?: unknown }).undecodable === true
}
