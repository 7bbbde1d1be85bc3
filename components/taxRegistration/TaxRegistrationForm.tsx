'use client'
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react'
import {
  useCreateTaxRegistration,
  useFormDraft,
  type CreateTaxRegistrationInput,
  type DraftStorage,
  type TaxFormParty,
  type TaxFormProblem,
  type TaxFormState,
  type TaxRegistrationFormValues,
} from '../../hooks'
import {
  emptyTaxFormParty,
  emptyTaxFormState,
  taxFormFieldOf,
  taxFormFields,
  taxRegistrationFormValues,
  taxRegistrationOrderFromForm,
} from '../../hooks/coreHelpers'
import { findById } from '../base/findById'
import { Root, withBase } from '../base/Base'
import { FormErrorView } from '../base/FormErrorView'
import { baseState } from '../base/baseState'
import { useChecks } from '../base/useChecks'
import { ChecksFailedAlert } from '../base/ChecksFailedAlert'
import { useComponents } from '../base/useComponents'
import { useFieldErrors } from '../base/useFieldErrors'
import { useText } from '../base/useText'
import { taxRegistrationMessages } from '../messages/en/taxRegistration'
import { loadTaxFormChecks } from './loadTaxFormChecks'
import { businessNameOf } from './submittedCopy'
import { problemText, taxFieldWords } from './taxFormProblems'
import { serviceFieldMessage } from '../base/serviceFieldMessage'
import {
  BusinessFields,
  PartyFields,
  PayrollFields,
  StateFields,
  type FieldContext,
} from './TaxRegistrationFields'
import { AddButton } from './TaxFormControls'
import { TaxCompanyPicker, valuesFromCompany } from './TaxCompanyPicker'
import { TaxReviewStep } from './TaxReviewStep'

/** Props of `TaxRegistrationForm`. */
export interface TaxRegistrationFormProps {
  /** Starting values, e.g. the business's details from the portal; `orderFilingType` defaults to `Standard`. */
  defaultValues?: Partial<TaxRegistrationFormValues>
  /**
   * After the service created the registration (TAX-1), with its id and the order as sent (its
   * `pcid` included): keep that copy — the service never returns the details (TAX-2).
   */
  onCreated?: ((orderGuid: string, submitted: CreateTaxRegistrationInput) => void) | undefined
  /**
   * Where the owner's draft is kept, so that a reload or a session expiry loses nothing typed:
   * `sessionStorage` by default, `localStorage` or your own object, `false` for none. Per partner and
   * `defaultValues`; never the EIN or a date of birth; forgotten once the registration is created.
   */
  draftStorage?: DraftStorage | false
  className?: string
}

const fieldId = (base: string, field: string) => `${base}-${field.replace(/\./g, '-')}`

