import { createElement, type ComponentType, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { eventNameOf, kebabCase, type AttributeKind, type ElementSpec } from './elementSpecs'
import { adoptStyles } from './shadowStyles'
import { watchPageTheme } from './pageTheme'

/** What every element of a page shares: the provider it renders in (one client, one QueryClient). */
export interface ElementHost {
  /** Wraps an element's component in the page's provider, in the element's locale. */
  render(children: ReactNode, locale: string | undefined): Promise<ReactNode>
  styles: string
}

const parse = (kind: AttributeKind, text: string | null): unknown => {
  if (text === null) return undefined
  if (kind === 'boolean') return text !== 'false'
  if (kind === 'number') {
    const number = Number(text)
    return text.trim() === '' || Number.isNaN(number) ? undefined : number
  }
  return text
}

/**
 * The custom element class of one component. Its props are properties (and, for strings, numbers and
 * booleans, kebab-case attributes); setting either re-renders in the next microtask, so several set
 * together render once. Callbacks become `fk-*` CustomEvents that bubble out of the shadow root
 * (`composed`). Removed from the page, the element unmounts its React root, unless it is put back in
 * the same task (a move). The component's code loads when the first element of its kind connects.
 */
export function createElementClass(spec: ElementSpec, host: ElementHost): CustomElementConstructor {
  // One load for every element of this kind; forgotten when it fails, so the next render tries again.
  let component: Promise<ComponentType> | undefined
  const loadComponent = () =>
    (component ??= spec.load().catch((error: unknown) => {
      component = undefined
      throw error
    }))
  const propNames = Object.keys(spec.props)
  const attributes = new Map<string, { prop: string; kind: AttributeKind }>()
  for (const [prop, kind] of Object.entries(spec.props))
    if (kind && kind !== 'property') attributes.set(kebabCase(prop), { prop, kind })

  class FilingKitElement extends HTMLElement {
    static get observedAttributes() {
      return [...attributes.keys(), 'locale']
    }

    // Inside the class body: the accessors reach the private fields.
    static {
      for (const prop of propNames) {
        Object.defineProperty(this.prototype, prop, {
          configurable: true,
          enumerable: true,
          get(this: FilingKitElement) {
            return this.#props[prop]
          },
          set(this: FilingKitElement, value: unknown) {
            this.#set(prop, value)
          },
        })
      }
    }

    readonly #props: Record<string, unknown> = {}
    readonly #container: HTMLDivElement
    readonly #callbacks: Record<string, (...args: unknown[]) => void> = {}
    #root: Root | undefined
    #scheduled = false
    #stopTheme: (() => void) | undefined
    /** Bumped on each render, so a render whose provider resolved late does not undo a newer one. */
    #renders = 0

    constructor() {
      super()
      const shadow = this.attachShadow({ mode: 'open', delegatesFocus: false })
      adoptStyles(shadow, host.styles)
      this.#container = document.createElement('div')
      this.#container.setAttribute('data-fk-element', '')
      shadow.append(this.#container)
      for (const [callback, names] of Object.entries(spec.events)) {
        const type = eventNameOf(callback)
        this.#callbacks[callback] = (...args: unknown[]) => {
          const detail =
            names!.length === 1
              ? args[0]
              : Object.fromEntries(names!.map((name, index) => [name, args[index]]))
          const event = new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: true })
          const proceed = this.dispatchEvent(event)
          // A dialog element opens and closes itself, as <dialog> does, unless the host took over.
          if (callback === 'onOpenChange' && spec.openProp && proceed) this.#set(spec.openProp, args[0])
        }
      }
    }

    connectedCallback() {
      // Properties a host set before the element was defined sit on the instance, hiding the setters.
      for (const prop of propNames) {
        if (Object.prototype.hasOwnProperty.call(this, prop)) {
          const value = (this as Record<string, unknown>)[prop]
          delete (this as Record<string, unknown>)[prop]
          ;(this as Record<string, unknown>)[prop] = value
        }
      }
      this.#stopTheme ??= watchPageTheme(this, this.#container)
      this.#root ??= createRoot(this.#container)
      this.#schedule()
    }

    disconnectedCallback() {
      queueMicrotask(() => {
        if (this.isConnected || !this.#root) return
        this.#root.unmount()
        this.#root = undefined
        this.#stopTheme?.()
        this.#stopTheme = undefined
      })
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null) {
      if (name === 'locale') return this.#schedule()
      const attribute = attributes.get(name)
      if (attribute) this.#set(attribute.prop, parse(attribute.kind, value))
    }

    #set(prop: string, value: unknown) {
      if (this.#props[prop] === value) return
      this.#props[prop] = value
      this.#schedule()
    }

    #schedule() {
      if (this.#scheduled) return
      this.#scheduled = true
      queueMicrotask(() => {
        this.#scheduled = false
        // A chunk that failed to load: reported as an uncaught error would be (window's error event),
        // the element left as it was.
        this.#render().catch(reportError)
      })
    }

    async #render() {
      if (!this.#root || !this.isConnected) return
      const render = ++this.#renders
      // Loaded even before the required props are set, so it is there when they come.
      const Component = await loadComponent()
      const ready = (spec.required ?? []).every(
        (prop) => this.#props[prop] !== undefined && this.#props[prop] !== '',
      )
      const props: Record<string, unknown> = { ...this.#callbacks }
      for (const prop of propNames) if (this.#props[prop] !== undefined) props[prop] = this.#props[prop]
      if (spec.openProp) props[spec.openProp] = this.#props[spec.openProp] === true
      const tree = await host.render(
        ready ? createElement(Component, props) : null,
        this.getAttribute('locale') ?? undefined,
      )
      if (render === this.#renders) this.#root?.render(tree)
    }
  }

  return FilingKitElement
}
