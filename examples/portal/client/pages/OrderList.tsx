// The customer's orders of one kind, as the portal's server recorded them (`onOrderCreated`): the
// service has no "list my orders", so a portal keeps its own record, which is also what `authorize`
// allows the customer to read.
import type { SessionInfo } from '../session'
import { useText, type TextId } from '../text'
import { hrefOf } from '../useRoute'

export function OrderList(props: {
  session: SessionInfo
  kind: 'formation' | 'tax'
  title: TextId
  current?: string | undefined
}) {
  const t = useText()
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
              {order.orderGuid}
            </a>{' '}
            <span className="acme-muted">{new Date(order.createdAt).toLocaleString()}</span>
          </li>
        ))}
      </ul>
    </nav>
  )
}
