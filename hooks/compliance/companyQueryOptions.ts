import type { Company, PartnerClient } from '../../src/index'
import { filingKeys } from '../filingKeys'
import { partnerQueryOptions, type PartnerQueryOptions } from '../internal/partnerQueryOptions'

/** Query options for one company (an open object: its shape is not public). */
export function companyQueryOptions(
  client: PartnerClient,
  companyId: string,
): PartnerQueryOptions<Company, ReturnType<typeof filingKeys.compliance.company>> {
  return partnerQueryOptions<Company, ReturnType<typeof filingKeys.compliance.company>>(
    filingKeys.compliance.company(client.partnerId, companyId),
    (signal) => client.compliance.getCompany(companyId, { signal }),
  )
}
