'use client'
import type { FormationPackage, OptionGroup, ProductOption } from '../../hooks'
import { isLockedOption, optionGroups, toggleOption } from '../../hooks/coreHelpers'
import { useComponents } from '../base/useComponents'
import { useText, type Text } from '../base/useText'
import { formationMessages, type FormationMessageId } from '../messages/en/formation'
import { formationFormMessages, type FormationFormMessageId } from '../messages/en/formationForm'
import { optionWords, packageWords } from './optionWords'

/** The id of the control that stands for a constraint group (its first option), for focus on error. */
export const groupControlId = (formId: string, constraintId: string) => `${formId}-constraint-${constraintId}`

/** "Express Filing — $150.00", with the filing speed's time in a radio choice, where no hint shows per option. */
function optionText(
  option: ProductOption,
  words: Text<FormationMessageId | FormationFormMessageId>,
  withSla = false,
): string {
  const { t, money } = words
  const name = optionWords(option.productName, words) || option.id
  if (option.packageDisplaySelection === 'Bundled') return `${name} (${t('formationForm.included')})`
  const price = option.price ? money(option.price) : t('formationForm.noCharge')
  const sla = withSla && option.SLAdisplayText ? ` (${optionWords(option.SLAdisplayText, words)})` : ''
  return `${name} — ${price}${sla}`
}

function optionHint(
  option: ProductOption,
  words: Text<FormationMessageId | FormationFormMessageId>,
): string | undefined {
  const notes = [
    option.packageDisplaySelection === 'Required' ? words.t('formationForm.requiredOption') : null,
    optionWords(option.packageDisplaySelectionSubtitle, words),
    optionWords(option.productNameSubtitle, words),
    optionWords(option.SLAdisplayText, words),
  ].filter(Boolean)
  return notes.length > 0 ? notes.join(' · ') : undefined
}

/** The group's rule in words ("Choose one.", "Choose up to 3."); none where no choice can break it. */
function groupRule(
  { constraint, min, max, options }: OptionGroup,
  { t }: Text<FormationMessageId | FormationFormMessageId>,
): string | undefined {
  if (!constraint || (min === 0 && max >= options.length)) return undefined
  if (min === max)
    return min === 1 ? t('formationForm.chooseOne') : t('formationForm.chooseExactly', { count: min })
  if (min === 0) return max === 1 ? t('formationForm.chooseUpToOne') : t('formationForm.chooseUpTo', { max })
  if (max === Number.POSITIVE_INFINITY) return t('formationForm.chooseAtLeast', { min })
  return t('formationForm.chooseBetween', { min, max })
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
      <RadioGroup
        id={`${formId}-packageId`}
        label={t('formationForm.packages')}
        error={packageError}
        required
        disabled={disabled}
        value={packageId}
        options={packages.map((pkg) => {
          const included = pkg.productOptions.filter((option) => option.packageDisplaySelection === 'Bundled')
          return {
            value: pkg.id,
            label: packageWords(pkg.name, words),
            description: (
              <>
                <span className="fk-package-price">{money(pkg.price)}</span>
                {included.length > 0 ? (
                  <ul aria-label={t('formationForm.included')}>
                    {included.map((option) => (
                      <li key={option.id}>{optionWords(option.productName, words)}</li>
                    ))}
                  </ul>
                ) : null}
              </>
            ),
          }
        })}
        onChange={(value) => {
          const pkg = packages.find((candidate) => candidate.id === value)
          if (pkg) onPackage(pkg)
        }}
      />

      {chosen
        ? optionGroups(chosen).map((group) => {
            const key = group.constraint?.id ?? 'other'
            const error = group.constraint ? errors[`constraint.${group.constraint.id}`] : undefined
            const legend = group.constraint
              ? optionWords(group.constraint.name, words)
              : t('formationForm.optionsOther')
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
