'use client'
import { useEffect, useId, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react'
import {
  useTaxRegistrationOrder,
  type CreateTaxRegistrationInput,
  type PollOptions,
  type TaxRegistrationOrder,
} from '../../hooks'
import {
  humanizeKey,
  isNothingYet,
  recordsTable,
  TAX_REGISTRATION_PHASES,
  TAX_SUMMARY_KNOWN_KEYS,
} from '../../hooks/coreHelpers'
import { Root, withBase } from '../base/Base'
import { hasMessage } from '../base/hasMessage'
import { baseState } from '../base/baseState'
import { BaseView } from '../base/BaseView'
import { Stepper } from '../base/Stepper'
import type { ErrorRule } from '../base/errors'
import { useComponents } from '../base/useComponents'
import { useText, type Text } from '../base/useText'
import { taxRegistrationMessages, type TaxRegistrationMessageId } from '../messages/en/taxRegistration'
import { valueMessages } from '../messages/en/value'
import { ValueView, type ValueViewOptions } from '../base/ValueView'
import type { ComplianceDraftStorage } from '../compliance/complianceDraft'
import { draftStorageOf } from '../compliance/draftStorageOf'
import { businessNameOf, parseSubmitted, saveSubmitted, statesOf, storedSubmitted } from './submittedCopy'
import { taxPhaseName, stateLabel, statusText } from './taxRegistrationText'
import { useSubmittedFromReceipt } from './useSubmittedFromReceipt'
import { TaxSubmissionView } from './TaxSubmissionView'

/** Props of `TaxRegistrationTracker`. */
export interface TaxRegistrationTrackerProps {
  orderGuid: string
  /**
   * The partner's own copy of what was submitted (from `TaxRegistrationForm`'s `onCreated`): the
   * service never returns it (TAX-2). Its business name heads the tracker, and it is kept in
   * `draftStorage` by order so that a reload without it still shows it.
   */
  submitted?: CreateTaxRegistrationInput | undefined
  /**
   * Where the copy of what was submitted is kept, per order: `sessionStorage` by default (this tab,
   * until it closes), any Storage-like object (`localStorage`, your own), or `false` for none. It never
   * holds an SSN, a date of birth or a full EIN (its last four digits only); a stored entry that is not
   * a copy of a submission is ignored.
   */
  draftStorage?: ComplianceDraftStorage | false
  /** How often to check for progress (GEN-5), or `false` to read once. Default: 5 s, backing off to 60 s. */
  poll?: PollOptions | false
  /** When the phase or status changes (and once on the first read). */
  onPhaseChange?: ((phase: string, status: string | null | undefined) => void) | undefined
  className?: string
}

const COLLECTIONS = [
  {
    key: 'accountNumbers',
    heading: 'tax.tracker.accountNumbers',
    pending: 'tax.tracker.accountNumbersPending',
  },
  { key: 'taxRates', heading: 'tax.tracker.taxRates', pending: 'tax.tracker.taxRatesPending' },
  {
    key: 'agencyAccounts',
    heading: 'tax.tracker.agencyAccounts',
    pending: 'tax.tracker.agencyAccountsPending',
  },
] as const

// TAX-8: an unknown id is a state of its own, in plain words; the order may be there on a later look.
const RULES: readonly ErrorRule<TaxRegistrationMessageId>[] = [
  {
    when: (error) => error.kind === 'not_found',
    message: 'tax.tracker.notFound',
    title: 'tax.tracker.notFoundTitle',
    retry: 'tax.tracker.checkAgain',
  },
]

const SIDE_PHASES: Readonly<Record<string, { tone: 'warning' | 'info'; message: TaxRegistrationMessageId }>> =
  {
    'On Hold': { tone: 'warning', message: 'tax.tracker.onHold' },
    Cancelled: { tone: 'info', message: 'tax.tracker.cancelled' },
  }

/** Labels and formats for the members the simulator's invented shapes use; others stay generic. */
function valueOptions(text: Text<TaxRegistrationMessageId>): ValueViewOptions {
  return {
    labelOf: (key) => {
      const id = `tax.tracker.column.${key}`
      if (hasMessage(taxRegistrationMessages, id)) return text.t(id)
      // Collections keyed by state (`{ CA: … }`): the state's name.
      return /^[A-Z]{2}$/.test(key) ? stateLabel(key) : undefined
    },
    formatValue: (key, value) => {
      if (key === 'state' && typeof value === 'string') return stateLabel(value)
      if (key === 'type' && value === 'INDIVIDUAL') return text.t('tax.form.partyType.individual')
      if (key === 'type' && value === 'BUSINESS') return text.t('tax.form.partyType.business')
      // Account types and statuses in the reader's words; one the catalog does not know, as written.
      if ((key === 'accountType' || key === 'status') && typeof value === 'string') {
        const id = `tax.tracker.${key}.${value.replace(/[^A-Za-z0-9]/g, '')}`
        if (hasMessage(taxRegistrationMessages, id)) return text.t(id)
      }
      // The invented shape gives rates in percent (taxOrderView.ts).
      if (key === 'rate' && typeof value === 'number')
        return new Intl.NumberFormat(text.locale, { style: 'percent', maximumFractionDigits: 4 }).format(
          value / 100,
        )
      return undefined
    },
  }
}

/** One collection: a table when it is a list of flat records, else the generic rendering. */
function Collection({
  value,
  heading,
  pending,
  options,
}: {
  value: unknown
  heading: string
  pending: string
  options: ValueViewOptions
}) {
  const { Heading, Table } = useComponents()
  const table = recordsTable(value)
  let body: ReactNode
  if (isNothingYet(value)) body = <p className="fk-muted">{pending}</p>
  else if (table)
    body = (
      <Table
        caption={heading}
        captionHidden
        columns={table.columns.map((key) => ({ key, header: options.labelOf?.(key) ?? humanizeKey(key) }))}
        rows={table.rows.map((row, index) => ({
          key: String(index),
          cells: Object.fromEntries(
            table.columns.map((column) => [
              column,
              <ValueView key={column} value={row[column]} name={column} options={options} />,
            ]),
          ),
        }))}
      />
    )
  else body = <ValueView value={value} options={options} />
  return (
    // Not a named region: a page may show several trackers (even of one order) without repeating landmarks.
    <div className="fk-stack fk-tax-collection">
      <Heading level={3}>{heading}</Heading>
      {body}
    </div>
  )
}

function Summary({
  order,
  submitted,
}: {
  order: TaxRegistrationOrder
  submitted?: CreateTaxRegistrationInput | undefined
}) {
  const { Alert, Badge, Heading } = useComponents()
  const text = useText(taxRegistrationMessages, valueMessages)
  const { t } = text
  const options = valueOptions(text)
  const side = SIDE_PHASES[order.orderPhase]
  const at = (TAX_REGISTRATION_PHASES as readonly string[]).indexOf(order.orderPhase)
  const complete = order.orderPhase === 'Complete'
  const extras = Object.entries(order).filter(
    ([key, value]) => !(TAX_SUMMARY_KNOWN_KEYS as readonly string[]).includes(key) && value !== undefined,
  )
  return (
    <>
      <div className="fk-tax-status">
        <p className="fk-tax-phase">
          <span className="fk-muted">{t('tax.tracker.phase')}</span>{' '}
          <Badge tone={order.orderPhase === 'Complete' ? 'success' : side ? 'warning' : 'info'}>
            {taxPhaseName(order.orderPhase, text)}
          </Badge>
        </p>
        <p role="status" className="fk-tax-status-text">
          {statusText(order.orderStatus, text)}
        </p>
      </div>
      {side ? (
        <Alert tone={side.tone}>{t(side.message)}</Alert>
      ) : (
        <Stepper
          label={t('tax.tracker.progress')}
          steps={TAX_REGISTRATION_PHASES.map((step) => taxPhaseName(step, text))}
          // Complete: every step done, none still current.
          done={complete ? TAX_REGISTRATION_PHASES.length : Math.max(at, 0)}
          current={complete ? -1 : at}
          stateWords={{
            done: t('tax.tracker.step.done'),
            current: t('tax.tracker.step.current'),
            upcoming: t('tax.tracker.step.upcoming'),
          }}
        />
      )}
      {COLLECTIONS.map(({ key, heading, pending }) => (
        <Collection
          key={key}
          value={order[key]}
          heading={t(heading)}
          pending={t(pending)}
          options={options}
        />
      ))}
      {extras.length > 0 ? (
        <div className="fk-stack fk-tax-collection">
          <Heading level={3}>{t('tax.tracker.otherDetails')}</Heading>
          <ValueView value={Object.fromEntries(extras)} options={options} />
        </div>
      ) : null}
      {/* What was sent, in the form's words (the partner's reference left out); without the copy, where it is. */}
      {submitted ? (
        <details className="fk-disclosure">
          <summary>{t('tax.tracker.submittedHeading')}</summary>
          <TaxSubmissionView submitted={submitted} />
        </details>
      ) : (
        <p className="fk-muted">{t('tax.tracker.copyElsewhere')}</p>
      )}
    </>
  )
}

/** Storage is read on render; another tab's change shows on the next one. */
const noChanges = () => () => {}

function TaxRegistrationTrackerView({
  orderGuid,
  submitted: given,
  draftStorage,
  poll,
  onPhaseChange,
  className,
}: TaxRegistrationTrackerProps) {
  const storage = draftStorageOf(draftStorage)
  // The page's own copy when it has one (kept for a reload), else the one kept last time: read as
  // text on each render (equal text, no re-render), none on the server so hydration matches.
  const entry = useSyncExternalStore(
    noChanges,
    () => (given ? null : storedSubmitted(storage, orderGuid)),
    () => null,
  )
  const kept = useMemo(() => given ?? parseSubmitted(entry), [given, entry])
  // No copy in this tab: the proxy's receipt of the create, after a reload or on another device.
  const submitted = useSubmittedFromReceipt(orderGuid, !kept) ?? kept
  useEffect(() => {
    if (given) saveSubmitted(storage, orderGuid, given)
  }, [given, storage, orderGuid])
  const name = businessNameOf(submitted)
  const query = useTaxRegistrationOrder(orderGuid, poll === undefined ? {} : { poll })
  const { Heading } = useComponents()
  const text = useText(taxRegistrationMessages)
  const { t } = text
  const states = statesOf(submitted, text.locale)
  const headingId = useId()
  const order = query.data
  const state = baseState({ read: query })

  const reported = useRef('')
  const latest = useRef(onPhaseChange)
  useEffect(() => {
    latest.current = onPhaseChange
  })
  useEffect(() => {
    if (!order) return
    const signature = `${order.orderPhase}|${order.orderStatus ?? ''}`
    if (signature === reported.current) return
    reported.current = signature
    latest.current?.(order.orderPhase, order.orderStatus)
  }, [order])

  return (
    <Root state={state} className={className} data={order ? { 'data-phase': order.orderPhase } : undefined}>
      <div className="fk-stack fk-tax-summary">
        <div>
          <Heading level={2} id={headingId}>
            {name ?? t('tax.tracker.heading')}
          </Heading>
          {/* The owner's words for which registration this is; the order id is the partner's (props, callbacks). */}
          {states ? <p className="fk-muted">{t('tax.tracker.states', { states })}</p> : null}
        </div>
        <BaseView
          read={query}
          loading={t('tax.tracker.loading')}
          rules={RULES}
          area={taxRegistrationMessages}
          stale={t('tax.tracker.stale')}
        >
          {(order) => <Summary order={order} submitted={submitted} />}
        </BaseView>
      </div>
    </Root>
  )
}

/**
 * A tax registration's progress: its phase and status in plain words, then the account numbers,
 * rates and agency accounts per state as they are issued, checked for by polling (GEN-5). Shapes the
 * spec does not give are shown generically; an unknown order is a clear state (TAX-8). The service
 * never returns what was submitted (TAX-2): pass your own copy as `submitted` to head the tracker with
 * the business's name and show it; the tracker keeps it in `draftStorage` (secrets left out) so that a
 * reload shows it too.
 * @example <TaxRegistrationTracker orderGuid={guid} submitted={savedCopy} />
 */
export const TaxRegistrationTracker = /* @__PURE__ */ withBase(
  'TaxRegistrationTracker',
  TaxRegistrationTrackerView,
)
