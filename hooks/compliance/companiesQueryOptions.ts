import type { Company, PartnerClient } from '../../src/index'
import { filingKeys } from '../filingKeys'
import { partnerQueryOptions, type PartnerQueryOptions } from '../internal/partnerQueryOptions'

/** Query options for the partner's companies (CMP-2); for `useQuery`, `prefetchQuery`, `setQueryData`. */
export function companiesQueryOptions(
  client: PartnerClient,
): PartnerQueryOptions<Company[], ReturnType<typeof filingKeys.compliance.companyList>> {
  return partnerQueryOptions<Company[], ReturnType<typeof filingKeys.compliance.companyList>>(
    filingKeys.compliance.companyList(client.partnerId),
    (signal) => client.compliance.listCompanies({ signal }),
  )
}
