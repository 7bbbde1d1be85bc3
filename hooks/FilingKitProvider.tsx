'use client'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useInsertionEffect, useMemo, useState, type ReactNode } from 'react'
import { createPartnerClient, type PartnerClient, type PartnerClientOptions } from '../src/index'
import type { RegisteredComponents, RegisteredMessages } from './FilingKitRegister'
import type { FilingKitEvent } from './events'
import { FilingKitContext, type FilingKitContextValue, type ResendOptions } from './internal/context'

interface CommonProps {
  /** The TanStack QueryClient to use; by default each provider creates one (reads: no retry on top of the client's own GEN-3 retries, 30 s fresh; writes: never retried). */
  queryClient?: QueryClient
  /** BCP 47 locale the components format dates and money with. Default `en-US`. */
  locale?: string
  /**
   * Overrides of the components' strings, by message id (any of them, e.g. `es`). Typed by
   * filing-kit/components (`Partial<FilingKitMessages>`, FilingKitRegister): an unknown id fails tsc.
   */
  messages?: RegisteredMessages
  /** Called after every successful write, with a typed event (see `FilingKitEvent`). */
  onEvent?: (event: FilingKitEvent) => void
  /**
   * Your design system's primitives (button, inputs, dialog, table…), used by every filing-kit
   * component in place of ours; any you leave out stay ours. Keep the object stable (module scope or
   * `useMemo`): a new object re-renders every component.
   * @example <FilingKitProvider components={{ Button: MyButton, Dialog: MyDialog }} …>
   */
  components?: Readonly<Partial<RegisteredComponents>>
  /**
   * How `useCreateFormationOrder` and `useCreateTaxRegistration` send an `unknown` create again by
   * themselves, under the same pcid: `attempts` (default 5; `0` for never — your own proxy must answer
   * a repeated pcid from its store before you rely on it), `firstDelayMs` (default 5 s, doubling),
   * `maxDelayMs` (default 60 s). The proxy's `Retry-After` can only lengthen a wait.
   */
  resend?: ResendOptions
  children?: ReactNode
}

/** Either a ready client, or the options to create one (`baseUrl` of your proxy and `partnerId`). */
export type FilingKitProviderProps = CommonProps &
  (
    | { client: PartnerClient; baseUrl?: never; partnerId?: never }
    | (PartnerClientOptions & { client?: never })
  )

/** Read with no query-level retry: the client already retries reads (GEN-3); writes never retry. */
export function createDefaultQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  })
}

const NO_MESSAGES: RegisteredMessages = {}
const NO_COMPONENTS: Readonly<Partial<RegisteredComponents>> = {}
const NO_RESEND: ResendOptions = {}

/** The provider's latest `headers` and `onUnauthorized`, behind functions that stay the same. */
class LatestProps {
  constructor(
    private currentHeaders: PartnerClientOptions['headers'],
    private currentOnUnauthorized: PartnerClientOptions['onUnauthorized'],
  ) {}
  update(headers: PartnerClientOptions['headers'], onUnauthorized: PartnerClientOptions['onUnauthorized']) {
    this.currentHeaders = headers
    this.currentOnUnauthorized = onUnauthorized
  }
  readonly headers = async (): Promise<HeadersInit> => {
    const headers = this.currentHeaders
    return (typeof headers === 'function' ? await headers() : headers) ?? {}
  }
  readonly onUnauthorized = async (): Promise<boolean> => (await this.currentOnUnauthorized?.()) ?? false
}

/** A flat options object by content, key order aside (`routes`, `retry`). */
const contentKey = (value: object | undefined) =>
  value && JSON.stringify(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))

/**
 * Makes the Partner API available to every filing-kit hook and component below it.
 * @example
 * <FilingKitProvider baseUrl="/api/partner" partnerId="P123456" onEvent={track}>
 *   <Portal />
 * </FilingKitProvider>
 */
export function FilingKitProvider(props: FilingKitProviderProps) {
  const {
    queryClient,
    locale = 'en-US',
    messages = NO_MESSAGES,
    onEvent,
    components = NO_COMPONENTS,
    resend,
    children,
  } = props
  const {
    client: given,
    baseUrl,
    partnerId,
    fetch,
    headers,
    retry,
    timeoutMs,
    routes,
    onUnauthorized,
  } = props as Partial<PartnerClientOptions> & { client?: PartnerClient }
  const [ownQueryClient] = useState(createDefaultQueryClient)
  // Headers and onUnauthorized are read when a request goes out, so inline values never rebuild the client.
  const [latest] = useState(() => new LatestProps(headers, onUnauthorized))
  useInsertionEffect(() => latest.update(headers, onUnauthorized))
  const routesKey = contentKey(routes)
  const retryKey = contentKey(retry)
  const client = useMemo(
    () =>
      given ??
      createPartnerClient({
        baseUrl: baseUrl as string,
        partnerId: partnerId as string,
        fetch,
        headers: latest.headers,
        retry,
        timeoutMs,
        routes,
        onUnauthorized: latest.onUnauthorized,
      }),
    // `routes` and `retry` by content: an inline object with the same values keeps the client.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [given, baseUrl, partnerId, fetch, timeoutMs, routesKey, retryKey],
  )
  const resendKey = contentKey(resend)
  const value = useMemo<FilingKitContextValue>(
    () => ({ client, locale, messages, onEvent, components, resend: resend ?? NO_RESEND }),
    // `resend` by content, as `retry`: an inline object with the same values keeps the context.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, locale, messages, onEvent, components, resendKey],
  )
  return (
    <QueryClientProvider client={queryClient ?? ownQueryClient}>
      <FilingKitContext.Provider value={value}>{children}</FilingKitContext.Provider>
    </QueryClientProvider>
  )
}
