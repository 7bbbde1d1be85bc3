// The partner's own chrome around the embedded components: brand, navigation, the account menu,
// and the language and theme switches. Nothing here comes from filing-kit.
import { useRef, type ReactNode } from 'react'
import { signIn, signOut, type SessionInfo } from './session'
import type { Language, Theme } from './preferences'
import { useFocusOnArrival } from './useFocusOnArrival'
import { hrefOf, useRoute, type Route } from './useRoute'
import { useText, type TextId } from './text'
import { ActivityLink } from './activity/ActivityLink'

const NAV: { route: Route; label: TextId }[] = [
  { route: { page: 'dashboard' }, label: 'nav.dashboard' },
  { route: { page: 'formation' }, label: 'nav.formation' },
  { route: { page: 'tax' }, label: 'nav.tax' },
  { route: { page: 'import' }, label: 'nav.import' },
  { route: { page: 'filings' }, label: 'nav.filings' },
]

interface ShellProps {
  session: SessionInfo | null
  failure: string | null
  onRetry(): void
  onSessionChange(): void
  language: Language
  onLanguage(language: Language): void
  theme: Theme
  onTheme(theme: Theme): void
  children: ReactNode
}

export function Shell(props: ShellProps) {
  const t = useText()
  const route = useRoute()
  const customer = props.session?.customer ?? null
  const others = props.session?.customers.filter((each) => each.id !== customer?.id) ?? []
  const main = useRef<HTMLElement>(null)

  // Arriving (signed in or out, another customer, another page, an alert opened): the focus goes to
  // the new heading — the alert's once it is read, else the page's h1 — not back to the document.
  const alertId = route.page === 'company' ? route.alertId : undefined
  // Every route is a place of its own (a page, an order, a company's alert): its address says which.
  const arrival = props.session ? `${customer?.id ?? 'signed-out'}|${hrefOf(route)}` : ''
  useFocusOnArrival(arrival, () =>
    alertId
      ? (main.current?.querySelector<HTMLElement>(
          '[data-fk="ComplianceAlertDetail"]:not([data-state="loading"]) h2',
        ) ?? null)
      : (main.current?.querySelector<HTMLElement>('h1') ?? null),
  )

  return (
    <div className="acme-app">
      {/* The routes live in the hash, so the link moves the focus itself rather than follow #main. */}
      <a
        className="acme-skip"
        href="#main"
        onClick={(event) => {
          event.preventDefault()
          main.current?.focus()
        }}
      >
        {t('skip')}
      </a>
      <header className="acme-header">
        <a className="acme-brand" href="#/">
          <span className="acme-logo" aria-hidden="true">
            A
          </span>
          <span>{t('brand')}</span>
        </a>
        <div className="acme-settings">
          <label>
            <span>{t('settings.language')}</span>
            <select
              value={props.language}
              onChange={(event) => props.onLanguage(event.target.value as Language)}
            >
              <option value="en">English</option>
              <option value="es">Español</option>
            </select>
          </label>
          <label>
            <span>{t('settings.theme')}</span>
            <select value={props.theme} onChange={(event) => props.onTheme(event.target.value as Theme)}>
              <option value="light">{t('settings.theme.light')}</option>
              <option value="dark">{t('settings.theme.dark')}</option>
            </select>
          </label>
        </div>
        {customer ? (
          <div className="acme-account">
            <span className="acme-avatar" aria-hidden="true">
              {customer.name.slice(0, 1)}
            </span>
            <span className="acme-account-name">{t('account.signedInAs', { name: customer.name })}</span>
            <ActivityLink customerId={customer.id} />
            {others.map((other) => (
              <button
                key={other.id}
                type="button"
                className="acme-button acme-button-quiet"
                onClick={() => void signIn(other.id).then(props.onSessionChange)}
              >
                {t('account.switchTo', { name: other.name })}
              </button>
            ))}
            <button
              type="button"
              className="acme-button acme-button-quiet"
              onClick={() => void signOut().then(props.onSessionChange)}
            >
              {t('account.signOut')}
            </button>
          </div>
        ) : null}
      </header>
      {customer ? (
        <nav className="acme-nav" aria-label={t('nav.main')}>
          {NAV.map(({ route: target, label }) => (
            <a
              key={label}
              href={hrefOf(target)}
              aria-current={
                target.page === route.page || (target.page === 'dashboard' && route.page === 'company')
                  ? 'page'
                  : undefined
              }
            >
              {t(label)}
            </a>
          ))}
        </nav>
      ) : null}
      <main className="acme-main" id="main" ref={main} tabIndex={-1}>
        {props.failure ? (
          <div role="alert" className="acme-notice acme-notice-danger">
            <p>{t('error.session')}</p>
            <details className="acme-developers">
              <summary>{t('developers')}</summary>
              <p>{t('error.sessionDetail', { message: props.failure })}</p>
            </details>
            <button type="button" className="acme-button" onClick={props.onRetry}>
              {t('retry')}
            </button>
          </div>
        ) : null}
        {props.children}
      </main>
      <footer className="acme-footer">
        <p>{t('footer.demo')}</p>
        {/* How the demo is built is for the partner's developers, not for the owner: folded away. */}
        <details className="acme-developers">
          <summary>{t('developers')}</summary>
          <p>{t('footer.builtWith')}</p>
          {props.session ? <p>{t(props.session.simulator ? 'footer.simulator' : 'footer.real')}</p> : null}
          <p>
            {/* The /plain page embeds the same components as custom elements (examples/portal/plain). */}
            <a href="/plain">{t('footer.plain')}</a>
          </p>
        </details>
      </footer>
    </div>
  )
}
