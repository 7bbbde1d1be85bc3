'use client'
import type { ReactNode } from 'react'
import type { FormationFormValues, FormationPackage } from '../../hooks'
import { selectionTotal } from '../../hooks/coreHelpers'
import type { FormationFormStep } from './model/formationFormSteps'
import { FORMATION_STATES } from './model/formationStates'
import { useComponents } from '../base/useComponents'
import { useText } from '../base/useText'
import { formationMessages } from '../messages/en/formation'
import { formationFormMessages, type FormationFormMessageId } from '../messages/en/formationForm'
import { designatorWarning, SECTION_FIELDS } from './FormationFields'
import { optionWords, packageWords } from './optionWords'
import { entityName, formationFieldLabel, type FormationFieldName } from './words'

/** An optional field's name without its "(optional)": the review lists only what was filled in. */
const REVIEW_LABEL: Partial<Record<FormationFieldName, FormationFormMessageId>> = {
  contactEveningPhone: 'formationForm.review.contactEveningPhone',
  companyAlternativeName: 'formationForm.review.companyAlternativeName',
  businessAddressAddress2: 'formationForm.review.businessAddressAddress2',
  registeredAgentAddress2: 'formationForm.review.registeredAgentAddress2',
}

const stateLabel = (code: string) => FORMATION_STATES.find((state) => state.code === code)?.name ?? code

/** A US number as it is written, "(205) 555-0100" (the form's own example); anything else as typed. */
const phoneLabel = (typed: string) => {
  const digits = typed.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')
  return digits.length === 10
    ? `(${digits.slice(0, 3)})\u00a0${digits.slice(3, 6)}-${digits.slice(6)}`
    : typed
}

/** What the order will say, section by section, each with an Edit button back to its step. */
export function FormationReview({
  values,
  pkg,
  onEdit,
  locked = false,
}: {
  values: FormationFormValues
  pkg: FormationPackage | undefined
  onEdit: (step: FormationFormStep) => void
  /** The order is on its way (or its outcome unknown): nothing can be changed, so no Edit either. */
  locked?: boolean
}) {
  const { Button } = useComponents()
  const words = useText(formationMessages, formationFormMessages)
  const { t, money } = words
  const designator = designatorWarning(values, words)

  const lines = (section: keyof typeof SECTION_FIELDS) => {
    const part = values[section] as unknown as Record<string, string>
    return SECTION_FIELDS[section]
      .filter((field) => part[field.name]?.trim())
      .map((field) => {
        const raw = part[field.name]!.trim()
        const shown =
          field.name === 'responsiblePartySSN'
            ? t('formationForm.review.ssnHidden', { last: raw.replace(/\D/g, '').slice(-4) })
            : field.kind === 'state'
              ? stateLabel(raw)
              : field.kind === 'tel'
                ? phoneLabel(raw)
                : raw
        const reviewLabel = REVIEW_LABEL[field.name]
        return { label: reviewLabel ? t(reviewLabel) : formationFieldLabel(field.name, words), value: shown }
      })
  }

  const chosen = pkg
    ? pkg.productOptions.filter(
        (option) => values.selection.includes(option.id) && option.packageDisplaySelection !== 'Bundled',
      )
    : []
  const sections: {
    step: FormationFormStep
    body: { label: string; value: ReactNode }[]
  }[] = [
    {
      step: 'business',
      body: [
        {
          label: t('formationForm.entityType'),
          value: values.entityType ? entityName(values.entityType, words) : '',
        },
        { label: t('formationForm.state'), value: stateLabel(values.state) },
      ],
    },
    {
      step: 'package',
      body: [
        {
          label: t('formationForm.review.package'),
          value: pkg ? `${packageWords(pkg.name, words)} — ${money(pkg.price)}` : '',
        },
        {
          label: t('formationForm.review.options'),
          value:
            chosen.length > 0 ? (
              <ul>
                {chosen.map((option) => (
                  <li
                    key={option.id}
                  >{`${optionWords(option.productName, words) || option.id} — ${option.price ? money(option.price) : t('formationForm.noCharge')}`}</li>
                ))}
              </ul>
            ) : (
              t('formationForm.review.none')
            ),
        },
      ],
    },
    { step: 'contact', body: lines('contact') },
    { step: 'company', body: lines('companyInfo') },
    { step: 'address', body: lines('businessAddress') },
    {
      step: 'agent',
      body: values.registerAgent.registeredAgentIsCorpnetAgent
        ? [{ label: t('formationForm.agentChoice'), value: t('formationForm.review.agentOurs') }]
        : lines('registerAgent'),
    },
    {
      step: 'party',
      body:
        values.responsibleParty.responsiblePartyStatus === 'Yes'
          ? lines('responsibleParty')
          : [{ label: t('formationForm.partyChoice'), value: t('formationForm.review.partyNo') }],
    },
  ]

  return (
    <div className="fk-stack">
      <div className="fk-review">
        {sections.map((section) => {
          // The step's own name: the section shows what that step asked.
          const title = t(`formationForm.step.${section.step}`)
          return (
            <section key={section.step} aria-label={title}>
              <h4>{title}</h4>
              <dl className="fk-details">
                {section.body.map((line) => (
                  <div key={line.label}>
                    <dt>{line.label}</dt>
                    <dd>{line.value}</dd>
                  </div>
                ))}
              </dl>
              {section.step === 'company' && designator ? (
                <p className="fk-field-warning" role="status">
                  <span aria-hidden="true">⚠</span> {designator}
                </p>
              ) : null}
              <div className="fk-actions">
                <Button
                  aria-label={t('formationForm.editLabel', { section: title })}
                  disabled={locked}
                  onClick={() => onEdit(section.step)}
                >
                  {t('formationForm.edit')}
                </Button>
              </div>
            </section>
          )
        })}
      </div>
      {pkg ? (
        <p className="fk-total">
          {t('formationForm.total', { total: money(selectionTotal(pkg, values.selection)) })}
        </p>
      ) : null}
    </div>
  )
}
