import { PRODUCT_NAMES as NAMES } from './runDoctor'
import type { DoctorReport, ProductStatus } from './types'

const nameOf = (product: string) => NAMES[product as keyof typeof NAMES] ?? product

const MARKS: Record<ProductStatus, string> = {
  fine: '✔',
  drift: '✘',
  unauthorized: '✘',
  forbidden: '✘',
  failed: '✘',
  skipped: '–',
}

const LABELS: Record<ProductStatus, string> = {
  fine: 'fine',
  drift: 'schema drift',
  unauthorized: 'not accepted (401)',
  forbidden: 'not entitled (403)',
  failed: 'failed',
  skipped: 'skipped',
}

// The headline of an all-401 run; the mismatch's message goes on with the reason and the fix, so
// neither says what the other (or each product's own line) already said.
const VERDICTS = {
  confirmed: 'a staging token on a production host (AUTH-3)',
  likely: 'probably a token of the other environment (AUTH-3)',
  possible: 'a mistyped, revoked or other environment’s token (AUTH-3)',
  unlikely: 'not a matter of environment',
} as const

/** The report as text for a terminal. */
export function formatDoctorReport(report: DoctorReport): string {
  const lines: string[] = []
  const { environment } = report
  const where =
    environment.expected === 'unknown'
      ? 'environment unknown: a local or IP address'
      : `${environment.expected}, ${environment.source === 'option' ? 'from PARTNER_API_ENVIRONMENT' : 'by its name'}`
  lines.push(`filing-kit doctor — ${report.origin} (${where})`, '')

  const nameWidth = Math.max(...report.products.map((check) => nameOf(check.product).length))
  for (const check of report.products) {
    const answered = check.httpStatus === undefined ? '' : ` → ${check.httpStatus}`
    lines.push(
      `  ${MARKS[check.status]} ${nameOf(check.product).padEnd(nameWidth)}  ${LABELS[check.status]}`,
      `      ${check.request}${answered}`,
      `      ${check.detail}`,
    )
  }

  if (report.environmentMismatch) {
    const { verdict, message } = report.environmentMismatch
    lines.push('', `Every product answered 401: ${VERDICTS[verdict]}.`, `  ${message}`)
  }

  const errors = report.drift.filter((item) => item.level === 'error')
  const extras = report.drift.filter((item) => item.level === 'info')
  if (errors.length > 0) {
    lines.push('', 'Schema drift (answers our schemas reject):')
    for (const item of errors) lines.push(`  ✘ ${item.operation}  ${item.path}: ${item.message}`)
  }
  if (extras.length > 0) {
    lines.push('', 'Unknown members (informational: kept, not read by this version of filing-kit):')
    for (const item of extras) lines.push(`  ℹ ${item.operation}  ${item.path}`)
  }
  if (report.notes.length > 0) {
    lines.push('', 'Notes:')
    for (const note of report.notes) lines.push(`  - ${note}`)
  }

  const problems = report.products.filter((check) => check.status !== 'fine' && check.status !== 'skipped')
  lines.push(
    '',
    report.ok
      ? 'Ready: every product checked is fine.'
      : `Not ready: ${problems.length > 0 ? `${problems.map((check) => nameOf(check.product)).join(', ')} need${problems.length === 1 ? 's' : ''} attention` : 'a product asked for could not be checked'}.`,
  )
  return lines.join('\n')
}
