'use client'
import { useEffect, useId, useRef, useState } from 'react'
import {
  isPartnerApiError,
  useFormationOrder,
  useCancelFormationOrder,
  useFormationOrderSummary,
  useUpdateFormationOrder,
  type FormationOrder,
  type PollOptions,
} from '../../hooks'
import { canCancelFormationOrder, RFI_STATUSES } from '../../hooks/coreHelpers'
import { FORMATION_PROGRESS_PHASES } from './model/formationProgressPhases'
import { findById } from '../base/findById'
import { Root, withBase } from '../base/Base'
import { baseState } from '../base/baseState'
import { BaseView } from '../base/BaseView'
import { Stepper } from '../base/Stepper'
import type { ErrorRule } from '../base/errors'
import { useComponents } from '../base/useComponents'
import { useText } from '../base/useText'
import { formationMessages } from '../messages/en/formation'
import { formationTrackerMessages, type FormationTrackerMessageId } from '../messages/en/formationTracker'
import { CancelFormationOrder } from './CancelFormationOrder'
import { DEFAULT_ORDER_DOCUMENT_ACCEPT, OrderDocuments } from './OrderDocuments'
import { filingSpeedWords, packageWords } from './optionWords'
import { OrderRfiForm } from './OrderRfiForm'
import { FormedCompanyNotice } from './FormedCompanyNotice'
import { formationPhaseName, statusSentence } from './phaseWords'

/** Props of `FormationOrderTracker`. */
export interface FormationOrderTrackerProps {
  /** The order's id, from create-order (`onCreated`). */
  orderGuid: string
  /** When the order's phase or status changes (and on the first read), with both. */
  onPhaseChange?: (phase: string, status: string | null) => void
  /** How the order is polled (GEN-5): intervals, or `false` to read once. Default 5 s doubling to 60 s. */
  poll?: PollOptions | false
  /** File types a partner document may be (the `accept` attribute). Default PDF, images, Word. */
  accept?: string
  /** Largest partner document, in bytes. Default 10 MB. */
  maxBytes?: number
  className?: string
}

const NOT_FOUND: readonly ErrorRule<FormationTrackerMessageId>[] = [
  {
    when: (error) => error.kind === 'not_found' || /invalid order guid/i.test(error.serviceMessage ?? ''),
    message: 'formationTracker.notFound',
  },
]

const FILED_PHASES = ['Filing Approved', 'Complete']
const AWAITING_DOCS = 'Awaiting Docs'
const HALTED_PHASES = ['On Hold', 'Cancelled']
const TERMINAL_PHASES = ['Complete', 'Cancelled']

const stringAt = (record: FormationOrder['companyInfo'], key: string) => {
  const value = record?.[key]
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

function Details({ order }: { order: FormationOrder }) {
  const words = useText(formationMessages, formationTrackerMessages)
  const { t, date } = words
  const notYet = <span className="fk-muted">{t('formationTracker.notYet')}</span>
  const contact = [stringAt(order.contact, 'contactFirstName'), stringAt(order.contact, 'contactLastName')]
    .filter(Boolean)
    .join(' ')
  const rows: [string, string | undefined][] = [
    [t('formationTracker.company'), stringAt(order.companyInfo, 'companyDesiredName')],
    [t('formationTracker.contact'), contact || undefined],
    [
      t('formationTracker.filingType'),
      order.orderFilingType ? filingSpeedWords(order.orderFilingType, words) : undefined,
    ],
    [t('formationTracker.filedDate'), order.filedDate ? date(order.filedDate.slice(0, 10)) : undefined],
    [t('formationTracker.entityId'), order.formedEntityId ?? undefined],
  ]
  // A finished order will not get what it lacks: no "Not yet available" then.
  const over = TERMINAL_PHASES.includes(order.orderPhase)
  return (
    <dl className="fk-details">
      {rows.map(([label, value]) =>
        over && !value ? null : (
          <div key={label} className="fk-details-row">
            <dt>{label}</dt>
            <dd>{value ?? notYet}</dd>
          </div>
        ),
      )}
    </dl>
  )
}

function Summary({
  summary,
  numberId,
}: {
  summary: ReturnType<typeof useFormationOrderSummary>
  /** The order number's element id: it names the tracker while the company's name is not known. */
  numberId: string
}) {
  const words = useText(formationMessages, formationTrackerMessages)
  const { t, money } = words
  const { Table } = useComponents()
  const id = useId()
  const data = summary.data
  const total = data?.orderTotal == null ? undefined : Number(data.orderTotal)
  return (
    // A group, not a region: on a page of several trackers, one region per order (landmark-unique).
    <div role="group" className="fk-stack" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="fk-heading" part="heading">
        {t('formationTracker.summary')}
      </h3>
      <BaseView read={summary} loading={t('formationTracker.summaryLoading')}>
        {(data) => (
          <>
            <p>
              {t('formationTracker.orderNumber')}:{' '}
              <strong id={numberId}>{data.orderNumber ?? t('formationTracker.notYet')}</strong>
            </p>
            <Table
              caption={t('formationTracker.productsCaption')}
              captionHidden
              columns={[
                { key: 'name', header: t('formationTracker.product') },
                { key: 'price', header: t('formationTracker.price') },
              ]}
              rows={[...data.orderProducts]
                .sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0))
                .map((product, index) => {
                  const value = Number(product.value)
                  return {
                    key: `${index}`,
                    cells: {
                      name: packageWords(product.name, words) || t('common.notSet'),
                      price: !Number.isFinite(value)
                        ? t('common.notSet')
                        : value === 0
                          ? t('formationForm.noCharge')
                          : money(value),
                    },
                  }
                })}
            />
            <p className="fk-total">
              {t('formationForm.total', {
                total: total !== undefined && Number.isFinite(total) ? money(total) : t('common.notSet'),
              })}
            </p>
          </>
        )}
      </BaseView>
    </div>
  )
}

