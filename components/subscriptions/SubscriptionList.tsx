'use client'
import { useId, useRef, useState } from 'react'
import { useSubscriptions, type CancelSubscriptionResult, type Subscription } from '../../hooks'
import { findById } from '../base/findById'
import { DialogTrigger } from '../base/DialogTrigger'
import type { DialogControl } from '../base/useDialogControl'
import { Root, withBase } from '../base/Base'
import { baseState } from '../base/baseState'
import { BaseView } from '../base/BaseView'
import { useComponents } from '../base/useComponents'
import { useText } from '../base/useText'
import { planMessages } from '../messages/en/plans'
import { subscriptionMessages } from '../messages/en/subscriptions'
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog'
import { todayCalendarDate } from '../compliance/dueDates'
import { planActions, planStatus, renewalName, serviceName, termEnded } from './plan'
import { RenewSubscriptionDialog } from './RenewSubscriptionDialog'

/** Props of `SubscriptionList`. */
export interface SubscriptionListProps {
  /** Only this company's plans; its name becomes the heading (CMP-12). */
  companyId?: string
  /** After a plan was renewed, with its id. */
  onRenewed?: (subscriptionId: string) => void
  /** After a plan was cancelled or sent for review, with the service's answer (CMP-15). */
  onCancelled?: (result: CancelSubscriptionResult) => void
  /** The level of the list's heading, to fit the host page's outline. Default 2. */
  headingLevel?: 2 | 3 | 4
  /** Today as `YYYY-MM-DD` for a term that has ended and a renewal date gone by; the viewer's own day by default. */
  today?: string
  className?: string
}

/** Spaces made non-breaking. */
const unbroken = (text: string) => text.replace(/ /g, '\u00a0')

type OpenDialog = { kind: 'renew' | 'cancel'; subscriptionId: string } | null

const STATUS_TONE = { Active: 'success', 'Ready for Review': 'warning', Cancelled: 'neutral' } as const
const STATUS_MESSAGE = {
  Active: 'subscription.status.Active',
  'Ready for Review': 'subscription.status.ReadyForReview',
  Cancelled: 'subscription.status.Cancelled',
} as const

