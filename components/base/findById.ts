/**
 * The element with `id` in the tree `anchor` (a ref's element) belongs to: the document, or the
 * shadow root a host rendered the component into, where `document.getElementById` finds nothing.
 */
export const findById = (anchor: Node | null | undefined, id: string) =>
  (anchor?.getRootNode() as Document | ShadowRoot | undefined)?.getElementById(id)
