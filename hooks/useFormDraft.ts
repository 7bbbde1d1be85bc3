'use client'
import { useMemo, useState } from 'react'
import { draftChanges, fitDraft, type DraftStorage } from './internal/formDraft'
import { useFilingKitContext } from './internal/context'

/** A form's draft: the values to start from, and how to keep or forget what the owner typed. */
export interface FormDraft<T> {
  /** The starting values with the kept draft over them where it fits (secrets are the starting values'). */
  restored: T
  /** Keeps what of `values` differs from the starting values, secrets left out; nothing differing, nothing kept. */
  save: (values: T) => void
  /** Forgets the draft: the order was placed. */
  clear: () => void
}

/**
 * Keeps a form's draft so that a reload or a session expiry loses nothing typed: per partner, form
 * and starting values (a form prefilled for another company keeps its own), in `storage`
 * (`sessionStorage` by default; `false` keeps nothing). An SSN, ITIN, TIN, EIN or date of birth is
 * never stored, and what is read back is checked member by member against `initial`'s shape, so a
 * corrupted or planted entry is ignored. Save as the values change, clear once the order is placed;
 * a send that failed leaves the form as it was, so keep saving.
 * @example
 * const draft = useFormDraft('my-tax-form', taxRegistrationFormValues(defaults))
 * const [values, setValues] = useState(draft.restored)
 * useEffect(() => (outcome === 'created' ? draft.clear() : draft.save(values)), [draft, outcome, values])
 */
export function useFormDraft<T extends object>(
  form: string,
  initial: T,
  storage?: DraftStorage | false,
): FormDraft<T> {
  const { partnerId } = useFilingKitContext('useFormDraft').client
  // The starting values name the draft, secrets left out: a 32-bit hash of their JSON.
  let hash = 0
  for (const char of JSON.stringify(draftChanges(initial, {})) ?? '')
    hash = (hash * 31 + char.charCodeAt(0)) | 0
  const key = `filing-kit:draft:${form}:${partnerId}:${hash}`
  // Every storage call: with none (`false`, or no `sessionStorage` here), a refusal or a full one, the
  // draft stays in memory; an entry that is not JSON reads as none.
  const withStore = <R>(call: (store: DraftStorage) => R): R | undefined => {
    try {
      return storage === false ? undefined : call(storage ?? sessionStorage)
    } catch {
      return undefined
    }
  }
  const [restored] = useState(
    () => withStore((store) => fitDraft(initial, JSON.parse(String(store.getItem(key))))) ?? initial,
  )
  return useMemo(
    () => ({
      restored,
      save: (values: T) =>
        withStore((store) => {
          const changed = draftChanges(values, initial)
          if (changed === undefined) store.removeItem(key)
          else store.setItem(key, JSON.stringify(changed))
        }),
      clear: () => withStore((store) => store.removeItem(key)),
    }),
    // `initial` and `withStore` are new on each render; what they hold is in `key` and `storage`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [restored, key, storage],
  )
}
