'use client'
import { useMemo } from 'react'
import { formatCalendarDate, useFilingKitConfig } from '../../hooks'
import { en, type MessageId } from '../messages/en'
import { interpolate } from './interpolate'

/** Turns a message id into text, and dates and sizes into the provider's `locale`. */
export interface Text {
  /** The provider's text for `id` (else en-US), placeholders filled. */
  t: (id: MessageId, values?: Readonly<Record<string, string | number>>) => string
  /** A service date (`YYYY-MM-DD`) as the same calendar day in the viewer's locale; `—` when missing. */
  date: (value: string | null | undefined) => string
  /** An amount of money (US dollars by default). */
  money: (amount: number, currency?: string) => string
  /** A byte count, e.g. `2.4 MB`. */
  bytes: (count: number) => string
  locale: string
}

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const

/** The message and formatting helpers every component uses. */
export function useText(): Text {
  const { locale, messages } = useFilingKitConfig()
  return useMemo(() => {
    const t: Text['t'] = (id, values) => interpolate(messages[id] ?? en[id], values)
    return {
      locale,
      t,
      date: (value) => (value ? formatCalendarDate(value, locale) : t('common.notSet')),
      money: (amount, currency = 'USD') =>
        new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount),
      bytes: (count) => {
        let value = count
        let unit = 0
        while (value >= 1024 && unit < UNITS.length - 1) {
          value /= 1024
          unit += 1
        }
        return new Intl.NumberFormat(locale, {
          style: 'unit',
          unit: UNITS[unit],
          unitDisplay: 'short',
          maximumFractionDigits: unit === 0 ? 0 : 1,
        }).format(value)
      },
    }
  }, [locale, messages])
}
