import type { PackagesParams, PackagesResult, PartnerClient } from '../../src/index'
import { filingKeys } from '../filingKeys'
import { partnerQueryOptions, type PartnerQueryOptions } from '../internal/partnerQueryOptions'

/** Query options for formation packages; prices change rarely, so they stay fresh for an hour (BF-1). */
export function formationPackagesQueryOptions(
  client: PartnerClient,
  params: PackagesParams,
): PartnerQueryOptions<PackagesResult, ReturnType<typeof filingKeys.formation.packages>> {
  return {
    ...partnerQueryOptions<PackagesResult, ReturnType<typeof filingKeys.formation.packages>>(
      filingKeys.formation.packages(client.partnerId, params),
      (signal) => client.formation.getPackages(params, { signal }),
    ),
    staleTime: 60 * 60 * 1000,
  }
}
