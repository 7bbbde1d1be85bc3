'use client'
import {
  isLockedOption,
  optionGroups,
  toggleOption,
  type FormationPackage,
  type OptionGroup,
  type ProductOption,
} from '../../hooks'
import { useComponents } from '../base/useComponents'
import { useText, type Text } from '../base/useText'
import { formationMessages, type FormationMessageId } from '../messages/en/formation'
import { formationFormMessages, type FormationFormMessageId } from '../messages/en/formationForm'

/** The id of the control that stands for a constraint group (its first option), for focus on error. */
export const groupControlId = (formId: string, constraintId: string) => `${formId}-constraint-${constraintId}`

/** "Express Filing — $150.00", with the filing speed's time in a radio choice, where no hint shows per option. */
function optionText(
  option: ProductOption,
  { t, money }: Text<FormationMessageId | FormationFormMessageId>,
  withSla = false,
): string {
  const name = option.productName ?? option.id
  if (option.packageDisplaySelection === 'Bundled') return `${name} (${t('formationForm.included')})`
  const price = option.price ? money(option.price) : t('formationForm.noCharge')
  const sla = withSla && option.SLAdisplayText ? ` (${option.SLAdisplayText})` : ''
  return `${name} — ${price}${sla}`
}

function optionHint(
  option: ProductOption,
  words: Text<FormationMessageId | FormationFormMessageId>,
): string | undefined {
  const notes = [
    option.packageDisplaySelection === 'Required' ? words.t('formationForm.requiredOption') : null,
    option.packageDisplaySelectionSubtitle,
    option.productNameSubtitle,
    option.SLAdisplayText,
  ].filter((note): note is string => Boolean(note))
  return notes.length > 0 ? notes.join(' · ') : undefined
}

function groupRule(
  group: OptionGroup,
  { t }: Text<FormationMessageId | FormationFormMessageId>,
): string | undefined {
  if (!group.constraint) return undefined
  if (group.min === group.max) return t('formationForm.chooseExactly', { count: group.min })
  if (group.min === 0) return t('formationForm.chooseUpTo', { max: group.max })
  return t('formationForm.chooseBetween', { min: group.min, max: group.max })
}

/**
 * Packages as comparable cards in the service's order, then the chosen package's options grouped by
 * constraint: a group of exactly one as radio buttons, the others as checkboxes; Bundled and Required
 * locked in; every change through `toggleOption`, so `minOptions` / `maxOptions` always hold.
 */
export function PackagePicker({
  formId,
  packages,
  packageId,
  selection,
  errors,
  disabled,
  onPackage,
  onSelection,
}: {
  formId: string
  packages: readonly FormationPackage[]
  packageId: string
  selection: readonly string[]
  errors: Readonly<Record<string, string | undefined>>
  disabled: boolean
  onPackage: (pkg: FormationPackage) => void
  onSelection: (selection: string[]) => void
}) {
  const { Checkbox, RadioGroup } = useComponents()
  const words = useText(formationMessages, formationFormMessages)
  const { t, money } = words
  const chosen = packages.find((pkg) => pkg.id === packageId)
  const packageError = errors.packageId
  const chosenIn = (group: OptionGroup) =>
    group.options.filter((option) => selection.includes(option.id)).length

  return (
    <div className="fk-stack">
      <fieldset
        className="fk-fieldset"
        aria-describedby={packageError ? `${formId}-packageId-error` : undefined}
      >
        <legend className="fk-label">{t('formationForm.packages')}</legend>
        <div className="fk-packages">
          {packages.map((pkg, index) => {
            const id = index === 0 ? `${formId}-packageId` : `${formId}-package-${index}`
            const included = pkg.productOptions.filter(
              (option) => option.packageDisplaySelection === 'Bundled',
            )
            return (
              <div key={pkg.id} className="fk-package">
                <label htmlFor={id} className="fk-package-title">
                  <input
                    id={id}
                    type="radio"
                    className="fk-radio"
                    name={`${formId}-package`}
                    value={pkg.id}
                    checked={pkg.id === packageId}
                    disabled={disabled}
                    aria-invalid={packageError ? true : undefined}
                    onChange={() => onPackage(pkg)}
                  />
                  <span>{pkg.name}</span>
                </label>
                <p className="fk-package-price">{money(pkg.price)}</p>
                {included.length > 0 ? (
                  <ul aria-label={t('formationForm.included')}>
                    {included.map((option) => (
                      <li key={option.id}>{option.productName}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            )
          })}
        </div>
        {packageError ? (
          <p id={`${formId}-packageId-error`} className="fk-field-error">
            {packageError}
          </p>
        ) : null}
      </fieldset>

      {chosen
        ? optionGroups(chosen).map((group) => {
            const key = group.constraint?.id ?? 'other'
            const error = group.constraint ? errors[`constraint.${group.constraint.id}`] : undefined
            const legend = group.constraint?.name ?? t('formationForm.optionsOther')
            const hint = groupRule(group, words)
            const radios =
              group.min === 1 && group.max === 1 && !group.options.some((option) => isLockedOption(option))
            if (radios && group.constraint) {
              const current = group.options.find((option) => selection.includes(option.id))
              return (
                <RadioGroup
                  key={key}
                  id={groupControlId(formId, group.constraint.id)}
                  label={legend}
                  hint={hint}
                  error={error}
                  required
                  disabled={disabled}
                  value={current?.id ?? ''}
                  options={group.options.map((option) => ({
                    value: option.id,
                    label: optionText(option, words, true),
                  }))}
                  onChange={(value) => onSelection(toggleOption(chosen, selection, value, true))}
                />
              )
            }
            return (
              <fieldset
                key={key}
                className="fk-fieldset"
                aria-describedby={
                  [hint ? `${formId}-group-${key}-hint` : '', error ? `${formId}-group-${key}-error` : '']
                    .filter(Boolean)
                    .join(' ') || undefined
                }
              >
                <legend className="fk-label">{legend}</legend>
                {hint ? (
                  <p id={`${formId}-group-${key}-hint`} className="fk-hint">
                    {hint}
                  </p>
                ) : null}
                {group.options.map((option, index) => (
                  <Checkbox
                    key={option.id}
                    id={
                      index === 0 && group.constraint
                        ? groupControlId(formId, group.constraint.id)
                        : `${formId}-option-${option.id}`
                    }
                    label={optionText(option, words)}
                    hint={optionHint(option, words)}
                    checked={selection.includes(option.id)}
                    disabled={
                      disabled ||
                      isLockedOption(option) ||
                      // A group at its maximum takes no more; one of at most one swaps instead.
                      (!selection.includes(option.id) && group.max > 1 && chosenIn(group) >= group.max)
                    }
                    onChange={(on) => onSelection(toggleOption(chosen, selection, option.id, on))}
                  />
                ))}
                {error ? (
                  <p id={`${formId}-group-${key}-error`} className="fk-field-error">
                    {error}
                  </p>
                ) : null}
              </fieldset>
            )
          })
        : null}
    </div>
  )
}
