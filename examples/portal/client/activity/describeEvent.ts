// One watcher event as the owner reads it: a sentence in their language, with the business's name
// where the portal knows it, and the page where they act on it. No ids, phases or event names.
import type { SessionInfo } from '../session'
import { hrefOf } from '../useRoute'
import type { ActivityTextId } from './activityText'
import type { WatchEvent } from './activityFeed'

export interface DescribedEvent {
  text: ActivityTextId
  values: Record<string, string | number>
  href: string
  action: ActivityTextId
}

export function describeEvent(event: WatchEvent, session: SessionInfo, unnamed: string): DescribedEvent {
  const orderLink = (orderGuid: string, product: 'formation' | 'tax') => {
    const order = session.customer?.orders.find((each) => each.orderGuid === orderGuid)
    return {
      values: { name: order?.businessName ?? unnamed },
      href: hrefOf({ page: product, orderGuid }),
      action: 'activity.open.order' as const,
    }
  }
  const productOf = (kind: WatchEvent['subject']['kind']) => (kind === 'taxOrder' ? 'tax' : 'formation')
  switch (event.type) {
    case 'order.phase_changed':
      return { text: 'order.phase_changed', ...orderLink(event.data.orderGuid, event.data.product) }
    case 'order.information_needed':
      return {
        text: `order.information_needed.${event.data.kind}`,
        ...orderLink(event.data.orderGuid, productOf(event.subject.kind)),
      }
    case 'order.document_filed':
      return {
        text: 'order.document_filed',
        ...orderLink(event.data.orderGuid, productOf(event.subject.kind)),
      }
    case 'order.completed':
      return {
        text: `order.completed.${event.data.product}`,
        ...orderLink(event.data.orderGuid, event.data.product),
      }
    case 'order.cancelled':
      return { text: 'order.cancelled', ...orderLink(event.data.orderGuid, event.data.product) }
    case 'tax.account_issued':
    case 'tax.rate_assigned':
      return { text: event.type, ...orderLink(event.data.orderGuid, 'tax') }
    case 'alert.opened':
    case 'alert.due_soon':
    case 'alert.overdue':
    case 'alert.filed': {
      const days = event.type === 'alert.due_soon' ? event.data.daysLeft : 0
      return {
        text: event.type === 'alert.due_soon' && days <= 1 ? 'alert.due_soon.one' : event.type,
        values: { count: days },
        href: hrefOf({ page: 'company', companyId: event.data.companyId, alertId: event.data.alertId }),
        action: 'activity.open.alert',
      }
    }
    case 'subscription.renewal_upcoming':
    case 'subscription.ended':
      return {
        text: event.type,
        values: { count: event.type === 'subscription.renewal_upcoming' ? event.data.daysLeft : 0 },
        href: hrefOf({ page: 'company', companyId: event.data.companyId }),
        action: 'activity.open.company',
      }
  }
}
