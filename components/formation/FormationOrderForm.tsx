'use client'
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react'
import {
  useCreateFormationOrder,
  useFormationPackages,
  useFormDraft,
  type DraftStorage,
  type FieldProblem,
  type FormationFormDefaults,
  type FormationFormValues,
} from '../../hooks'
import {
  formationOrderInputFrom,
  formationValuesWith,
  packagesInOrder,
  registeredAgentOption,
  selectionTotal,
  selectionWithAgent,
  type formationFieldProblems,
} from '../../hooks/coreHelpers'
import { FORMATION_FORM_STEPS, stepOfField, type FormationFormStep } from './model/formationFormSteps'
import { FORMATION_STATES } from './model/formationStates'
import { Root, withBase } from '../base/Base'
import { baseState } from '../base/baseState'
import { BaseView } from '../base/BaseView'
import { findById } from '../base/findById'
import { useChecks } from '../base/useChecks'
import { ChecksFailedAlert } from '../base/ChecksFailedAlert'
import { useComponents } from '../base/useComponents'
import { useFieldErrors } from '../base/useFieldErrors'
import { useText } from '../base/useText'
import { formationMessages } from '../messages/en/formation'
import { formationFormMessages } from '../messages/en/formationForm'
import { AgentOrPartyChoice } from './AgentOrPartyChoice'
import { withAgentChoice, withPackage, withSelection } from './agentSync'
import { controlIdOf } from './controlIdOf'
import { BusinessStep } from './BusinessStep'
import { SectionFields } from './FormationFields'
import { SECTION_OF_STEP, stepErrors, stepOrder } from './formSteps'
import { FormationReview } from './FormationReview'
import { loadFormationFormChecks } from './loadFormationFormChecks'
import { PackagePicker } from './PackagePicker'
import { refusedOnStep } from './refusedOnStep'

/** Props of `FormationOrderForm`. */
export interface FormationOrderFormProps {
  /** Any part of the form filled in already (e.g. the customer's contact from the portal). */
  defaultValues?: FormationFormDefaults
  /** After the service created the order (BF-2), with its id: show a `FormationOrderTracker` for it. */
  onCreated?: (orderGuid: string) => void
  /**
   * Where the owner's draft (the values and the step) is kept, so that a reload or a session expiry
   * loses nothing typed: `sessionStorage` by default, `localStorage` or your own object, `false` for
   * none. Per partner and `defaultValues`; never the SSN; forgotten once the order is placed.
   */
  draftStorage?: DraftStorage | false
  className?: string
}

