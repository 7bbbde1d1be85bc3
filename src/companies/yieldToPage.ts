/**
 * Gives the page a turn (input, painting) before the next slice of work: a message-channel task, not
 * `scheduler.yield()`, whose continuations run ahead of rendering and held frames back for 100 ms in
 * Chromium (measured: `npm run bench`).
 */
export function yieldToPage(): Promise<void> {
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => {
        channel.port1.close()
        resolve()
      }
      channel.port2.postMessage(null)
    })
  }
  return new Promise((resolve) => setTimeout(resolve, 0))
}
