import type { QueryClient } from '@tanstack/react-query'
import { filingKeys } from '../filingKeys'

/** Renew, cancel: the plan itself and every list that may show it. */
export function invalidateSubscription(queryClient: QueryClient, partnerId: string, subscriptionId: string) {
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: filingKeys.compliance.subscription(partnerId, subscriptionId),
    }),
    queryClient.invalidateQueries({ queryKey: filingKeys.compliance.subscriptionLists(partnerId) }),
  ])
}

/** Submit: the alert, every alert list, the company it belongs to and the company list (writeback changes company data). */
export function invalidateAlert(
  queryClient: QueryClient,
  partnerId: string,
  alertId: string,
  companyId: string | undefined,
) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: filingKeys.compliance.alert(partnerId, alertId) }),
    queryClient.invalidateQueries({ queryKey: filingKeys.compliance.alertLists(partnerId) }),
    queryClient.invalidateQueries({ queryKey: filingKeys.compliance.companyList(partnerId) }),
    companyId
      ? queryClient.invalidateQueries({ queryKey: filingKeys.compliance.company(partnerId, companyId) })
      : undefined,
  ])
}

/** Update, cancel, upload: the order's detail and its summary (both live under its key). */
export function invalidateFormationOrder(queryClient: QueryClient, partnerId: string, orderGuid: string) {
  return queryClient.invalidateQueries({ queryKey: filingKeys.formation.order(partnerId, orderGuid) })
}
