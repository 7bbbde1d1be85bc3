import type { CreateCompanyResult } from '../schemas/complianceAnswers'
import { defaultMessage } from './classifyFailure'
import { PartnerApiError } from './PartnerApiError'

/**
 * Bulk results are positional (CMP-4): record `i` gets `results[i]`. An answer with another count, or
 * an empty id, cannot be mapped back to the records, and believing it would hand one company another's
 * id. It is a `contract` error — an unknown outcome, since the service may have stored the batch.
 */
export function checkBulkResults(
  sent: number,
  results: readonly CreateCompanyResult[],
): readonly CreateCompanyResult[] {
  const issues: string[] = []
  if (results.length !== sent)
    issues.push(`expected ${sent} results, one per record in order, and got ${results.length}`)
  const blank = results.findIndex((result) => result.companyId.trim() === '')
  if (blank >= 0) issues.push(`${blank}.companyId: empty`)
  if (issues.length === 0) return results
  throw new PartnerApiError({
    kind: 'contract',
    operation: 'compliance.bulkCreateCompanies',
    status: 200,
    message: defaultMessage('contract'),
    issues,
  })
}
