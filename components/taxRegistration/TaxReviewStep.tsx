'use client'
import { useEffect, useRef } from 'react'
import type { CreateTaxRegistrationInput } from '../../hooks'
import { useComponents } from '../base/useComponents'
import { useText } from '../base/useText'
import { taxRegistrationMessages } from '../messages/en/taxRegistration'
import { TaxSubmissionView } from './TaxSubmissionView'

/**
 * The step before sending: what the service will receive, in plain words, with a way back to change
 * it. Its heading takes the focus as it opens, so the reader starts there.
 */
export function TaxReviewStep({
  order,
  pending,
  locked,
  onChange,
}: {
  order: CreateTaxRegistrationInput
  pending: boolean
  locked: boolean
  onChange: () => void
}) {
  const { Button } = useComponents()
  const { t } = useText(taxRegistrationMessages)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className="fk-stack">
      <h3 ref={heading} className="fk-heading" tabIndex={-1}>
        {t('tax.review.heading')}
      </h3>
      <p className="fk-muted">{t('tax.review.intro')}</p>
      <TaxSubmissionView submitted={order} />
      <div className="fk-actions fk-actions-end">
        <Button onClick={onChange} disabled={locked}>
          {t('tax.review.change')}
        </Button>
        <Button type="submit" variant="primary" busy={pending} disabled={locked && !pending}>
          {pending ? t('tax.form.submitting') : t('tax.form.submit')}
        </Button>
      </div>
    </div>
  )
}
