// Language and theme: the visitor's choice, kept in localStorage (nothing secret in it), applied to
// <html> so that the portal's CSS and the components' tokens follow the same switch.
import { useCallback, useEffect, useState } from 'react'

export type Language = 'en' | 'es'
export type Theme = 'light' | 'dark'

function stored<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
  const value = localStorage.getItem(key)
  return allowed.includes(value as T) ? (value as T) : fallback
}

function usePreference<T extends string>(key: string, allowed: readonly T[], fallback: T) {
  const [value, setValue] = useState<T>(() => stored(key, allowed, fallback))
  const set = useCallback(
    (next: T) => {
      localStorage.setItem(key, next)
      setValue(next)
    },
    [key],
  )
  return [value, set] as const
}

export function useLanguage() {
  const [language, setLanguage] = usePreference<Language>('acme.language', ['en', 'es'], 'en')
  useEffect(() => {
    document.documentElement.lang = language
  }, [language])
  return [language, setLanguage] as const
}

export function useTheme() {
  const prefersDark = window.matchMedia('(prefers-color-scheme: dark)').matches
  const [theme, setTheme] = usePreference<Theme>(
    'acme.theme',
    ['light', 'dark'],
    prefersDark ? 'dark' : 'light',
  )
  useEffect(() => {
    // data-theme is the portal's own; data-fk-theme tells the components the same, explicitly, so a
    // visitor's dark system setting never gives dark components on a light portal.
    document.documentElement.dataset.theme = theme
    document.documentElement.dataset.fkTheme = theme
  }, [theme])
  return [theme, setTheme] as const
}
