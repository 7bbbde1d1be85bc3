'use client'
// The tax form's own small controls, beside it: each draws through the partner's adapter.
import { useComponents } from '../base/useComponents'
import { useText } from '../base/useText'
import { taxRegistrationMessages } from '../messages/en/taxRegistration'

/** The first payroll's date, through the adapter's DateInput. */
export function DateField(props: {
  id: string
  value: string
  onChange: (value: string) => void
  error: string | undefined
  disabled: boolean
}) {
  const { DateInput } = useComponents()
  const { t } = useText(taxRegistrationMessages)
  return <DateInput {...props} label={t('tax.form.firstPayrollDate')} />
}

/** The first payroll's amount, through the adapter's TextInput, with its hint. */
export function AmountField(props: {
  id: string
  value: string
  onChange: (value: string) => void
  error: string | undefined
  disabled: boolean
}) {
  const { TextInput } = useComponents()
  const { t } = useText(taxRegistrationMessages)
  return <TextInput {...props} label={t('tax.form.firstPayrollAmount')} hint={t('tax.form.amountHint')} />
}

/** An add-a-row button with an id to return the focus to (the adapter's Button takes none). */
export function AddButton({
  id,
  onClick,
  disabled,
  children,
}: {
  id: string
  onClick: () => void
  disabled: boolean
  children: string
}) {
  const { Button } = useComponents()
  return (
    <span id={id} className="fk-tax-add">
      <Button onClick={onClick} disabled={disabled}>
        {children}
      </Button>
    </span>
  )
}
