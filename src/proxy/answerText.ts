import { bufferedBodyOf } from './bufferedBody'

// The text of a write's answer is read once for the idempotency record and the receipt both. Behind
// `toNodeListener` the bytes are already in memory; otherwise the body is read here and the answer
// rebuilt around the bytes — cheaper than cloning it (a stream tee) and reading the clone.
const TEXT = Symbol('filing-kit answer text')
type Tagged = Response & { [TEXT]?: string }

/** The answer with its text at hand for `answerText`: the same response, or one rebuilt around its bytes. */
export async function withText(response: Response): Promise<Response> {
  const tagged: Tagged = response
  if (tagged[TEXT] !== undefined) return response
  const buffered = bufferedBodyOf(response)
  if (buffered) {
    tagged[TEXT] = new TextDecoder().decode(buffered)
    return response
  }
  const bytes = new Uint8Array(await response.arrayBuffer())
  const rebuilt: Tagged = new Response(bytes, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  })
  rebuilt[TEXT] = new TextDecoder().decode(bytes)
  return rebuilt
}

/** The answer's body as text: from `withText`, or read from a clone for an answer that did not pass it. */
export function answerText(response: Response): Promise<string> {
  const text = (response as Tagged)[TEXT]
  return text !== undefined ? Promise.resolve(text) : response.clone().text()
}
