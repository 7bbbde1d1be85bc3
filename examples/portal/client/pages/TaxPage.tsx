// Employer tax registration: the form, then its tracker. The service never returns what was
// submitted (TAX-2), so the page hands the form's copy to the tracker, which keeps it in this tab's
// sessionStorage without the secrets (no date of birth, EIN masked) so that a reload still shows it.
import { TaxRegistrationForm, TaxRegistrationTracker } from 'filing-kit/components'
import type { CreateTaxRegistrationInput } from 'filing-kit'
import { ClockControl } from '../ClockControl'
import type { SessionInfo } from '../session'
import { useText } from '../text'
import { hrefOf, navigate } from '../useRoute'
import { OrderList } from './OrderList'

const submittedCopies = new Map<string, CreateTaxRegistrationInput>()

interface TaxPageProps {
  session: SessionInfo
  orderGuid: string | undefined
  onCreated(): void
}

export function TaxPage({ session, orderGuid, onCreated }: TaxPageProps) {
  const t = useText()
  const hasAside =
    (orderGuid !== undefined && session.simulator) ||
    Boolean(session.customer?.orders.some((order) => order.kind === 'tax'))
  return (
    <div className="acme-page">
      <div className="acme-page-head">
        <h1>{orderGuid ? t('tax.order') : t('tax.title')}</h1>
        {orderGuid ? (
          <a href={hrefOf({ page: 'tax' })}>{t('tax.new')}</a>
        ) : (
          <p className="acme-lead">{t('tax.lead')}</p>
        )}
      </div>
      {/* A side column only when it has something: the clock beside a tracker, or earlier orders. */}
      <div className={hasAside ? 'acme-columns acme-columns-main' : 'acme-single'}>
        <div className="acme-card">
          {orderGuid ? (
            <TaxRegistrationTracker
              key={orderGuid}
              orderGuid={orderGuid}
              submitted={submittedCopies.get(orderGuid)}
            />
          ) : (
            <TaxRegistrationForm
              onCreated={(guid, submitted) => {
                submittedCopies.set(guid, submitted)
                onCreated()
                navigate({ page: 'tax', orderGuid: guid })
              }}
            />
          )}
        </div>
        {hasAside ? (
          <div className="acme-stack">
            {orderGuid && session.simulator ? <ClockControl /> : null}
            <OrderList session={session} kind="tax" title="tax.orders" current={orderGuid} />
          </div>
        ) : null}
      </div>
    </div>
  )
}