function FormationOrderTrackerView({
  orderGuid,
  onPhaseChange,
  poll,
  accept = DEFAULT_ORDER_DOCUMENT_ACCEPT,
  maxBytes,
  className,
}: FormationOrderTrackerProps) {
  const query = useFormationOrder(orderGuid, poll === undefined ? {} : { poll })
  const summary = useFormationOrderSummary(orderGuid)
  const words = useText(formationMessages, formationTrackerMessages)
  const { t } = words
  const { Heading, Alert, Badge, Button } = useComponents()
  const headingId = useId()
  const numberId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const [answeringFor, setAnsweringFor] = useState<string | null>(null)
  // Owned here, not by the RFI form or the Cancel button: both go away as soon as the order moves on,
  // and a mutation's callbacks die with the component that called it.
  const update = useUpdateFormationOrder()
  const cancel = useCancelFormationOrder()
  const order = query.data
  const phase = order?.orderPhase
  const status = order?.orderStatus ?? null

  const reported = useRef<string | null>(null)
  const latest = useRef(onPhaseChange)
  useEffect(() => {
    latest.current = onPhaseChange
  })
  useEffect(() => {
    if (phase === undefined) return
    const signature = `${phase}|${status ?? ''}`
    if (reported.current === signature) return
    reported.current = signature
    latest.current?.(phase, status)
  }, [phase, status])

  const rfi = RFI_STATUSES.includes(status ?? '')
  // The form stays open only for the request it was opened for; a later one asks again.
  const answering = rfi && answeringFor === status && !update.isSuccess

  // The answer sent or the order cancelled, the form or the button that had the focus is gone:
  // the keyboard user starts again from the heading, not from the top of the page.
  useEffect(() => {
    if (update.isSuccess || cancel.isSuccess) findById(rootRef.current, headingId)?.focus()
  }, [update.isSuccess, cancel.isSuccess, headingId])

  const notFound = isPartnerApiError(query.error) && NOT_FOUND.some((rule) => rule.when(query.error!))
  const state = baseState({ read: query })
  const company = stringAt(order?.companyInfo, 'companyDesiredName')
  const halted = phase !== undefined && HALTED_PHASES.includes(phase)
  const terminal = TERMINAL_PHASES.includes(phase!)
  // The thanks for an answer belongs to the phase the order went on in, not to every later one.
  const [thankedIn, setThankedIn] = useState<string>()
  const thanking = update.isSuccess && !rfi ? phase : undefined
  // The signature as sent: the owner reads back what they signed, by name and date.
  const signed = update.isSuccess ? update.variables.signature : undefined
  if (thanking && !thankedIn) setThankedIn(thanking)
  if (!thanking && thankedIn) setThankedIn(undefined)
  const currentStep = phase === undefined ? -1 : FORMATION_PROGRESS_PHASES.indexOf(phase)
  const orderLabel = company ? headingId : `${headingId} ${numberId}`

  return (
    <Root
      state={state}
      className={className}
      as="section"
      // Named by the company once the service echoes it, by the order number before: two orders on one
      // page are two regions a screen reader tells apart (landmark-unique).
      labelledBy={orderLabel}
      data={phase === undefined ? undefined : { 'data-phase': phase }}
    >
      <div ref={rootRef} className="fk-stack">
        <Heading level={2} id={headingId}>
          {company ? t('formationTracker.headingCompany', { company }) : t('formationTracker.heading')}
        </Heading>
        <BaseView
          read={query}
          loading={t('formationTracker.loading')}
          rules={NOT_FOUND}
          area={formationTrackerMessages}
          // An order that is not there will not be there on a retry either.
          onRetry={notFound ? false : undefined}
          stale
        />
        {order && phase !== undefined ? (
          <>
            {/* Cancelled or on hold, one alert says it, with the reason: no badge and sentence above
                it saying the same. An RFI's own call to action says more than "on hold". */}
            {halted && !rfi ? (
              <Alert
                tone={phase === 'Cancelled' ? 'error' : 'warning'}
                title={t(phase === 'Cancelled' ? 'formationTracker.cancelled' : 'formationTracker.onHold')}
              >
                <span role="status">{statusSentence(status, words)}</span>
              </Alert>
            ) : (
              <div className="fk-order-status">
                <p>
                  <Badge
                    tone={
                      phase === 'Cancelled'
                        ? 'danger'
                        : rfi || halted
                          ? 'warning'
                          : phase === 'Complete'
                            ? 'success'
                            : 'info'
                    }
                  >
                    {formationPhaseName(phase, words)}
                  </Badge>{' '}
                  <span role="status">{statusSentence(status, words)}</span>
                </p>
              </div>
            )}
            <Stepper
              label={t('formationTracker.progress')}
              steps={FORMATION_PROGRESS_PHASES.map((step) => formationPhaseName(step, words))}
              // Complete is itself done, not a step still under way.
              done={phase === 'Complete' ? currentStep + 1 : Math.max(currentStep, 0)}
              current={currentStep}
              halted={currentStep < 0}
              stateWords={{
                done: `(${t('formationTracker.stepDone')})`,
                current: `(${t('formationTracker.stepCurrent')})`,
              }}
            />
            {thanking && thanking === thankedIn ? (
              <Alert tone="success">
                <span>{t('formationTracker.rfi.sent')}</span>
                {signed ? (
                  <>
                    {' '}
                    <span>
                      {t('formationTracker.rfi.signedBy', {
                        name: signed.fullName,
                        date: new Intl.DateTimeFormat(words.locale, { dateStyle: 'long' }).format(
                          new Date(signed.signedAt),
                        ),
                      })}
                    </span>
                  </>
                ) : null}
              </Alert>
            ) : null}
            {rfi ? (
              <div className="fk-stack">
                <Alert
                  tone="warning"
                  title={t('formationTracker.rfi.title')}
                  action={
                    answering ? undefined : (
                      <Button
                        variant="primary"
                        onClick={() => {
                          update.reset()
                          setAnsweringFor(status)
                        }}
                      >
                        {t('formationTracker.rfi.answer')}
                      </Button>
                    )
                  }
                >
                  {t(
                    status === 'Signature Needed RFI'
                      ? 'formationTracker.rfi.signature'
                      : 'formationTracker.rfi.data',
                  )}
                </Alert>
                {answering ? (
                  <OrderRfiForm
                    key={status}
                    order={order}
                    orderGuid={orderGuid}
                    update={update}
                    orderLabelledBy={orderLabel}
                  />
                ) : null}
              </div>
            ) : null}
            {/* Formed: the company joins the owner's companies (or says why not, with a retry). */}
            <FormedCompanyNotice orderGuid={orderGuid} order={order} company={company} />
            <Details order={order} />
            <Summary summary={summary} numberId={numberId} />
            <OrderDocuments
              orderGuid={orderGuid}
              orderNumber={summary.data?.orderNumber ?? undefined}
              // Downloadable once the state's documents are in: not while the order says it awaits them.
              filed={FILED_PHASES.includes(phase) && status !== AWAITING_DOCS}
              approved={status === AWAITING_DOCS}
              canUpload={phase !== 'Cancelled'}
              accept={accept}
              maxBytes={maxBytes}
            />
            {terminal ? null : canCancelFormationOrder(order) ? (
              <CancelFormationOrder orderGuid={orderGuid} company={company} cancel={cancel} />
            ) : (
              // The state has the filing: nothing to cancel any more, only a way forward.
              <Alert tone="info" title={t('formationTracker.cancel.tooLate')}>
                {t('formationTracker.cancel.tooLateBody')}
              </Alert>
            )}
          </>
        ) : null}
      </div>
    </Root>
  )
}

/**
 * A formation order as it moves through the state's process: the phases as steps (On Hold and
 * Cancelled as states), the status in plain words, the answer to a request for information, the
 * order summary, documents to download and upload, and cancel behind a confirmation. Polls with
 * back-off until Complete or Cancelled (GEN-5); trackers of one order share one poll.
 * @example <FormationOrderTracker orderGuid={guid} onPhaseChange={(phase) => track(phase)} />
 */
export const FormationOrderTracker = /* @__PURE__ */ withBase(
  'FormationOrderTracker',
  FormationOrderTrackerView,
)
