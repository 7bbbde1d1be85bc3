'use client'
import type { RegistryWidgetsType, TemplatesType, ValidatorType } from '@rjsf/utils'
import { lazy, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import {
  isPartnerApiError,
  useAlert,
  useSubmitComplianceForm,
  useWriteback,
  type AlertDetail,
  type ComplianceAlertFieldRef,
  type ComplianceFormData,
  type ComplianceSchemaOverrides,
  type SubmitAlertFormsInput,
  type SubmitComplianceFormVariables,
  type WritebackState,
} from '../../hooks'
import { fieldsNamed } from '../../hooks/coreHelpers'
import { findById } from '../base/findById'
import type { ComplianceDraftStorage } from './complianceDraft'
import { useBaseSubmit } from '../base/useBaseSubmit'
import { Root, withBase } from '../base/Base'
import { FormErrorView } from '../base/FormErrorView'
import { baseState } from '../base/baseState'
import { BaseView } from '../base/BaseView'
import { useComponents } from '../base/useComponents'
import { useText } from '../base/useText'
import { complianceMessages, type ComplianceMessageId } from '../messages/en/compliance'

// rjsf, its validator and our rjsf theme: a chunk of their own, fetched when a ComplianceForm first renders.
const loadBody = () => import('./ComplianceFormBody')
// Pure: a page that never shows a ComplianceForm can drop this (and the chunk's import) entirely.
const ComplianceFormBody = /* @__PURE__ */ lazy(loadBody)

/** Props of `ComplianceForm`. */
export interface ComplianceFormProps {
  alertId: string
  /** The company whose records the writeback updates; read from the alert when left out (CMP-11). */
  companyId?: string
  /** Titles, help, choices, required fields and widgets per form, keyed by `formDefinitionName` or `formDefinitionId`. */
  schemaOverrides?: ComplianceSchemaOverrides
  /** rjsf widgets by name, on top of ours (`TextWidget`, `NumericTextWidget`, `DateWidget`, …). */
  widgets?: RegistryWidgetsType
  /** rjsf templates, on top of ours. */
  templates?: Partial<TemplatesType>
  /**
   * The rjsf validator. By default one over `@cfworker/json-schema` (all of JSON Schema, ajv's errors),
   * which compiles no code and so also works where the Content-Security-Policy forbids `'unsafe-eval'`.
   */
  validator?: ValidatorType
  /**
   * The service accepted the forms (`writeback` `pending`, or `unverifiable` with no company to
   * re-read), then again when the writeback settles (`confirmed` or `timed_out`).
   */
  onSubmitted?: (result: { alertId: string; writeback: WritebackState }) => void
  /** How long to follow the writeback (default 30 000 ms) and the first pause between re-reads (1 000 ms). */
  writebackOptions?: { timeoutMs?: number; intervalMs?: number }
  /**
   * When the form opens, its heading takes the focus and is scrolled into view (default `true`): it
   * usually opens on a click such as `ComplianceAlertDetail`'s "Start filing", maybe below the fold.
   * `false` where the form is on the page from the start.
   */
  focusOnOpen?: boolean
  /**
   * Where the owner's draft is kept, per alert, so that a reload, a session expiry or a closed form
   * loses nothing typed: `sessionStorage` by default (this tab, until it closes), any Storage-like
   * object (`localStorage`, your own), or `false` for none. It holds only what the owner changed,
   * never a field that holds an SSN or a full EIN (those stay in memory); it comes back when the form
   * reopens and is cleared once the forms are sent (kept again if the service refuses them). Stored
   * values that do not fit their field are ignored.
   */
  draftStorage?: ComplianceDraftStorage | false
  className?: string
}

const WRITEBACK_MESSAGE: Record<Exclude<WritebackState, 'idle'>, ComplianceMessageId> = {
  pending: 'compliance.form.writeback.pending',
  confirmed: 'compliance.form.writeback.confirmed',
  timed_out: 'compliance.form.writeback.timedOut',
  unverifiable: 'compliance.form.writeback.unverifiable',
}

const isRefusalOfField = (message: string) => /required|missing/i.test(message)

function ComplianceFormView({
  alertId,
  companyId,
  schemaOverrides,
  widgets,
  templates,
  validator,
  onSubmitted,
  writebackOptions,
  focusOnOpen = true,
  draftStorage,
  className,
}: ComplianceFormProps) {
  const alert = useAlert(alertId)
  const submit = useSubmitComplianceForm({
    ...(writebackOptions?.timeoutMs !== undefined ? { writebackTimeoutMs: writebackOptions.timeoutMs } : {}),
    ...(writebackOptions?.intervalMs !== undefined
      ? { writebackIntervalMs: writebackOptions.intervalMs }
      : {}),
  })
  const writeback = useWriteback(alertId)
  const text = useText(complianceMessages)
  const { t } = text
  const { Heading, Alert, Button } = useComponents()
  const headingId = useId()
  const idPrefix = `fk${useId().replace(/[^A-Za-z0-9_-]/g, '')}`

  // The alert as first read: a background refetch must not reset what the user is typing.
  const [snapshot, setSnapshot] = useState<AlertDetail>()
  if (alert.data && !snapshot) setSnapshot(alert.data)
  // The fields as received (a refusal's field, CMP-10), as the body's chunk converts them (`onReady`).
  // The body draws them with each counted group as long as its count (issue 31), its added fields after
  // the received ones: the same keys for these.
  const [fields, setFields] = useState<readonly ComplianceAlertFieldRef[]>([])
  const [bodyReady, setBodyReady] = useState(false)
  const [invalidCount, setInvalidCount] = useState(0)
  const [edited, setEdited] = useState<{ error: unknown; paths: ReadonlySet<string> }>({
    error: null,
    paths: new Set(),
  })
  const rootRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    void loadBody()
  }, [])
  // On open (the id never changes): focusing also scrolls the heading into view.
  useEffect(() => {
    if (focusOnOpen) findById(rootRef.current, headingId)?.focus()
  }, [focusOnOpen, headingId])

  // CMP-10: the field the service named, flagged on the field; the rest of the refusal above the form.
  // Sent once; a new refusal focuses the first field it names (rjsf draws the words on it, `refused`).
  const idOf = useCallback((key: readonly string[]) => [idPrefix, ...key].join('_'), [idPrefix])
  const placeRefusal = useCallback(
    (byPath: Readonly<Record<string, string>>) =>
      Object.fromEntries(fieldsNamed(fields, byPath).map(({ field, message }) => [field.path, message])),
    [fields],
  )
  const { submit: submitOnce, refused: refusedWords } = useBaseSubmit(submit, {
    order: fields.map((field) => field.path),
    idOf: (path) => idOf(fields.find((field) => field.path === path)?.key ?? []),
    anchor: rootRef,
    placeRefusal,
  })
  const named = useMemo(
    () =>
      fields.flatMap((field) => {
        const message = refusedWords[field.path]
        return message === undefined ? [] : [{ field, message }]
      }),
    [fields, refusedWords],
  )
  const cleared = edited.error === submit.error ? edited.paths : undefined
  const refused = useMemo(
    () =>
      named
        .filter(({ field }) => !cleared?.has(field.path))
        .map(({ field, message }) => ({
          key: field.key,
          message: isRefusalOfField(message) ? t('field.required') : message,
        })),
    [named, cleared, t],
  )

  const mutate = useCallback(
    (variables: SubmitComplianceFormVariables) => {
      if (submitOnce(variables)) setInvalidCount(0)
    },
    [submitOnce],
  )
  const send = useCallback(
    (complianceForms: SubmitAlertFormsInput['complianceForms']) => {
      if (!snapshot) return
      mutate({
        alertId,
        ...(companyId ? { companyId } : {}),
        complianceForms,
      })
    },
    [snapshot, mutate, alertId, companyId],
  )

  const onChange = useCallback(
    (_formData: ComplianceFormData, id: string | undefined) => {
      const changed = named.find(({ field }) => idOf(field.key) === id)
      if (changed)
        setEdited((current) => ({
          error: submit.error,
          paths: new Set([...(current.error === submit.error ? current.paths : []), changed.field.path]),
        }))
    },
    [named, idOf, submit.error],
  )
  // The alert's name in the page's language comes with the body's chunk (it knows the service's values;
  // ComplianceForm's up-front budget does not carry them): until then, the service's name on a page in
  // its language, else the generic heading — never a mix of the two.
  const [shownName, setShownName] = useState<string>()
  const onReady = useCallback((name: string, received: readonly ComplianceAlertFieldRef[]) => {
    setShownName(name)
    setFields(received)
    setBodyReady(true)
  }, [])
  const serviceLanguage = /^en\b/i.test(text.locale)

  // Report the accepted submit, then the writeback's outcome, once each.
  const reported = useRef<WritebackState>('idle')
  const submittedHere = submit.isSuccess
  useEffect(() => {
    if (!submittedHere || writeback === 'idle' || reported.current === writeback) return
    reported.current = writeback
    onSubmitted?.({ alertId, writeback })
  }, [submittedHere, writeback, alertId, onSubmitted])

  const forms = snapshot?.complianceForms ?? []
  const hasFields = forms.some((form) => form.formDefinitions.length > 0)
  // Submitted here, or earlier under this provider (the writeback outlives the form): never twice.
  const submitted = submit.isSuccess || writeback !== 'idle'
  const read = { data: snapshot, error: alert.error, refetch: alert.refetch }
  const empty = !hasFields
  const state = baseState({
    read,
    empty,
    write: { isPending: submit.isPending, isSuccess: submitted, error: submit.error },
    loading: !bodyReady,
  })

  const retryable =
    isPartnerApiError(submit.error) && !['validation', 'forbidden', 'not_found'].includes(submit.error.kind)

  let body
  if (submitted) {
    body = (
      <Alert tone="success" title={t('compliance.form.submitted')}>
        {writeback === 'idle' ? null : t(WRITEBACK_MESSAGE[writeback])}
      </Alert>
    )
  } else {
    body = (
      <BaseView
        read={read}
        loading={t('compliance.form.loading')}
        isEmpty={empty}
        empty={t('compliance.form.empty')}
      >
        {(snapshot) => (
          <>
            <p className="fk-muted">{t('compliance.form.intro')}</p>
            {/* A failed check before sending is headed in the body; a refusal it follows no longer applies. */}
            {submit.error && !invalidCount ? (
              <FormErrorView
                error={submit.error}
                onRetry={retryable && submit.variables ? () => mutate(submit.variables) : undefined}
              />
            ) : null}
            <BaseView loading={t('compliance.form.loading')}>
              <ComplianceFormBody
                idPrefix={idPrefix}
                alertId={alertId}
                draftStorage={draftStorage}
                forms={snapshot.complianceForms}
                overrides={schemaOverrides}
                products={snapshot.opportunityProducts}
                refused={refused}
                disabled={submit.isPending}
                widgets={widgets}
                templates={templates}
                validator={validator}
                onChange={onChange}
                onSubmit={send}
                onInvalid={setInvalidCount}
                alertName={snapshot.name}
                alertType={snapshot.alertType ?? snapshot.serviceCategory}
                onReady={onReady}
              >
                <div className="fk-actions fk-actions-end">
                  <Button type="submit" variant="primary" busy={submit.isPending}>
                    {submit.isPending ? t('compliance.form.submitting') : t('compliance.form.submit')}
                  </Button>
                </div>
              </ComplianceFormBody>
            </BaseView>
          </>
        )}
      </BaseView>
    )
  }

  return (
    <Root
      state={state}
      className={className}
      as="section"
      labelledBy={headingId}
      data={{ 'data-writeback': writeback }}
    >
      <div ref={rootRef} className="fk-stack">
        <Heading level={2} id={headingId}>
          {snapshot && (shownName ?? (serviceLanguage ? snapshot.name : undefined))
            ? t('compliance.form.heading', { name: shownName ?? snapshot.name })
            : t('compliance.form.headingGeneric')}
        </Heading>
        {body}
      </div>
    </Root>
  )
}

/**
 * Every form of a compliance alert (CMP-9) as one JSON-schema form (rjsf): the prefilled values
 * checked, completed and submitted in one request, the field a refusal names flagged and focused
 * (CMP-10), then the writeback followed until the records are updated (CMP-11). Known fields are
 * labelled in the owner's words (`compliance.field.*` messages); what the owner types is kept as a
 * draft per alert (`draftStorage`). rjsf and its validator load in their own chunk when the form first renders.
 *
 * Content-Security-Policy: the form's validator (`@cfworker/json-schema`) compiles no code, so the form
 * checks the same under a policy without `'unsafe-eval'` (ajv would need it); a partner's own
 * `validator` is used as given.
 * @example <ComplianceForm alertId={alert.id} onSubmitted={({ writeback }) => track(writeback)} />
 */
export const ComplianceForm = /* @__PURE__ */ withBase('ComplianceForm', ComplianceFormView)
