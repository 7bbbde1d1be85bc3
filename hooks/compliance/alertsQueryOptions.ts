import type { Alert, ListAlertsQuery, PartnerClient } from '../../src/index'
import { filingKeys } from '../filingKeys'
import { partnerQueryOptions, type PartnerQueryOptions } from '../internal/partnerQueryOptions'

/** Query options for open compliance alerts, optionally of one company and/or one type (CMP-6). */
export function alertsQueryOptions(
  client: PartnerClient,
  query: ListAlertsQuery = {},
): PartnerQueryOptions<Alert[], ReturnType<typeof filingKeys.compliance.alertList>> {
  return partnerQueryOptions<Alert[], ReturnType<typeof filingKeys.compliance.alertList>>(
    filingKeys.compliance.alertList(client.partnerId, query),
    (signal) => client.compliance.listAlerts(query, { signal }),
  )
}
