// Forming a company: the order form, then its tracker. The form starts with the customer's contact
// details, as a portal that knows its user would; the tracker follows the order as it advances.
import { FormationOrderForm, FormationOrderTracker } from 'filing-kit/components'
import { ClockControl } from '../ClockControl'
import type { SessionInfo } from '../session'
import { useText } from '../text'
import { hrefOf, navigate } from '../useRoute'
import { OrderList } from './OrderList'

interface FormationPageProps {
  session: SessionInfo
  orderGuid: string | undefined
  /** The portal's server recorded a new order: re-read the session's list. */
  onCreated(): void
}

export function FormationPage({ session, orderGuid, onCreated }: FormationPageProps) {
  const t = useText()
  const hasAside =
    (orderGuid !== undefined && session.simulator) ||
    Boolean(session.customer?.orders.some((order) => order.kind === 'formation'))
  const customer = session.customer!
  const [firstName = '', lastName = ''] = customer.name.split(' ')
  return (
    <div className="acme-page">
      <div className="acme-page-head">
        <h1>{orderGuid ? t('formation.order') : t('formation.title')}</h1>
        {orderGuid ? (
          <a href={hrefOf({ page: 'formation' })}>{t('formation.new')}</a>
        ) : (
          <p className="acme-lead">{t('formation.lead')}</p>
        )}
      </div>
      {/* A side column only when it has something: the clock beside a tracker, or earlier orders. */}
      <div className={hasAside ? 'acme-columns acme-columns-main' : 'acme-single'}>
        <div className="acme-card">
          {orderGuid ? (
            <FormationOrderTracker key={orderGuid} orderGuid={orderGuid} />
          ) : (
            <FormationOrderForm
              defaultValues={{
                contact: {
                  contactFirstName: firstName,
                  contactLastName: lastName,
                  contactEmail: customer.email,
                },
              }}
              onCreated={(guid) => {
                onCreated()
                navigate({ page: 'formation', orderGuid: guid })
              }}
            />
          )}
        </div>
        {hasAside ? (
          <div className="acme-stack">
            {orderGuid && session.simulator ? <ClockControl /> : null}
            <OrderList session={session} kind="formation" title="formation.orders" current={orderGuid} />
          </div>
        ) : null}
      </div>
    </div>
  )
}
