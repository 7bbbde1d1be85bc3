// A document past its first window streams out after its status (see `DOCUMENT_HEAD_BYTES`), and
// the request's log record is written when the status goes out. A cut later in the stream (the
// token found, the file too large) would leave the log with a plain 200: the response carries a
// watch, under a private symbol as `bufferedBody` does, through which the log hears of the cut.

/** Why a document's stream was cut after its status went out. */
export type StreamCut = 'upstream_secret' | 'upstream_too_large'

export interface CutWatch {
  cut?: StreamCut
  listener?: (cut: StreamCut) => void
}

const WATCH = Symbol('filing-kit stream cut')
type WatchedResponse = Response & { [WATCH]?: CutWatch }

/** Records the cut and tells the listener, if one is there yet (once). */
export function reportCut(watch: CutWatch, cut: StreamCut): void {
  if (watch.cut) return
  watch.cut = cut
  watch.listener?.(cut)
}

/** Attaches the watch of a streamed document to its response. */
export function watchStreamCut(response: Response, watch: CutWatch): void {
  const watched: WatchedResponse = response
  watched[WATCH] = watch
}

/** Calls `listener` when (or if already) the response's stream was cut; nothing for other responses. */
export function onStreamCut(response: Response, listener: (cut: StreamCut) => void): void {
  const watch = (response as WatchedResponse)[WATCH]
  if (!watch) return
  if (watch.cut) listener(watch.cut)
  else watch.listener = listener
}
