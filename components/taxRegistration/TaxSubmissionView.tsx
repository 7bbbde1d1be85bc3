'use client'
import type { CreateTaxRegistrationInput } from '../../hooks'
import { useText, type Text } from '../base/useText'
import { taxRegistrationMessages, type TaxRegistrationMessageId } from '../messages/en/taxRegistration'
import { entityTypeName, titleName } from './taxFormProblems'
import { stateLabel } from './taxRegistrationText'

// What a tax registration sends, in the owner's words: the form's own labels, states by name, amounts
// and dates in the page's locale, entity types and titles from the catalog. Read by the form's review
// step (what will be sent) and by the tracker (what was sent). Not shown: the order's reference (`pcid`,
// the partner's id, not the owner's) and the filing type (the partner's agreement, not the owner's
// choice). Plain groups with headings, not regions: a page may show several trackers.

type Words = Text<TaxRegistrationMessageId>
type Line = { label: string; value: string }

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
const list = (value: unknown): Record<string, unknown>[] =>
  (Array.isArray(value) ? value : value ? [value] : []).map(record)
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : undefined

/** An amount typed as text ("5000", "2500.5") in the page's currency format; anything else as written. */
function amount(value: unknown, { money }: Words): string | undefined {
  const typed = text(value)
  if (typed === undefined) return undefined
  const number = Number(typed.replace(/[$,\s]/g, ''))
  return Number.isFinite(number) ? money(number) : typed
}

const date = (value: unknown, { date: format }: Words) => {
  const typed = text(value)
  return typed && /^\d{4}-\d{2}-\d{2}$/.test(typed) ? format(typed) : typed
}

const lines = (entries: [string, string | undefined][]): Line[] =>
  entries.flatMap(([label, value]) => (value === undefined ? [] : [{ label, value }]))

function groups(submitted: CreateTaxRegistrationInput, words: Words): { title: string; lines: Line[] }[] {
  const { t } = words
  const business = record(submitted.businessDetails)
  const account = record(submitted.accountInfo)
  const entityType = text(business.entityType)
  return [
    {
      title: t('tax.form.business'),
      lines: lines([
        [t('tax.form.legalName'), text(business.legalName)],
        [t('tax.form.entityType'), entityType ? entityTypeName(entityType, words) : undefined],
        [t('tax.form.ein'), text(business.EIN)],
        [t('tax.form.taxExemptStatus'), text(record(business.nonProfitInfo).taxExemptStatus)],
      ]),
    },
    {
      title: t('tax.form.payroll'),
      lines: lines([
        [t('tax.form.firstPayrollDate'), date(account.firstPayrollDate, words)],
        [t('tax.review.firstPayrollAmount'), amount(account.firstPayrollAmount, words)],
      ]),
    },
    {
      title: t('tax.form.states'),
      lines: list(submitted.stateInfo).flatMap((row) => {
        const state = text(row.state)
        if (!state) return []
        const paid = amount(row.firstPayrollAmount, words)
        return [
          {
            label: stateLabel(state),
            value: paid ? t('tax.review.stateAmount', { amount: paid }) : t('tax.review.noAmount'),
          },
        ]
      }),
    },
    ...list(submitted.responsibleParties).map((party, index) => {
      const person = party.type !== 'BUSINESS'
      const name = person
        ? [text(party.firstName), text(party.lastName)].filter(Boolean).join(' ') || undefined
        : text(party.businessName)
      const title = text(party.title)
      return {
        title: t('tax.form.partyRow', { number: index + 1 }),
        lines: lines([
          [
            t('tax.form.partyType'),
            t(person ? 'tax.form.partyType.individual' : 'tax.form.partyType.business'),
          ],
          [person ? t('tax.review.name') : t('tax.form.businessName'), name],
          [t('tax.form.title'), title ? titleName(title, words) : undefined],
          [t('tax.form.dateOfBirth'), date(party.dateOfBirth, words)],
        ]),
      }
    }),
  ].filter((group) => group.lines.length > 0)
}

/** What a tax registration sends (or sent), group by group, in plain words. */
export function TaxSubmissionView({
  submitted,
  headingLevel = 4,
}: {
  submitted: CreateTaxRegistrationInput
  /** The groups' heading level, under the heading that introduces them. */
  headingLevel?: 3 | 4
}) {
  const words = useText(taxRegistrationMessages)
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  return (
    <div className="fk-stack fk-tax-review">
      {groups(submitted, words).map((group) => (
        <div key={group.title} className="fk-stack">
          <Heading className="fk-heading">{group.title}</Heading>
          <dl className="fk-details">
            {group.lines.map((line) => (
              <div key={line.label} className="fk-details-row">
                <dt>{line.label}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </div>
  )
}
