// A form's draft (issue 22): what the owner typed, kept so that a reload or a session expiry loses
// nothing. Pure (no React); `useFormDraft` puts it in storage. What is kept is what differs from the
// form's starting values, never a secret member — whatever the core's `isSensitiveFieldName` names
// (an SSN, ITIN or TIN, an EIN, a date of birth…) — which stays in memory. What is read back takes
// the starting values' shape member by member (text for text, bounded; a boolean for a boolean; arrays item by item), so a corrupted or planted value
// is ignored, and only the starting values' own members are read (a stored `__proto__` is inert).

import { isRecord, isSensitiveFieldName } from '../../src/index'

/** Where a form keeps its draft: `sessionStorage`, `localStorage`, or an object of your own. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const MAX_TEXT = 10_000
const MAX_ITEMS = 50

/**
 * What of `values` differs from `base`, secrets left out at any depth: objects member by member,
 * an array whole (each item without its secrets), anything else as is; `undefined` when nothing does.
 */
export function draftChanges(values: unknown, base: unknown): unknown {
  if (Array.isArray(values))
    return JSON.stringify(values) === JSON.stringify(base)
      ? undefined
      : values.map((item) => draftChanges(item, null) ?? {})
  if (!isRecord(values)) return values === base ? undefined : values
  let changed: Record<string, unknown> | undefined
  for (const name in values) {
    const value = isSensitiveFieldName(name)
      ? undefined
      : draftChanges(values[name], isRecord(base) ? base[name] : null)
    if (value !== undefined) (changed ??= {})[name] = value
  }
  return changed
}

/**
 * `draft` over `base` where it takes `base`'s shape: text (bounded), a finite number or a boolean
 * where `base` has one; an array whose items all fit (items past `base`'s fit its first, their secrets
 * blank); an object member by member, a member that does not fit (and every secret) keeping `base`'s.
 * `undefined` when `draft` does not fit at all.
 */
export function fitDraft<T>(base: T, draft: unknown, added?: boolean): T | undefined {
  if (Array.isArray(base)) {
    const items =
      Array.isArray(draft) && draft.length <= MAX_ITEMS
        ? draft.map((item, index) => fitDraft(base[index] ?? base[0] ?? '', item, index >= base.length))
        : [undefined]
    return items.includes(undefined) ? undefined : (items as T)
  }
  if (isRecord(base)) {
    if (!isRecord(draft)) return undefined
    const fitted: Record<string, unknown> = {}
    for (const name in base)
      fitted[name] = isSensitiveFieldName(name)
        ? added
          ? ''
          : base[name]
        : (fitDraft(base[name], draft[name]) ?? base[name])
    return fitted as T
  }
  return typeof draft === typeof base &&
    (typeof draft === 'string'
      ? draft.length <= MAX_TEXT
      : typeof draft !== 'number' || Number.isFinite(draft))
    ? (draft as T)
    : undefined
}
