// The portal: its session decides what shows. Signed out, the sign-in page; signed in, the pages
// inside FilingKitProvider, which points the components at the portal's proxy. The provider is keyed
// by customer, so switching customer starts from an empty cache: nothing of the last one lingers.
import { useCallback, useEffect, useState } from 'react'
import { FilingKitProvider } from 'filing-kit/hooks'
import { es } from 'filing-kit/components'
import { Pages } from './Pages'
import { Shell } from './Shell'
import { SignIn } from './pages/SignIn'
import { useLanguage, useTheme } from './preferences'
import { CLOCK_MOVED, readSession, type SessionInfo } from './session'
import { LanguageContext } from './text'

export function App() {
  const [language, setLanguage] = useLanguage()
  const [theme, setTheme] = useTheme()
  const [session, setSession] = useState<SessionInfo | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const showSession = useCallback((next: Promise<SessionInfo>) => {
    next.then(
      (info) => {
        setSession(info)
        setFailure(null)
      },
      (error: unknown) => setFailure(error instanceof Error ? error.message : String(error)),
    )
  }, [])
  /** Re-reads the session: after sign-in, a customer switch, a new order, or a 401 from the proxy. */
  const refresh = useCallback(() => showSession(readSession()), [showSession])
  useEffect(() => showSession(readSession()), [showSession])
  // The simulator's clock moved: its day (the session's `today`) with it.
  useEffect(() => {
    window.addEventListener(CLOCK_MOVED, refresh)
    return () => window.removeEventListener(CLOCK_MOVED, refresh)
  }, [refresh])

  const customer = session?.customer ?? null
  return (
    <LanguageContext.Provider value={language}>
      <Shell
        session={session}
        failure={failure}
        onRetry={refresh}
        onSessionChange={refresh}
        language={language}
        onLanguage={setLanguage}
        theme={theme}
        onTheme={setTheme}
      >
        {session && !customer ? <SignIn customers={session.customers} onSignedIn={refresh} /> : null}
        {session && customer ? (
          <FilingKitProvider
            key={customer.id}
            baseUrl="/api/partner"
            partnerId={session.partnerId}
            locale={language === 'es' ? 'es-US' : 'en-US'}
            messages={language === 'es' ? es : undefined}
            // The proxy answers 401 once the portal session is gone (e.g. the server restarted):
            // re-read the session, which shows the sign-in page; no retry of the request.
            onUnauthorized={() => {
              refresh()
              return false
            }}
          >
            <Pages session={session} onOrdersChanged={refresh} />
          </FilingKitProvider>
        ) : null}
      </Shell>
    </LanguageContext.Provider>
  )
}
