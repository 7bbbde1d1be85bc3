'use client'
import { useMemo } from 'react'
import { useFilingKitConfig } from '../../hooks'
import { formatCalendarDate } from '../../hooks/coreHelpers'
import { commonMessages, type CommonMessageId } from '../messages/en/common'
import { formatBytes } from './formatBytes'
import { interpolate } from './interpolate'

/** One area's en-US strings by message id (a module of `components/messages/en/`). */
export type MessageArea = Readonly<Record<string, string>>

/** No area beyond the common strings. */
type NoArea = Readonly<Record<never, string>>

/**
 * Turns a message id into text, and dates and sizes into the provider's `locale`. `Id` is the ids of
 * the areas the component looked up (the common ones always come along), so an id of another area is a
 * type error: its en-US text would not be in this component's bundle.
 */
export interface Text<Id extends string = never> {
  /** The provider's text for `id` (else en-US), placeholders filled. */
  t: (id: Id | CommonMessageId, values?: Readonly<Record<string, string | number>>) => string
  /** A service date (`YYYY-MM-DD`) as the same calendar day in the viewer's locale; `—` when missing. */
  date: (value: string | null | undefined) => string
  /** An amount of money (US dollars by default). */
  money: (amount: number, currency?: string) => string
  /** A byte count, e.g. `2.4 MB`, number and unit joined by a no-break space. */
  bytes: (count: number) => string
  locale: string
}

/**
 * The message and formatting helpers of a component whose strings are in `area` (and `also`, e.g. the
 * plan names a subscription or calendar shows), besides the common ones. The provider's `messages`
 * win for any id; the en-US defaults come only from the areas named here, so importing one component
 * does not bundle every other component's strings.
 */
export function useText<Area extends MessageArea = NoArea, Also extends MessageArea = NoArea>(
  area?: Area,
  also?: Also,
): Text<Extract<keyof Area | keyof Also, string>> {
  const { locale, messages } = useFilingKitConfig()
  return useMemo(() => {
    const fallback = (id: string): string =>
      area?.[id] ?? also?.[id] ?? (commonMessages as MessageArea)[id] ?? id
    const t: Text<string>['t'] = (id, values) => interpolate(messages[id] ?? fallback(id), values)
    return {
      locale,
      t,
      date: (value) => (value ? formatCalendarDate(value, locale) : t('common.notSet')),
      money: (amount, currency = 'USD') =>
        new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount),
      bytes: (count) => formatBytes(count, locale),
    }
  }, [locale, messages, area, also])
}
