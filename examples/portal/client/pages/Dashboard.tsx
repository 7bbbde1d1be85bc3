// The customer's home: their companies, the calendar of what is due, and the open alerts. Lists come
// through the proxy already filtered to this customer's companies: the page asks for "all" and gets
// only theirs.
import { useState } from 'react'
import { useAlerts, useCompanies } from 'filing-kit/hooks'
import {
  ComplianceAlertList,
  ComplianceCalendar,
  type ComplianceCalendarItem,
  type ComplianceCalendarTarget,
} from 'filing-kit/components'
import type { SessionInfo } from '../session'
import { useText } from '../text'
import { hrefOf, navigate } from '../useRoute'

export function Dashboard({ session }: { session: SessionInfo }) {
  const t = useText()
  const companies = useCompanies()
  const nextDueMonth = useNextDueMonth()

  // The components say where an item lives: list alerts name their company `entityId`, not `companyId`.
  const openCalendarItem = (
    _item: ComplianceCalendarItem,
    { companyId, alertId }: ComplianceCalendarTarget,
  ) => {
    if (companyId) navigate({ page: 'company', companyId, ...(alertId ? { alertId } : {}) })
  }

  return (
    <div className="acme-page">
      <div className="acme-page-head">
        <h1>{t('dashboard.greeting', { name: session.customer!.name.split(' ')[0]! })}</h1>
        <p className="acme-lead">{t('dashboard.lead')}</p>
      </div>

      <section aria-labelledby="companies-title" className="acme-section">
        <h2 id="companies-title">{t('dashboard.companies')}</h2>
        {companies.data?.length === 0 ? <p>{t('dashboard.noCompanies')}</p> : null}
        <ul className="acme-company-cards">
          {companies.data?.map((company) => {
            const id = company.id ?? company.companyId
            if (!id) return null
            return (
              <li key={id}>
                <a className="acme-card acme-company-card" href={hrefOf({ page: 'company', companyId: id })}>
                  <strong>{company.name}</strong>
                  <span>{[company.type, company.homeState].filter(Boolean).join(' · ')}</span>
                </a>
              </li>
            )
          })}
        </ul>
      </section>

      <div className="acme-columns">
        {/* The components bring their own headings ("Compliance calendar", "Compliance alerts"). */}
        <section className="acme-section acme-card">
          {nextDueMonth !== undefined ? (
            <ComplianceCalendar
              key={nextDueMonth}
              view="agenda"
              month={nextDueMonth}
              onSelect={openCalendarItem}
            />
          ) : null}
        </section>
        <section className="acme-section acme-card">
          <ComplianceAlertList
            maxHeight={420}
            onSelect={(alert, { companyId }) => {
              if (companyId) navigate({ page: 'company', companyId, alertId: alert.id })
            }}
          />
        </section>
      </div>

      <OpenById session={session} />
    </div>
  )
}

/** Opening a company by id, and a link to another customer's: the proxy's scoping, shown. */
function OpenById({ session }: { session: SessionInfo }) {
  const t = useText()
  const [companyId, setCompanyId] = useState('')
  const other = session.otherCustomersCompany
  return (
    <section aria-labelledby="scoping-title" className="acme-section acme-card acme-scoping">
      <h2 id="scoping-title">{t('dashboard.scoping')}</h2>
      {other ? (
        <p>
          {t('dashboard.scopingLead', { owner: other.owner, companyId: other.companyId })}{' '}
          <a href={hrefOf({ page: 'company', companyId: other.companyId })}>
            {t('dashboard.scopingLink', { companyId: other.companyId })}
          </a>
        </p>
      ) : null}
      <form
        className="acme-inline-form"
        onSubmit={(event) => {
          event.preventDefault()
          if (companyId.trim()) navigate({ page: 'company', companyId: companyId.trim() })
        }}
      >
        <label>
          <span>{t('dashboard.companyId')}</span>
          <input value={companyId} onChange={(event) => setCompanyId(event.target.value)} />
        </label>
        <button type="submit" className="acme-button">
          {t('dashboard.open')}
        </button>
      </form>
    </section>
  )
}

/**
 * The calendar opens on the month of the next open alert due from today, rather than on an empty
 * month; `undefined` until the alerts are read (the list beside it shares the same cached read).
 */
function useNextDueMonth(): string | undefined {
  const alerts = useAlerts()
  if (alerts.isPending) return undefined
  const today = new Date().toISOString().slice(0, 10)
  const upcoming = (alerts.data ?? [])
    // The statutory due date, as the list sorts by; the service's closeDate when there is none.
    .map((alert) => (alert as { alertActualDueDate?: unknown }).alertActualDueDate ?? alert.closeDate)
    .filter((date): date is string => typeof date === 'string' && date >= today)
    .sort()
  return (upcoming[0] ?? today).slice(0, 7)
}
