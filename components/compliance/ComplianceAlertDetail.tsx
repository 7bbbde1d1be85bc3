'use client'
import { useId } from 'react'
import { useAlert, type AlertDetail } from '../../hooks'
import { Root, withBase } from '../base/Base'
import { baseState } from '../base/baseState'
import { BaseView } from '../base/BaseView'
import { serviceSays, type ErrorRule } from '../base/errors'
import { hasMessage } from '../base/hasMessage'
import { useComponents } from '../base/useComponents'
import { useText } from '../base/useText'
import { complianceMessages, type ComplianceMessageId } from '../messages/en/compliance'
import { serviceName } from '../subscriptions/plan'
import { alertMessageIn } from './alertMessageIn'
import { alertNameIn } from './alertNameIn'
import { alertStageName, isClosedStage } from './alertStageName'
import { planAndValueMessages } from './planAndValueMessages'
import { productNameIn } from './productNameIn'
import {
  DATE_WORDS,
  fileByDateOf,
  keyDateOf,
  statutoryDueDateOf,
  todayCalendarDate,
  urgencyOf,
} from './dueDates'

/** Props of `ComplianceAlertDetail`. */
export interface ComplianceAlertDetailProps {
  alertId: string
  /** The user chose to start the filing (the call to action; hidden without this callback). */
  onStart?: (alert: AlertDetail) => void
  /** Today as `YYYY-MM-DD` for the overdue and due-soon marks; the viewer's own day by default. */
  today?: string
  className?: string
}

// An alert already closed (submitted) or unknown is a 400 "No opportunity found" (CMP-10's wording).
const RULES: readonly ErrorRule<ComplianceMessageId>[] = [
  {
    when: (error) => error.kind === 'not_found' || serviceSays(/no opportunity found/i)(error),
    message: 'compliance.detail.notFound',
  },
  // Another customer's alert (the proxy's scoping): say what was refused.
  { when: (error) => error.kind === 'forbidden', message: 'compliance.detail.forbidden' },
]

/** A product's line total: price (else unit or list price) × quantity (else 1). */
const lineTotal = (product: AlertDetail['opportunityProducts'][number]) =>
  (product.price ?? product.unitPrice ?? product.listPrice ?? 0) * (product.quantity ?? 1)

function ComplianceAlertDetailView({ alertId, onStart, today, className }: ComplianceAlertDetailProps) {
  const query = useAlert(alertId)
  const text = useText(complianceMessages, planAndValueMessages)
  const { t, date, money } = text
  const { Heading, Table, Button, Badge } = useComponents()
  const headingId = useId()
  const kindId = useId()
  const alert = query.data
  const state = baseState({ read: query })
  const name = alert ? alertNameIn(alert.name, alert.alertType ?? alert.serviceCategory, text) : undefined

  // A kind of product the catalog knows in the owner's words; another as the service wrote it.
  const productKind = (family: string | null | undefined) => {
    if (!family) return t('common.notSet')
    const id = `compliance.productKind.${family.replace(/\s+/g, '')}`
    return hasMessage(complianceMessages, id) ? t(id) : family
  }

  let body = null
  if (alert) {
    // The service's statuses are sales stages: once "Closed Won" or "Closed Lost" there is nothing to file.
    const closed = isClosedStage(alert.status)
    const due = statutoryDueDateOf(alert)
    // Marked by the statutory date; by the file-by date, in its own words, only when that is all there is.
    const key = keyDateOf(alert)
    const urgency = closed || !key ? undefined : urgencyOf(key.date, today ?? todayCalendarDate())
    const badge = DATE_WORDS[key?.kind ?? 'due'][urgency === 'overdue' ? 'overdue' : 'soon']
    const products = alert.opportunityProducts
    const message = alertMessageIn(alert, text)
    const total =
      products.length > 0 ? products.reduce((sum, product) => sum + lineTotal(product), 0) : alert.amount
    const facts: [string, string][] = [
      [t('compliance.detail.company'), alert.companyName ?? t('common.notSet')],
      [t('compliance.detail.state'), alert.serviceState ?? t('common.notSet')],
      [t('compliance.detail.type'), serviceName(alert.alertType ?? alert.serviceCategory, text)],
      [t('compliance.detail.status'), alertStageName(alert.status, text)],
      [t('compliance.detail.dueDate'), due ? date(due) : t('compliance.detail.dueUnknown')],
      [t('compliance.detail.closeDate'), date(fileByDateOf(alert))],
    ]
    body = (
      <>
        {urgency ? (
          <p>
            <Badge tone={urgency === 'overdue' ? 'danger' : 'warning'}>{t(badge)}</Badge>
          </p>
        ) : null}
        {/* Service text: always text, never HTML; in one language (alertMessageIn). */}
        {message ? (
          <p className="fk-compliance-message" lang={message.lang}>
            {message.message}
          </p>
        ) : null}
        <dl className="fk-compliance-facts">
          {facts.map(([term, value]) => (
            <div key={term} className="fk-compliance-fact">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {products.length > 0 ? (
          <Table
            caption={t('compliance.detail.products')}
            columns={[
              { key: 'product', header: t('compliance.detail.product') },
              { key: 'family', header: t('compliance.detail.family') },
              { key: 'quantity', header: t('compliance.detail.quantity') },
              { key: 'price', header: t('compliance.detail.price') },
            ]}
            rows={products.map((product) => ({
              key: product.id,
              cells: {
                product: productNameIn(product.productName, text),
                family: productKind(product.productFamily),
                quantity: String(product.quantity ?? 1),
                price: money(lineTotal(product)),
              },
            }))}
          />
        ) : null}
        {typeof total === 'number' ? (
          <p className="fk-compliance-total">
            <span>{t('compliance.detail.total')}</span> <strong>{money(total)}</strong>
          </p>
        ) : null}
        {closed ? (
          <p role="status" className="fk-muted">
            {t('compliance.detail.closed')}
          </p>
        ) : onStart ? (
          <div className="fk-actions">
            <Button
              variant="primary"
              aria-label={t('compliance.detail.startLabel', { name: name ?? alert.name })}
              onClick={() => onStart(alert)}
            >
              {t('compliance.detail.start')}
            </Button>
          </div>
        ) : null}
      </>
    )
  }

  return (
    <Root
      state={state}
      className={className}
      as="section"
      // "Compliance alert: <name>": the form filing it is a region named by the alert too, and a page
      // that shows both keeps each landmark's name its own (landmark-unique).
      labelledBy={name ? `${kindId} ${headingId}` : headingId}
    >
      <div className="fk-stack">
        <span id={kindId} hidden>
          {t('compliance.detail.heading')}
        </span>
        <Heading level={2} id={headingId}>
          {name ?? t('compliance.detail.heading')}
        </Heading>
        <BaseView
          read={query}
          loading={t('compliance.detail.loading')}
          rules={RULES}
          area={complianceMessages}
        >
          {body}
        </BaseView>
      </div>
    </Root>
  )
}

/**
 * One compliance alert: its name, company, state, due dates and message (as text, never HTML),
 * what is included with prices and the total, and a call to action that starts the filing.
 * @example <ComplianceAlertDetail alertId={id} onStart={() => setStep('form')} />
 */
export const ComplianceAlertDetail = /* @__PURE__ */ withBase(
  'ComplianceAlertDetail',
  ComplianceAlertDetailView,
)
