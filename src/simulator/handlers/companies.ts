import { isRecord, readJson, type Handler, type SimContext } from '../context'
import { companyProblem, VALIDATION_CODE } from '../companyValidation'
import { gatewayTimeout, json } from '../respond'
import type { CompanyRecord } from '../types'
import { badRequest, otherPartners } from './complianceAccess'

/** Batches larger than this run past the gateway's time limit (spec section 8). */
export const BULK_GATEWAY_LIMIT = 1000

/** A company as the service reads it back; the shape is not public, so it is ours (GEN-4 keeps it open). */
export function companyView(company: CompanyRecord): Record<string, unknown> {
  const { partnerId: _partnerId, ...rest } = company
  return { ...rest, companyId: company.id }
}

function toRecord(context: SimContext, input: Record<string, unknown>): CompanyRecord {
  const address = isRecord(input.businessAddress)
    ? (input.businessAddress as CompanyRecord['businessAddress'])
    : undefined
  const text = (key: string) => (typeof input[key] === 'string' ? (input[key] as string) : undefined)
  const record: CompanyRecord = {
    id: context.nextId('company'),
    partnerId: context.partner.partnerId,
    name: String(input.name).trim(),
    PCID: text('PCID') ?? null,
    status: 'Active',
    complianceValues: {},
  }
  for (const key of [
    'formationDate',
    'type',
    'ein',
    'filingnumber',
    'homeState',
    'businessDescription',
    'buisnessCategory',
    'website',
  ] as const) {
    const value = text(key)
    if (value !== undefined) record[key] = value
  }
  if (address) record.businessAddress = { ...address }
  return record
}

const created = (company: CompanyRecord) => ({ companyId: company.id, PCID: company.PCID })

/** CMP-2: every company of the partner; an empty array is still a 200. */
export const listCompanies: Handler = (context) => {
  const companies = [...context.state.companies.values()].filter(
    (company) => company.partnerId === context.partner.partnerId,
  )
  return json(200, { statusCode: 200, message: 'Success', data: companies.map(companyView) })
}

/** Reads one company, e.g. to confirm a writeback (CMP-11). */
export const getCompany: Handler = (context) => {
  const id = context.params.companyId ?? ''
  const company = context.state.companies.get(id)
  if (!company) return badRequest(context, `No matching record found for company ${id}`)
  if (company.partnerId !== context.partner.partnerId) return otherPartners(context, 'company')
  return json(200, { statusCode: 200, message: 'Success', data: companyView(company) })
}

/** CMP-3: only `name` is required; a 400 names the field after the validation-exception code. */
export const createCompany: Handler = async (context) => {
  const body = await readJson(context.request)
  if (!body.ok) return badRequest(context, `${VALIDATION_CODE}: body: Malformed JSON`)
  const problem = companyProblem(body.value)
  if (problem) return badRequest(context, `${VALIDATION_CODE}: ${problem}`)
  const company = toRecord(context, body.value as Record<string, unknown>)
  context.state.companies.set(company.id, company)
  return json(200, { statusCode: 200, message: 'Company created successfully', data: created(company) })
}

/** CMP-4: all-or-nothing, positional; latency grows with the batch; over 1,000 the gateway gives up. */
export const bulkCreateCompanies: Handler = async (context) => {
  const body = await readJson(context.request)
  if (!body.ok) return badRequest(context, `${VALIDATION_CODE}: body: Malformed JSON`)
  if (!Array.isArray(body.value))
    return badRequest(context, `${VALIDATION_CODE}: body: Expected an array of companies`)
  const records: unknown[] = body.value
  if (records.length === 0)
    return badRequest(context, `${VALIDATION_CODE}: body: At least one company is required`)
  const latencyMs = records.length * context.config.bulkLatencyPerRecordMs
  if (records.length > BULK_GATEWAY_LIMIT) return { ...gatewayTimeout(), latencyMs }
  for (const [index, record] of records.entries()) {
    const problem = companyProblem(record)
    if (problem) {
      return {
        ...badRequest(context, `${VALIDATION_CODE}: record ${index + 1} of ${records.length}: ${problem}`),
        latencyMs,
      }
    }
  }
  // Validated as a whole before anything is stored: a failure above leaves no trace.
  const companies = records.map((record) => toRecord(context, record as Record<string, unknown>))
  for (const company of companies) context.state.companies.set(company.id, company)
  return json(
    200,
    { statusCode: 200, message: 'Companies created successfully', data: companies.map(created) },
    latencyMs,
  )
}
