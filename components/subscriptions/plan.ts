import type { Subscription } from '../../hooks'
import type { Text } from '../base/useText'
import { hasMessage } from '../base/hasMessage'
import { planMessages, type PlanMessageId } from '../messages/en/plans'

/** The simulator's (and perhaps a future service's) extra `status`; absent in the spec (CMP-16). */
export type PlanStatus = 'Active' | 'Ready for Review' | 'Cancelled'

/** The plan's status when the answer carries one, else `undefined` (then the service decides). */
export function planStatus(plan: Subscription): PlanStatus | undefined {
  const status = (plan as { status?: unknown }).status
  return status === 'Active' || status === 'Ready for Review' || status === 'Cancelled' ? status : undefined
}

/**
 * The service category in words, from the catalogs: plans write it `RegisteredAgent`, alerts
 * `Registered Agent`; unknown ones as the service wrote them, split at capitals.
 */
export function serviceName(
  category: string | null | undefined,
  { t }: Pick<Text<PlanMessageId>, 't'>,
): string {
  if (!category) return t('common.notSet')
  const id = `service.${category.replace(/\s+/g, '')}`
  if (hasMessage(planMessages, id)) return t(id)
  return category.replace(/([a-z])([A-Z])/g, '$1 $2')
}

export const isRegisteredAgent = (plan: Subscription) => plan.serviceCategory === 'RegisteredAgent'

/** The renewal type in words (CMP-17's two values), anything else as the service wrote it. */
export function renewalName(
  renewalType: string | null | undefined,
  { t }: Pick<Text<PlanMessageId>, 't'>,
): string {
  if (renewalType === 'Auto Renewal') return t('subscription.renewal.auto')
  if (renewalType === 'Manual') return t('subscription.renewal.manual')
  return renewalType ?? t('common.notSet')
}

/**
 * What an owner may do with a plan, from its state: a cancelled plan nothing, a plan whose
 * cancellation is in review nothing until the service decides (renewing it would contradict the
 * request; cancelling it again is refused by CMP-16), an active one (or one the service gave no
 * status) both.
 */
export function planActions(plan: Subscription): { renew: boolean; cancel: boolean } {
  const status = planStatus(plan)
  const open = status === undefined || status === 'Active'
  return { renew: open, cancel: open }
}

/** The plan's term has ended: its end date is before `today` (both `YYYY-MM-DD`). */
export const termEnded = (plan: Subscription, today: string) =>
  typeof plan.endDate === 'string' && plan.endDate !== '' && plan.endDate < today
