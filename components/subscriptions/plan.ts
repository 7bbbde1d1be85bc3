import type { Subscription } from '../../hooks'
import type { Text } from '../base/useText'
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
  if (Object.hasOwn(planMessages, id)) return t(id as PlanMessageId)
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