function TaxRegistrationFormView({
  defaultValues,
  onCreated,
  draftStorage,
  className,
}: TaxRegistrationFormProps) {
  const { Heading, Button, Alert } = useComponents()
  const text = useText(taxRegistrationMessages)
  const { t } = text
  const headingId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const formId = useId()
  const idOf = (field: string) => fieldId(formId, field)
  const draft = useFormDraft('tax-registration', taxRegistrationFormValues(defaultValues), draftStorage)
  const [values, setValues] = useState(draft.restored)
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set())
  // Sent or refused once: every check's problem shows, not only those of the fields used (as the owner types).
  const [attempted, setAttempted] = useState(false)
  // Checked, the form shows what it will send before it sends it (issue 34): a second press sends.
  const [reviewing, setReviewing] = useState(false)
  // The refusal whose field errors went onto the fields: said there, not again in a box.
  const [placedError, setPlacedError] = useState<unknown>(null)
  const latestOnCreated = useRef(onCreated)
  useEffect(() => {
    latestOnCreated.current = onCreated
  })

  const register = useCreateTaxRegistration({
    onSuccess: (order, { input, pcid }) => {
      // The order exists whatever the host's callback does: its failure must not read as a failed create.
      try {
        latestOnCreated.current?.(order.orderGuid, { ...input, pcid })
      } catch (error) {
        console.error('filing-kit: TaxRegistrationForm onCreated threw', error)
      }
    },
  })

  // The checks come in their own chunk, loading from mount; until then nothing is shown in error.
  const checks = useChecks(loadTaxFormChecks)
  const check = checks.checks
  const problems = useMemo(() => (check ? check(values) : {}), [check, values])
  const fields = taxFormFields(values)
  const live: Record<string, TaxFormProblem> = {}
  for (const field of fields) {
    const problem = problems[field]
    // TAX-5 shows at once (a title that the entity type refuses); the rest once the field was used.
    if (problem && (attempted || touched.has(field) || problem.code === 'titleNotAllowed'))
      live[field] = problem
  }
  // The check's problems as the owner types, else the service's refusal where it names a field of the
  // form (BF-10's habit, TAX-3..7), in the field's words; editing a field takes the refusal off it.
  const { errors, show, edited, dismissRefusal, unplaced } = useFieldErrors<string, TaxFormProblem>({
    order: fields,
    idOf,
    anchor: rootRef,
    refusal: register.error,
    // One answered after the form unmounted (BF-3) is new to the owner: placed and focused.
    mountedRefusal: 'new',
    live,
    say: (problem) => problemText(problem, text),
    fieldOf: (path) => taxFormFieldOf(path, values),
    sayRefused: (message, field) => serviceFieldMessage(message, taxFieldWords(field, text)),
    editClearsRefusal: true,
    // The refusal names fields: back to them, where it is said (not again in a box).
    onRefused: () => {
      setPlacedError(register.error)
      setAttempted(true)
      setReviewing(false)
    },
  })

  const pending = register.outcome === 'pending'
  // The answer replaces or locks the form the focus was in: take the focus to the top, where it is said.
  const previousOutcome = useRef(register.outcome)
  useEffect(() => {
    const before = previousOutcome.current
    previousOutcome.current = register.outcome
    if (before === 'pending' && (register.outcome === 'created' || register.outcome === 'unknown'))
      findById(rootRef.current, headingId)?.focus()
  }, [register.outcome, headingId])
  // The draft follows the owner; created, it is forgotten; a send that failed keeps it again.
  useEffect(() => {
    if (register.outcome === 'created') draft.clear()
    else if (!pending) draft.save(values)
  }, [draft, register.outcome, pending, values])
  const locked = pending || register.outcome === 'unknown' || register.outcome === 'created'
  const state = baseState({
    write: {
      isPending: register.outcome === 'pending',
      isSuccess: register.outcome === 'created',
      error: register.outcome === 'unknown' || register.outcome === 'rejected',
    },
  })

  const touch = (field: string) => {
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)))
    edited(field)
  }
  const set = (name: keyof TaxRegistrationFormValues, field: string) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }))
    touch(field)
  }
  const setState = (index: number) => (key: keyof TaxFormState, value: string) => {
    setValues((current) => ({
      ...current,
      states: current.states.map((row, at) => (at === index ? { ...row, [key]: value } : row)),
    }))
    touch(`stateInfo.${index}.${key}`)
  }
  const setParty = (index: number) => (key: keyof TaxFormParty, value: string) => {
    setValues((current) => ({
      ...current,
      parties: current.parties.map((party, at) =>
        at === index
          ? { ...party, [key]: key === 'type' ? (value === 'BUSINESS' ? 'BUSINESS' : 'INDIVIDUAL') : value }
          : party,
      ),
    }))
    touch(`responsibleParties.${index}.${key}`)
  }

  // Rows come and go: focus the new row's first field, or the add button after a removal.
  const focusNext = useRef<string | null>(null)
  useEffect(() => {
    if (!focusNext.current) return
    const target = findById(rootRef.current, focusNext.current)
    ;(target?.querySelector<HTMLElement>('button') ?? target)?.focus()
    focusNext.current = null
  })
  const forgetRows = (prefix: string) => {
    setTouched((current) => new Set([...current].filter((field) => !field.startsWith(prefix))))
    dismissRefusal()
  }
  const addState = () => {
    focusNext.current = idOf(`stateInfo.${values.states.length}.state`)
    setValues((current) => ({ ...current, states: [...current.states, emptyTaxFormState()] }))
  }
  const removeState = (index: number) => {
    focusNext.current = idOf('addState')
    forgetRows('stateInfo.')
    setValues((current) => ({ ...current, states: current.states.filter((_, at) => at !== index) }))
  }
  const addParty = () => {
    focusNext.current = idOf(`responsibleParties.${values.parties.length}.type`)
    setValues((current) => ({ ...current, parties: [...current.parties, emptyTaxFormParty()] }))
  }
  const removeParty = (index: number) => {
    focusNext.current = idOf('addParty')
    forgetRows('responsibleParties.')
    setValues((current) => ({ ...current, parties: current.parties.filter((_, at) => at !== index) }))
  }

  const submitChecked = (found: Readonly<Record<string, TaxFormProblem>>) => {
    if (Object.keys(found).length > 0) {
      setAttempted(true)
      show(found)
      return
    }
    dismissRefusal()
    if (!reviewing) {
      setReviewing(true)
      return
    }
    // Refused (nothing sent) while one is in flight or after an unknown outcome: BF-3.
    register.mutate(taxRegistrationOrderFromForm(values))
  }
  // Nothing is sent unchecked: before the checks' chunk is in, the press waits for it; when it fails
  // to load, the form stays as it is and says so, with a retry (which loads it again).
  const send = () => {
    if (locked) return
    if (check) submitChecked(problems)
    else
      checks.ready().then(
        (loaded) => submitChecked(loaded(values)),
        () => undefined,
      )
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    send()
  }

  const startOver = () => {
    register.reset()
    setValues(taxRegistrationFormValues(defaultValues))
    setTouched(new Set())
    dismissRefusal()
    setPlacedError(null)
    setAttempted(false)
    setReviewing(false)
    focusNext.current = headingId
  }

  const context: FieldContext = { idOf, errorOf: (field) => errors[field], disabled: locked }
  const shownErrors = attempted && fields.some((field) => errors[field])
  // Field errors naming no field of the form: the service's own words are all there is to say (`unplaced`).
  const refusal =
    register.outcome === 'rejected' && register.error !== placedError ? register.error : undefined
  // The business as the owner named it, never the order id (the partner gets that by onCreated).
  const createdName = businessNameOf(register.variables)

  return (
    <Root state={state} className={className} as="section" labelledBy={headingId}>
      <div ref={rootRef} className="fk-stack">
        <div className="fk-stack fk-tax-intro">
          <Heading level={2} id={headingId}>
            {t('tax.form.heading')}
          </Heading>
          <p className="fk-muted">{t('tax.form.intro')}</p>
        </div>
        {register.outcome === 'created' && register.data ? (
          <Alert
            tone="success"
            title={createdName ? t('tax.form.created', { name: createdName }) : t('tax.form.createdUnnamed')}
            action={<Button onClick={startOver}>{t('tax.form.another')}</Button>}
          >
            {t('tax.form.createdNote')}
          </Alert>
        ) : null}
        {/* Always present, so the warning is announced when it appears (a warning has no role of its own). */}
        <div aria-live="assertive" className="fk-tax-outcome">
          {register.outcome === 'unknown' ? (
            <Alert
              tone="warning"
              title={t('tax.form.unknownTitle')}
              action={<Button onClick={startOver}>{t('tax.form.unknownReset')}</Button>}
            >
              {t('tax.form.unknown', { pcid: register.pcid ?? '' })}
            </Alert>
          ) : null}
        </div>
        {refusal ? <FormErrorView error={refusal}>{unplaced || undefined}</FormErrorView> : null}
        {checks.failed ? <ChecksFailedAlert onRetry={send} /> : null}
        {shownErrors ? <Alert tone="error">{t('error.fieldsTitle')}</Alert> : null}
        {register.outcome === 'created' ? null : (
          <form className="fk-form" noValidate onSubmit={submit}>
            {/* In flight or unknown (a remount too): the review, with its busy or locked send button. */}
            {reviewing || pending || register.outcome === 'unknown' ? (
              <TaxReviewStep
                order={taxRegistrationOrderFromForm(values)}
                pending={pending}
                locked={locked}
                onChange={() => {
                  setReviewing(false)
                  focusNext.current = idOf('businessDetails.legalName')
                }}
              />
            ) : (
              <>
                <TaxCompanyPicker
                  disabled={locked}
                  onPick={(company) => {
                    setValues((current) => valuesFromCompany(current, company))
                    touch('businessDetails.legalName')
                  }}
                />
                <fieldset className="fk-fieldset fk-tax-group">
                  <legend className="fk-tax-legend">{t('tax.form.business')}</legend>
                  <BusinessFields values={values} set={set} context={context} />
                </fieldset>
                <PayrollFields values={values} set={set} context={context} />
                <fieldset className="fk-fieldset fk-tax-group">
                  <legend className="fk-tax-legend">{t('tax.form.states')}</legend>
                  <p className="fk-hint">{t('tax.form.statesHint')}</p>
                  {values.states.map((row, index) => (
                    <StateFields
                      key={index}
                      row={row}
                      index={index}
                      count={values.states.length}
                      onChange={setState(index)}
                      onRemove={() => removeState(index)}
                      context={context}
                    />
                  ))}
                  <div className="fk-actions">
                    <AddButton id={idOf('addState')} onClick={addState} disabled={locked}>
                      {t('tax.form.addState')}
                    </AddButton>
                  </div>
                </fieldset>
                <fieldset className="fk-fieldset fk-tax-group">
                  <legend className="fk-tax-legend">{t('tax.form.parties')}</legend>
                  <p className="fk-hint">{t('tax.form.partiesHint')}</p>
                  {values.parties.map((party, index) => (
                    <PartyFields
                      key={index}
                      party={party}
                      index={index}
                      count={values.parties.length}
                      entityType={values.entityType}
                      onChange={setParty(index)}
                      onRemove={() => removeParty(index)}
                      context={context}
                    />
                  ))}
                  <div className="fk-actions">
                    <AddButton id={idOf('addParty')} onClick={addParty} disabled={locked}>
                      {t('tax.form.addParty')}
                    </AddButton>
                  </div>
                </fieldset>
                <div className="fk-actions fk-actions-end">
                  <Button type="submit" variant="primary" disabled={locked}>
                    {t('tax.review.open')}
                  </Button>
                </div>
              </>
            )}
          </form>
        )}
      </div>
    </Root>
  )
}

/**
 * Registers a business for payroll taxes in one or more states (TAX-1): business details, states and
 * responsible parties, checked as the user types — titles per entity type (TAX-5), date of birth for a
 * person (TAX-3), non-profit details (TAX-4), EIN format (TAX-6), no negative payroll (TAX-7) — and
 * created once (BF-3): a double click, a remount or an unknown outcome never sends a second order.
 * @example <TaxRegistrationForm onCreated={(guid, copy) => save(guid, copy)} />
 */
export const TaxRegistrationForm = /* @__PURE__ */ withBase('TaxRegistrationForm', TaxRegistrationFormView)
