'use client'
import type { ReactNode } from 'react'
import { humanizeKey, isCalendarDate, isWebUrl } from '../../hooks/coreHelpers'
import { valueMessages } from '../messages/en/value'
import { useText } from './useText'

/** How a member's name and value read; return `undefined` to fall back to the generic rendering. */
export interface ValueViewOptions {
  /** The label of a member, e.g. a translated column name; default: the key in words. */
  labelOf?: (key: string) => string | undefined
  /** A member's value, formatted the component's way (a state's name, a rate). */
  formatValue?: (key: string, value: unknown) => ReactNode | undefined
}

const MAX_DEPTH = 8

/**
 * Any JSON-like value as readable, semantic markup — for answers whose shape is not public: a record
 * is a description list (its keys in words), a list of scalars a bulleted list, a list of records a
 * numbered list of description lists. Nothing is ever `[object Object]` or "null": missing values read
 * "Not available yet", text stays text (never HTML), and only `http(s)` URLs become links.
 */
export function ValueView({
  value,
  name,
  options = {},
  depth = 0,
}: {
  value: unknown
  /** The member this value belongs to (passed to `formatValue`). */
  name?: string
  options?: ValueViewOptions
  depth?: number
}): ReactNode {
  const text = useText(valueMessages)
  const { t, locale } = text
  if (name !== undefined) {
    const formatted = options.formatValue?.(name, value)
    if (formatted !== undefined) return formatted
  }
  if (value === undefined || value === null || value === '')
    return <span className="fk-muted">{t('value.notYet')}</span>
  if (typeof value === 'string') {
    if (isWebUrl(value))
      return (
        <a href={value.trim()} rel="noopener noreferrer" target="_blank" className="fk-link">
          {value}
        </a>
      )
    return isCalendarDate(value) ? text.date(value) : value
  }
  if (typeof value === 'number')
    return Number.isFinite(value) ? new Intl.NumberFormat(locale).format(value) : String(value)
  if (typeof value === 'boolean') return value ? t('value.yes') : t('value.no')
  if (typeof value === 'bigint') return value.toString()
  if (typeof value !== 'object') return <span className="fk-muted">{t('value.notYet')}</span>
  if (depth >= MAX_DEPTH) return <span className="fk-muted">{t('value.tooDeep')}</span>

  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="fk-muted">{t('value.none')}</span>
    const Tag = value.every((item) => item === null || typeof item !== 'object') ? 'ul' : 'ol'
    return (
      <Tag className="fk-value-list">
        {value.map((item, index) => (
          <li key={index}>
            <ValueView value={item} name={name} options={options} depth={depth + 1} />
          </li>
        ))}
      </Tag>
    )
  }

  const entries = Object.entries(value as Record<string, unknown>)
  if (entries.length === 0) return <span className="fk-muted">{t('value.none')}</span>
  return (
    <dl className="fk-kv">
      {entries.map(([key, member]) => (
        <div key={key} className="fk-kv-row">
          <dt>{options.labelOf?.(key) ?? humanizeKey(key)}</dt>
          <dd>
            <ValueView value={member} name={key} options={options} depth={depth + 1} />
          </dd>
        </div>
      ))}
    </dl>
  )
}
