'use client'
import { useEffect, useRef } from 'react'
import { isPartnerApiError, useRegisterFormedCompany, type FormationOrder } from '../../hooks'
import { useComponents } from '../base/useComponents'
import { useText } from '../base/useText'
import { formationMessages } from '../messages/en/formation'
import { formationTrackerMessages } from '../messages/en/formationTracker'

/**
 * Formed, the company is the owner's: registered for compliance tracking once the order is Complete,
 * once per order (the core reuses a company already carrying the order's id, so a retry never makes a
 * second one), and said to the owner. A registration that fails is said too, with a retry: the company
 * is formed all the same, but its deadlines are not tracked until it is in (issue 34). A token without
 * Compliance is refused quietly: that partner tracks no compliance, and the order is complete.
 */
export function FormedCompanyNotice({
  orderGuid,
  order,
  company,
}: {
  orderGuid: string
  order: FormationOrder
  /** The company's name as the order echoes it. */
  company: string | undefined
}) {
  const { t } = useText(formationMessages, formationTrackerMessages)
  const { Alert, Button } = useComponents()
  const register = useRegisterFormedCompany()
  const registerRef = useRef(register.mutate)
  useEffect(() => {
    registerRef.current = register.mutate
  })
  const complete = order.orderPhase === 'Complete'
  const registered = useRef(false)
  useEffect(() => {
    if (!complete || registered.current) return
    registered.current = true
    registerRef.current({ orderGuid, order })
  }, [complete, order, orderGuid])

  const name = company ?? t('formationTracker.companyNotRegisteredUnnamed')
  if (register.data && company)
    return (
      <p role="status" className="fk-muted">
        {t('formationTracker.companyRegistered', { company })}
      </p>
    )
  if (!register.error || isPartnerApiError(register.error, 'forbidden')) return null
  return (
    <Alert
      tone="error"
      title={t('formationTracker.companyNotRegistered', { company: name })}
      action={
        <Button busy={register.isPending} onClick={() => register.mutate({ orderGuid, order })}>
          {t('common.retry')}
        </Button>
      }
    >
      {t('formationTracker.companyNotRegisteredBody')}
    </Alert>
  )
}
