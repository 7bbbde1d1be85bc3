/**
 * The page's `data-fk-theme` ("light" / "dark"), carried into an element's shadow root.
 *
 * In the page, the stylesheet's `[data-fk-theme='dark'] .fk-root` finds the attribute on any ancestor;
 * a selector inside a shadow root cannot see past it. So the element's container copies the nearest
 * `data-fk-theme` (on the element or any ancestor, across enclosing shadow roots) and the same rules
 * apply inside. One observer per page follows changes for every element.
 */
const watched = new Map<Element, HTMLElement>()
let observer: MutationObserver | undefined

function themeOf(element: Element): string | null {
  let node: Node | null = element
  while (node) {
    if (node instanceof Element && node.hasAttribute('data-fk-theme'))
      return node.getAttribute('data-fk-theme')
    node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null)
  }
  return null
}

function update(element: Element, container: HTMLElement) {
  const theme = themeOf(element)
  if (theme === null) container.removeAttribute('data-fk-theme')
  else if (container.getAttribute('data-fk-theme') !== theme) container.setAttribute('data-fk-theme', theme)
}

/** Keeps `container`'s `data-fk-theme` that of `element`'s nearest themed ancestor; returns the stop. */
export function watchPageTheme(element: Element, container: HTMLElement): () => void {
  watched.set(element, container)
  update(element, container)
  if (!observer) {
    observer = new MutationObserver(() => {
      for (const [each, itsContainer] of watched) update(each, itsContainer)
    })
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-fk-theme'],
      subtree: true,
    })
  }
  return () => {
    watched.delete(element)
    if (watched.size === 0) {
      observer?.disconnect()
      observer = undefined
    }
  }
}
