// One company: its alerts (pick one, read it, file it with the compliance form) and its plans. The
// page first reads the company itself: for another customer's company the proxy answers 403, and
// the page says so in plain words instead of showing components that would each fail.
import { useState } from 'react'
import { isPartnerApiError, useCompany } from 'filing-kit/hooks'
import {
  ComplianceAlertDetail,
  ComplianceAlertList,
  ComplianceForm,
  SubscriptionList,
} from 'filing-kit/components'
import { companyTypeName, useText } from '../text'
import { hrefOf, navigate } from '../useRoute'

/**
 * The compliance form's confirmation takes the focus when the submit button it replaced took the focus
 * with it (to the page's body); a visitor who already moved on keeps their place.
 */
function focusConfirmation() {
  if (document.activeElement && document.activeElement !== document.body) return
  const status = document.querySelector<HTMLElement>('[data-fk="ComplianceForm"] [role="status"]')
  if (!status) return
  status.setAttribute('tabindex', '-1')
  status.focus()
}

export function CompanyPage({
  companyId,
  alertId,
  today,
}: {
  companyId: string
  alertId: string | undefined
  /**
   * The simulator's day (the demo's clock moves it), as the dashboard has it; `undefined` against the
   * real service, where the viewer's own day is right. What is overdue here is overdue there.
   */
  today: string | undefined
}) {
  const t = useText()
  const company = useCompany(companyId)
  // The form opens from the alert's call to action; a new alert closes it.
  const [filing, setFiling] = useState<string | null>(null)

  if (company.isPending) return <p className="acme-loading">…</p>
  if (company.isError) {
    const refused =
      isPartnerApiError(company.error, 'forbidden') || isPartnerApiError(company.error, 'not_found')
    return (
      <div className="acme-page">
        <a className="acme-back" href={hrefOf({ page: 'dashboard' })}>
          ← {t('company.back')}
        </a>
        <div role="alert" className="acme-notice acme-notice-danger">
          <h1>{t('company.refusedTitle')}</h1>
          <p>{refused ? t('company.refused') : t('company.failed')}</p>
        </div>
        {/* The id, the HTTP status and the error's own words are for the partner's developers, folded away. */}
        <details className="acme-developers">
          <summary>{t('developers')}</summary>
          <p>
            {refused
              ? t('company.refusedDetail', { companyId, status: company.error.status ?? 403 })
              : t('company.failedDetail', { message: company.error.message })}
          </p>
        </details>
      </div>
    )
  }

  const { name, type, homeState } = company.data
  return (
    <div className="acme-page">
      <a className="acme-back" href={hrefOf({ page: 'dashboard' })}>
        ← {t('company.back')}
      </a>
      <div className="acme-page-head">
        <h1>{name}</h1>
        <p className="acme-lead">
          {t('company.details', { type: companyTypeName(t, type), state: homeState ?? '' })}
        </p>
      </div>

      <div className="acme-columns">
        <section className="acme-section acme-card">
          <ComplianceAlertList
            companyId={companyId}
            today={today}
            onSelect={(alert) => {
              setFiling(null)
              navigate({ page: 'company', companyId, alertId: alert.id })
            }}
          />
        </section>
        {/* Not a region of its own: the alert's detail inside is one, named by the alert. */}
        <div className="acme-section acme-card">
          {alertId ? (
            <ComplianceAlertDetail
              key={alertId}
              alertId={alertId}
              today={today}
              onStart={() => setFiling(alertId)}
            />
          ) : (
            <p className="acme-hint">{t('company.pickAlert')}</p>
          )}
        </div>
      </div>

      {filing && filing === alertId ? (
        <section aria-labelledby="filing-title" className="acme-section acme-card">
          <div className="acme-section-head">
            <h2 id="filing-title">{t('company.filing')}</h2>
            <button type="button" className="acme-button acme-button-quiet" onClick={() => setFiling(null)}>
              {t('company.closeForm')}
            </button>
          </div>
          <ComplianceForm
            alertId={filing}
            companyId={companyId}
            // Submitted: the form gives way to its confirmation, and the focus goes there with it
            // rather than falling to the page (issue 34).
            onSubmitted={focusConfirmation}
          />
        </section>
      ) : null}

      <section className="acme-section acme-card">
        {/* The list's own heading is the company's name; the page outline has it under the h1. */}
        <SubscriptionList companyId={companyId} headingLevel={2} today={today} />
      </section>
    </div>
  )
}
