import type { Company, FieldValue, PartnerClient, SubmitAlertFormsInput } from '../../src/index'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Where a company may show a submitted `Section.Field`: under that path, in a section object, or by name for `root`. */
function lookup(company: Company, section: string, field: string): unknown {
  const path = `${section}.${field}`
  if (company[path] !== undefined) return company[path]
  const sectionObject = company[section]
  if (isRecord(sectionObject) && sectionObject[field] !== undefined) return sectionObject[field]
  for (const value of Object.values(company)) {
    if (isRecord(value) && value[path] !== undefined) return value[path]
  }
  return section === 'root' ? company[field] : undefined
}

const same = (seen: unknown, sent: FieldValue) => seen === sent || String(seen) === String(sent)

/**
 * The default writeback check (CMP-11): every submitted field the company exposes — under its
 * `Section.Field` path (top level or one object down), as `company[Section][Field]`, or, for `root`
 * fields, under the same name — equals the submitted value. A company exposing none of them is not
 * (yet) confirmed. Which company fields mirror which form fields is not public: pass `expect` to
 * say it exactly.
 */
export function submittedValuesReflected(company: Company, submitted: SubmitAlertFormsInput): boolean {
  let compared = 0
  for (const form of submitted.complianceForms) {
    for (const definition of form.formDefinitions) {
      for (const [section, fields] of Object.entries(definition.sections)) {
        for (const [field, value] of Object.entries(fields)) {
          const seen = lookup(company, section, field)
          if (seen === undefined) continue
          compared += 1
          if (!same(seen, value)) return false
        }
      }
    }
  }
  return compared > 0
}

/** How long to wait for a writeback, and how the re-reads are spaced. */
export interface WritebackOptions {
  timeoutMs: number
  initialDelayMs: number
  maxDelayMs: number
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true })
  })

/**
 * Re-reads the company with back-off (1 s, 2 s, 4 s… up to `maxDelayMs`) until `reflected` holds
 * or `timeoutMs` has passed. Resolves to the confirming company, or `undefined` on time-out.
 */
export async function awaitWriteback(
  client: PartnerClient,
  companyId: string,
  reflected: (company: Company) => boolean,
  options: WritebackOptions,
  signal: AbortSignal,
): Promise<Company | undefined> {
  const deadline = Date.now() + options.timeoutMs
  for (let delay = options.initialDelayMs; !signal.aborted; delay = Math.min(options.maxDelayMs, delay * 2)) {
    try {
      const company = await client.compliance.getCompany(companyId, { signal })
      if (reflected(company)) return company
    } catch {
      // A failed read is one more read without confirmation; the deadline decides.
    }
    const left = deadline - Date.now()
    if (left <= 0) return undefined
    await wait(Math.min(delay, left), signal)
  }
  return undefined
}
