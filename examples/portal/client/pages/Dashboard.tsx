// The customer's home: their companies, the calendar of what is due, and the open alerts. Lists come
// through the proxy already filtered to this customer's companies: the page asks for "all" and gets
// only theirs.
import { useState } from 'react'
import { useCompanies } from 'filing-kit/hooks'
import {
  ComplianceAlertList,
  ComplianceCalendar,
  type ComplianceCalendarItem,
  type ComplianceCalendarTarget,
} from 'filing-kit/components'
import type { SessionInfo } from '../session'
import { companyTypeName, useText } from '../text'
import { hrefOf, navigate } from '../useRoute'

export function Dashboard({ session }: { session: SessionInfo }) {
  const t = useText()
  const companies = useCompanies()
  // The simulator's day (its clock moves with the demo's control), else the viewer's own.
  const today = session.today ?? undefined

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
                  <span>
                    {[companyTypeName(t, company.type), company.homeState].filter(Boolean).join(' · ')}
                  </span>
                </a>
              </li>
            )
          })}
        </ul>
      </section>

      <div className="acme-columns">
        {/* The components bring their own headings ("Compliance calendar", "Compliance alerts"). */}
        {/* Both open on today: the calendar on today's month, with what is still open after its
            date listed above it; the list grows with the page, so nothing overdue hides in a box. */}
        <section className="acme-section acme-card">
          <ComplianceCalendar view="agenda" today={today} onSelect={openCalendarItem} />
        </section>
        <section className="acme-section acme-card">
          <ComplianceAlertList
            today={today}
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

/**
 * Opening a company by id, and a link to another customer's: the proxy's scoping, shown to the
 * partner's developers. Ids and refusals are not an owner's business: folded away, labelled as such.
 */
function OpenById({ session }: { session: SessionInfo }) {
  const t = useText()
  const [companyId, setCompanyId] = useState('')
  const other = session.otherCustomersCompany
  return (
    <details className="acme-section acme-card acme-scoping acme-developers">
      <summary>{t('dashboard.scoping')}</summary>
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
    </details>
  )
}
