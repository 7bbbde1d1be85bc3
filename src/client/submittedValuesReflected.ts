import { isRecord } from '../api/isRecord'
import type { FieldValue } from '../schemas/common'
import type { SubmitAlertFormsInput } from '../schemas/compliance'
import type { Company } from '../schemas/complianceAnswers'

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
 * `awaitWriteback` to say it exactly.
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