function SubscriptionListView({
  companyId,
  onRenewed,
  onCancelled,
  headingLevel = 2,
  today: todayProp,
  className,
}: SubscriptionListProps) {
  const query = useSubscriptions(companyId ? { companyId } : {})
  const text = useText(subscriptionMessages, planMessages)
  const { t, date } = text
  const { Heading, Table, Badge } = useComponents()
  const headingId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const [dialog, setDialog] = useState<OpenDialog>(null)
  const dialogId = `${headingId}-dialog`
  const today = todayProp ?? todayCalendarDate()

  const data = query.data
  const empty = data?.subscriptions.length === 0
  const state = baseState({ read: query, empty })
  const company = companyId ? data?.companyName : null
  const heading = company ? t('subscriptions.headingCompany', { company }) : t('subscriptions.heading')

  const closeDialog = () => {
    setDialog(null)
    // The button that opened the dialog may be gone (a cancelled plan has none): land on the heading.
    requestAnimationFrame(() => {
      const active = document.activeElement
      if (!active || active === document.body) findById(rootRef.current, headingId)?.focus()
    })
  }

  // One dialog element at a time, opened by one plan's Renewal settings or Cancel.
  const controlOf = (kind: 'renew' | 'cancel', subscriptionId: string): DialogControl => ({
    id: dialogId,
    open: dialog?.kind === kind && dialog.subscriptionId === subscriptionId,
    onOpenChange: (open) => (open ? setDialog({ kind, subscriptionId }) : closeDialog()),
  })

  const row = (plan: Subscription) => {
    const service = serviceName(plan.serviceCategory, text)
    const companyName = plan.entityName ?? t('common.notSet')
    const status = planStatus(plan)
    const { renew: canRenew, cancel: canCancel } = planActions(plan)
    const ended = termEnded(plan, today)
    // CMP-17: only an Auto Renewal plan has a next auto-renew date, and only while it can still renew:
    // not once cancelled or in review, and not a date already past.
    const autoDate =
      plan.renewalType === 'Auto Renewal' && canRenew && plan.autoRenewDate && plan.autoRenewDate >= today
        ? plan.autoRenewDate
        : null
    const termText = t('subscription.term', {
      start: unbroken(date(plan.startDate)),
      end: `\u2060${unbroken(date(plan.endDate))}`,
    }).replace(/ ([–-]) \u2060/, '\u00a0$1 ')
    return {
      key: plan.id,
      cells: {
        service,
        company: companyName,
        state: plan.state ?? t('common.notSet'),
        // Each date kept on one line, the dash kept with the start: the term breaks only after the dash.
        term: ended ? (
          // One element: a narrow table's cell is a label-and-value grid, with room for one value.
          <span>
            {termText} <span className="fk-muted">{t('subscription.termEnded')}</span>
          </span>
        ) : (
          termText
        ),
        // One truthful state (issue 31): a cancelled plan does not renew, one in review is on hold.
        renewal:
          status === 'Cancelled'
            ? t('subscription.renewal.none')
            : status === 'Ready for Review'
              ? t('subscription.renewal.onHold')
              : renewalName(plan.renewalType, text),
        nextRenewal: autoDate ? date(autoDate) : t('common.notSet'),
        status: status ? (
          <Badge tone={STATUS_TONE[status]}>{t(STATUS_MESSAGE[status])}</Badge>
        ) : (
          t('common.notSet')
        ),
        actions:
          canRenew || canCancel ? (
            <div className="fk-actions">
              {canRenew ? (
                <DialogTrigger
                  dialog={controlOf('renew', plan.id)}
                  aria-label={t('subscriptions.renewLabel', { service, company: companyName })}
                >
                  {t('subscriptions.renew')}
                </DialogTrigger>
              ) : null}
              {canCancel ? (
                <DialogTrigger
                  variant="danger"
                  dialog={controlOf('cancel', plan.id)}
                  aria-label={t('subscriptions.cancelLabel', { service, company: companyName })}
                >
                  {t('subscriptions.cancel')}
                </DialogTrigger>
              ) : null}
            </div>
          ) : (
            <span className="fk-muted">{t('subscriptions.noActions')}</span>
          ),
      },
    }
  }

  // A company-scoped list does not repeat the company: the heading names it.
  const columns = (
    ['service', 'company', 'state', 'term', 'renewal', 'nextRenewal', 'status', 'actions'] as const
  )
    .filter((key) => !(companyId && key === 'company'))
    .map((key) => ({ key, header: t(`subscriptions.column.${key}`) }))

  return (
    <Root state={state} className={className} as="section" labelledBy={headingId}>
      <div ref={rootRef} className="fk-stack">
        <Heading level={headingLevel} id={headingId}>
          {heading}
        </Heading>
        <BaseView
          read={query}
          loading={t('subscriptions.loading')}
          isEmpty={empty}
          empty={company ? t('subscriptions.emptyCompany', { company }) : t('subscriptions.empty')}
        >
          {({ subscriptions }) => (
            <Table
              caption={t('subscriptions.caption')}
              captionHidden
              columns={columns}
              rows={subscriptions.map(row)}
            />
          )}
        </BaseView>
      </div>
      {dialog?.kind === 'renew' ? (
        <RenewSubscriptionDialog
          {...controlOf(dialog.kind, dialog.subscriptionId)}
          subscriptionId={dialog.subscriptionId}
          onRenewed={onRenewed}
          today={today}
        />
      ) : null}
      {dialog?.kind === 'cancel' ? (
        <CancelSubscriptionDialog
          {...controlOf(dialog.kind, dialog.subscriptionId)}
          subscriptionId={dialog.subscriptionId}
          onCancelled={onCancelled}
        />
      ) : null}
    </Root>
  )
}

/**
 * A business's subscription plans — service, company, state, term, renewal and next auto-renewal —
 * with Renewal settings and Cancel actions that open the dialogs; the list refreshes itself after either.
 * @example <SubscriptionList companyId={company.id} onCancelled={(result) => track(result.status)} />
 */
export const SubscriptionList = /* @__PURE__ */ withBase('SubscriptionList', SubscriptionListView)
