import type { AlertDetail, PartnerClient } from '../../src/index'
import { filingKeys } from '../filingKeys'
import { partnerQueryOptions, type PartnerQueryOptions } from '../internal/partnerQueryOptions'

/** Query options for one alert's detail view with its prefilled compliance forms (CMP-7). */
export function alertQueryOptions(
  client: PartnerClient,
  alertId: string,
): PartnerQueryOptions<AlertDetail, ReturnType<typeof filingKeys.compliance.alert>> {
  return partnerQueryOptions<AlertDetail, ReturnType<typeof filingKeys.compliance.alert>>(
    filingKeys.compliance.alert(client.partnerId, alertId),
    (signal) => client.compliance.getAlert(alertId, { signal }),
  )
}