function FormationOrderFormView({
  defaultValues,
  onCreated,
  draftStorage,
  className,
}: FormationOrderFormProps) {
  const words = useText(formationMessages, formationFormMessages)
  const { t, money } = words
  const { Heading, Button, Alert } = useComponents()
  const formId = useId()
  const headingId = `${formId}-heading`
  const stepHeadingId = `${formId}-step`
  const draft = useFormDraft(
    'formation',
    { step: 'business' as string, values: formationValuesWith(defaultValues) },
    draftStorage,
  )
  const [values, setValues] = useState(draft.restored.values)
  const [stepIndex, setStepIndex] = useState(() =>
    Math.max(0, FORMATION_FORM_STEPS.indexOf(draft.restored.step as FormationFormStep)),
  )
  const [serviceStep, setServiceStep] = useState<FormationFormStep | null>(null)
  const [moved, setMoved] = useState(0)
  const create = useCreateFormationOrder()
  const checks = useChecks(loadFormationFormChecks)
  const step = FORMATION_FORM_STEPS[stepIndex] ?? 'business'
  // Focus moves look ids up in the form's own tree: inside a shadow root the document finds nothing.
  const rootRef = useRef<HTMLDivElement>(null)

  const stateName = FORMATION_STATES.find((state) => state.code === values.state)?.name
  const packagesQuery = useFormationPackages(
    { entityType: values.entityType || 'LLC', state: stateName ?? '' },
    { enabled: Boolean(values.entityType && stateName) },
  )
  const packages = useMemo(
    () => packagesInOrder(packagesQuery.data?.packageCollection ?? []),
    [packagesQuery.data],
  )
  const pkg = packages.find((candidate) => candidate.id === values.packageId)
  const constraintIds = pkg?.productConstraints.map((constraint) => constraint.id) ?? []

  const idOf = (path: string) => controlIdOf(formId, path)
  // The step's check, else the service's refusal (BF-10), on the fields; an edit takes either off.
  const { errors, show, edited, dismissRefusal } = useFieldErrors({
    order: stepOrder(step, constraintIds),
    idOf,
    anchor: rootRef,
    refusal: create.error,
    placeRefusal: (byPath) => refusedOnStep(byPath, values, words),
    // The step that holds the refused field is shown, in the commit the focus moves to the field.
    onRefused: (refused) => {
      const target = stepOfField(Object.keys(refused)[0] ?? '')
      setStepIndex(FORMATION_FORM_STEPS.indexOf(target))
      setServiceStep(target)
    },
    editClearsRefusal: true,
  })

  // A step reached by Continue, Back or Edit: its heading takes the focus, so the reader starts there.
  useEffect(() => {
    if (moved > 0) findById(rootRef.current, stepHeadingId)?.focus()
  }, [moved, stepHeadingId])

  const goTo = (index: number) => {
    setStepIndex(index)
    show({})
    dismissRefusal()
    setServiceStep(null)
    setMoved((count) => count + 1)
  }

  const update = (change: (current: FormationFormValues) => FormationFormValues, clear: string[]) => {
    setValues(change)
    for (const path of clear) edited(path)
  }

  const onCreatedRef = useRef(onCreated)
  useEffect(() => {
    onCreatedRef.current = onCreated
  })

  // The step's own checks: on a failure, that step is shown with its errors (and true returned).
  const refused = (index: number, problems: Readonly<Record<string, FieldProblem>>) => {
    const found = stepErrors(FORMATION_FORM_STEPS[index]!, values, pkg, words, problems)
    if (Object.keys(found).length === 0) return false
    setStepIndex(index)
    dismissRefusal()
    return show(found)
  }

  const place = (problems: Readonly<Record<string, FieldProblem>>) => {
    // Every step again: defaults or a remount may have left one unchecked.
    if (FORMATION_FORM_STEPS.some((_, index) => refused(index, problems))) return
    // A refusal that names a field lands on it, on its step (useFieldErrors, `onRefused`).
    create
      .mutateAsync(formationOrderInputFrom(values, pkg))
      .then((order) => onCreatedRef.current?.(order.orderGuid))
      .catch(() => undefined)
  }

  const submitChecked = (fieldProblems: typeof formationFieldProblems) => {
    const problems = fieldProblems(values, pkg)
    if (step === 'review') place(problems)
    else if (!refused(stepIndex, problems)) goTo(stepIndex + 1)
  }
  // Nothing moves on unchecked: before the checks' chunk is in, the press waits for it; when it fails
  // to load, the form stays as it is and says so, with a retry (which loads it again).
  const check = () => {
    if (checks.checks) submitChecked(checks.checks)
    else checks.ready().then(submitChecked, () => undefined)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    check()
  }

  const outcome = create.outcome
  // The owner's own name for the business, as sent; never the order id (the partner gets it by onCreated).
  const placedName = create.variables?.companyInfo.companyDesiredName.trim()
  const pending = outcome === 'pending'
  const locked = pending || outcome === 'unknown'
  // The packages are read on their step only; Continue waits for them there.
  const packagesRead = {
    read: step === 'package' ? packagesQuery : undefined,
    empty: step === 'package' && packages.length === 0,
  }
  const packagesState = baseState(packagesRead)
  const state = baseState({
    ...packagesRead,
    write: {
      isPending: pending,
      isSuccess: outcome === 'created',
      error: outcome === 'unknown' || (outcome === 'rejected' && step === 'review'),
    },
  })

  // The draft follows the owner; placed, it is forgotten; a send that failed keeps it again.
  useEffect(() => {
    if (outcome === 'created') draft.clear()
    else if (!pending) draft.save({ step, values })
  }, [draft, outcome, pending, step, values])

  const reset = () => {
    create.reset()
    setValues(formationValuesWith(defaultValues))
    goTo(0)
  }

  // Placed: the form is replaced by the confirmation, so the focus goes to the heading above it.
  const placedRef = useRef(false)
  useEffect(() => {
    const placed = outcome === 'created'
    if (placed && !placedRef.current) findById(rootRef.current, headingId)?.focus()
    placedRef.current = placed
  }, [outcome, headingId])

  const stepName = t(`formationForm.step.${step}`)
  // The selection as it will be sent: the agent service goes with the agent choice, whatever a draft
  // or `defaultValues` held, so the total shown is the total sent.
  const selection = pkg
    ? selectionWithAgent(pkg, values.selection, values.registerAgent.registeredAgentIsCorpnetAgent)
    : values.selection
  const total = pkg ? selectionTotal(pkg, selection) : undefined
  const agentOption = pkg ? registeredAgentOption(pkg) : undefined
  const section = step in SECTION_OF_STEP ? SECTION_OF_STEP[step as keyof typeof SECTION_OF_STEP] : null

  return (
    <Root state={state} className={className} as="section" labelledBy={headingId}>
      <div ref={rootRef} className="fk-stack">
        <Heading level={2} id={headingId}>
          {t('formationForm.heading')}
        </Heading>
        {outcome === 'created' ? (
          <>
            <Alert tone="success" title={t('formationForm.created')}>
              {placedName ? t('formationForm.createdFor', { name: placedName }) : null}
            </Alert>
            <div className="fk-actions">
              <Button onClick={reset}>{t('formationForm.newOrder')}</Button>
            </div>
          </>
        ) : (
          <form className="fk-form" noValidate onSubmit={submit} aria-labelledby={stepHeadingId}>
            <Heading level={3} id={stepHeadingId}>
              {t('formationForm.progress', {
                current: stepIndex + 1,
                total: FORMATION_FORM_STEPS.length,
                name: stepName,
              })}
            </Heading>
            {pending ? <p role="status">{t('formationForm.pending')}</p> : null}
            {outcome === 'unknown' ? (
              <Alert
                tone="error"
                title={t('formationForm.unknownTitle')}
                action={<Button onClick={() => create.reset()}>{t('formationForm.unknownReset')}</Button>}
              >
                {t('formationForm.unknown', { pcid: create.pcid ?? '' })}
              </Alert>
            ) : null}
            {checks.failed ? <ChecksFailedAlert onRetry={check} /> : null}
            {serviceStep === step ? (
              <Alert tone="error">{t('formationForm.fixOnStep', { step: stepName })}</Alert>
            ) : null}

            {step === 'business' ? (
              <BusinessStep
                formId={formId}
                values={values}
                errors={errors}
                disabled={locked}
                words={words}
                onChange={(change, field) =>
                  update((current) => ({ ...current, ...change, packageId: '', selection: [] }), [field])
                }
              />
            ) : null}

            {step === 'package' ? (
              <BaseView
                read={packagesQuery}
                loading={t('formationForm.packagesLoading')}
                isEmpty={packagesRead.empty}
                empty={t('formationForm.packagesEmpty')}
              >
                <PackagePicker
                  formId={formId}
                  packages={packages}
                  packageId={values.packageId}
                  selection={selection}
                  errors={errors}
                  disabled={locked}
                  onPackage={(chosen) =>
                    update(
                      (current) => withPackage(current, chosen),
                      ['packageId', ...constraintIds.map((id) => `constraint.${id}`)],
                    )
                  }
                  onSelection={(next) =>
                    update(
                      (current) => withSelection(current, pkg, selection, next),
                      constraintIds.map((id) => `constraint.${id}`),
                    )
                  }
                />
                {total !== undefined ? (
                  <p className="fk-total" aria-live="polite">
                    {t('formationForm.total', { total: money(total) })}
                  </p>
                ) : null}
              </BaseView>
            ) : null}

            {step === 'agent' || step === 'party' ? (
              <AgentOrPartyChoice
                key={step}
                step={step}
                formId={formId}
                values={values}
                disabled={locked}
                words={words}
                agentOption={agentOption}
                onChange={(change) => update((current) => withAgentChoice(change(current), pkg), [])}
              />
            ) : null}
            {section &&
            !(section === 'registerAgent' && values.registerAgent.registeredAgentIsCorpnetAgent) &&
            !(section === 'responsibleParty' && values.responsibleParty.responsiblePartyStatus === 'No') ? (
              <SectionFields
                formId={formId}
                section={section}
                values={values}
                errors={errors}
                disabled={locked}
                onChange={(part, name, value) =>
                  update(
                    (current) => ({ ...current, [part]: { ...current[part], [name]: value } }),
                    [`${part}.${name}`],
                  )
                }
              />
            ) : null}

            {step === 'review' ? (
              <>
                <FormationReview
                  values={{ ...values, selection }}
                  pkg={pkg}
                  onEdit={(target) => goTo(FORMATION_FORM_STEPS.indexOf(target))}
                  locked={locked}
                />
                {outcome === 'rejected' && serviceStep === null ? <BaseView write={create} /> : null}
              </>
            ) : null}

            <div className="fk-actions fk-actions-end">
              {stepIndex > 0 ? (
                <Button onClick={() => goTo(stepIndex - 1)} disabled={pending}>
                  {t('formationForm.back')}
                </Button>
              ) : null}
              {step === 'review' ? (
                <Button type="submit" variant="primary" busy={pending} disabled={outcome === 'unknown'}>
                  {pending ? t('formationForm.submitting') : t('formationForm.submit')}
                </Button>
              ) : (
                <Button
                  type="submit"
                  variant="primary"
                  disabled={packagesState === 'loading' || packagesState === 'empty'}
                >
                  {t('formationForm.next')}
                </Button>
              )}
            </div>
          </form>
        )}
      </div>
    </Root>
  )
}

/**
 * Forms a business, step by step: type and state, a package with its options (constraints honoured,
 * a live total equal to the `orderTotalPrice` sent), contact, company, address, registered agent and
 * responsible party (the BF-10 cascades), review, then one create (BF-2, BF-3: never twice — double
 * click, remount or an unknown outcome, which it explains with the pcid). A refusal naming a field
 * lands on it, on its step (BF-10).
 * @example <FormationOrderForm onCreated={(orderGuid) => navigate(`/orders/${orderGuid}`)} />
 */
export const FormationOrderForm = /* @__PURE__ */ withBase('FormationOrderForm', FormationOrderFormView)
