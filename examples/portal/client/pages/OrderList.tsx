// The customer's orders of one kind, as the portal's server recorded them (`onOrderCreated`): the
// service has no "list my orders", so a portal keeps its own record, which is also what `authorize`
// allows the customer to read.
import { useContext } from 'react'
import type { SessionInfo } from '../session'
import { LanguageContext, useText, type TextId } from '../text'
import { hrefOf } from '../useRoute'

export function OrderList(props: {
  session: SessionInfo
  kind: 'formation' | 'tax'
  title: TextId
  current?: string | undefined
}) {
  const t = useText()
  // The visitor's language, not the browser's: a Spanish page says "25 nov 2026, 13:05".
  const when = new Intl.DateTimeFormat(useContext(LanguageContext), {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  const orders = props.session.customer?.orders.filter((order) => order.kind === props.kind) ?? []
  if (orders.length === 0) return null
  return (
    <nav aria-labelledby={`${props.kind}-orders`} className="acme-card acme-orders">
      <h2 id={`${props.kind}-orders`}>{t(props.title)}</h2>
      <ul>
        {orders.map((order) => (
          <li key={order.orderGuid}>
            <a
              href={hrefOf({ page: props.kind, orderGuid: order.orderGuid })}
              aria-current={order.orderGuid === props.current ? 'page' : undefined}
            >
              {order.businessName ?? t('orders.unnamed')}
            </a>
            <br />
            <span className="acme-muted">
              {t(`orders.kind.${order.kind}`)} ·{' '}
              <time dateTime={order.createdAt}>
                {t('orders.placed', { date: when.format(new Date(order.createdAt)) })}
              </time>
            </span>
          </li>
        ))}
      </ul>
    </nav>
  )
}
