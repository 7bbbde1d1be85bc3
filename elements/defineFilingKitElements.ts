import { createElement, type ReactNode } from 'react'
import { createDefaultQueryClient, FilingKitProvider, type FilingKitProviderProps } from '../hooks'
import { createPartnerClient, type PartnerClient } from '../src/index'
import styles from '../components/styles.css?inline'
import { createElementClass } from './createElementClass'
import { ELEMENT_SPECS, type FilingKitTagName } from './elementSpecs'

type WithoutChildren<T> = T extends unknown ? Omit<T, 'children'> : never

/**
 * What `defineFilingKitElements` takes: what `FilingKitProvider` takes (`baseUrl` and `partnerId` of
 * your proxy, or a ready `client`; `locale`, `messages`, `onEvent`, `components`, `queryClient`…).
 * With a Spanish `locale` (`es`, `es-US`…) and no `messages`, the elements speak Spanish.
 */
export type FilingKitElementsOptions = WithoutChildren<FilingKitProviderProps>

let defined = false

/** Spanish catalog for an `es*` locale, fetched once when first needed (it is a chunk of its own). */
let spanish: Promise<FilingKitProviderProps['messages']> | undefined
const loadSpanish = () => (spanish ??= import('./lazy/es').then((module) => module.default))
const isSpanish = (locale: string | undefined) => locale !== undefined && /^es\b/i.test(locale)

/**
 * Registers every filing-kit component as a custom element: `<fk-compliance-alert-list>`,
 * `<fk-subscription-list>`… (`fk-` + the component's name in kebab case). Call it once per page,
 * before or after the elements are in the markup.
 *
 * All elements of the page share one client and one QueryClient: ten elements showing the same
 * alerts make one request. An element's `locale` attribute overrides the page's locale for it.
 * @example
 * defineFilingKitElements({ baseUrl: '/api/partner', partnerId: 'P605992', locale: 'es' })
 */
export function defineFilingKitElements(options: FilingKitElementsOptions): void {
  if (defined)
    throw new Error(
      'defineFilingKitElements was called twice: call it once per page (its options are the page’s; use an element’s locale attribute for a different language).',
    )
  if (typeof customElements === 'undefined')
    throw new Error('defineFilingKitElements needs a browser: customElements is missing here.')
  for (const tag of Object.keys(ELEMENT_SPECS))
    if (customElements.get(tag))
      throw new Error(`<${tag}> is already defined on this page by another script.`)
  defined = true

  const {
    locale: pageLocale,
    messages,
    ...rest
  } = options as FilingKitElementsOptions & {
    client?: PartnerClient
  }
  // One client and one QueryClient for the page, made now: every element's provider gets the same.
  const client = rest.client ?? createPartnerClient(rest as Parameters<typeof createPartnerClient>[0])
  const queryClient = rest.queryClient ?? createDefaultQueryClient()

  const host = {
    styles,
    async render(children: ReactNode, elementLocale: string | undefined) {
      const locale = elementLocale ?? pageLocale
      const catalog = messages ?? (isSpanish(locale) ? await loadSpanish() : undefined)
      return createElement(
        FilingKitProvider,
        {
          client,
          queryClient,
          ...(locale === undefined ? {} : { locale }),
          ...(catalog === undefined ? {} : { messages: catalog }),
          ...(rest.onEvent ? { onEvent: rest.onEvent } : {}),
          ...(rest.components ? { components: rest.components } : {}),
          ...(rest.resend ? { resend: rest.resend } : {}),
        },
        children,
      )
    },
  }
  for (const [tag, spec] of Object.entries(ELEMENT_SPECS))
    customElements.define(tag, createElementClass(spec, host))
}

/** The tag names `defineFilingKitElements` registers. */
export const FILING_KIT_TAG_NAMES = Object.keys(ELEMENT_SPECS) as readonly FilingKitTagName[]
