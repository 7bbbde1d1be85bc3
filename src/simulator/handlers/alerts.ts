import { formSectionsSchema, type FieldValue } from '../../schemas'
import { isRecord, readJson, type Handler } from '../context'
import { json, type SimResponse } from '../respond'
import type { AlertRecord, FormDefinitionRecord, SimulatorState } from '../types'
import { applyDueWritebacks, flattenSections } from '../writeback'
import { badRequest, otherPartners } from './complianceAccess'
import { safeParseSchema } from '../../schemas/safeParseSchema'

const amountOf = (alert: AlertRecord) =>
  alert.products.reduce((sum, product) => sum + product.price * product.quantity, 0)

// `required` is the simulator's own bookkeeping: the service does not publish it, it only refuses.
const formsView = (alert: AlertRecord) =>
  alert.forms.map((form) => ({
    formDataId: form.formDataId,
    formDefinitions: form.formDefinitions.map(({ required: _required, ...definition }) => ({
      ...definition,
      sections: structuredClone(definition.sections),
    })),
  }))

/** The list element of spec 2.5. */
function alertListView(alert: AlertRecord, state: SimulatorState) {
  return {
    id: alert.id,
    name: alert.name,
    serviceCategory: alert.serviceCategory,
    closeDate: alert.closeDate,
    amount: amountOf(alert),
    stageName: alert.stageName,
    entityName: state.companies.get(alert.companyId)?.name ?? null,
    state: alert.state,
    entityId: alert.companyId,
    complianceForms: formsView(alert),
    opportunityProducts: alert.products.map((product) => ({
      id: product.id,
      totalPrice: product.price * product.quantity,
      listPrice: product.price,
      unitPrice: product.price,
      quantity: product.quantity,
      productName: product.productName,
      productFamily: product.productFamily,
    })),
  }
}

/** The detail view of spec 2.5. */
function alertDetailView(alert: AlertRecord, state: SimulatorState) {
  const company = state.companies.get(alert.companyId)
  return {
    id: alert.id,
    name: alert.name,
    serviceCategory: alert.serviceCategory,
    closeDate: alert.closeDate,
    amount: amountOf(alert),
    description: alert.description,
    status: alert.stageName,
    companyName: company?.name ?? null,
    serviceState: alert.state,
    companyId: alert.companyId,
    productPackageId: alert.productPackageId,
    oppDueDate: alert.oppDueDate,
    opportunityType: 'Compliance Alert',
    entityStatus: company?.status ?? null,
    entityType: company?.type ?? null,
    alertType: alert.alertType,
    alertBody: alert.alertBody,
    alertActualDueDate: alert.alertActualDueDate,
    complianceForms: formsView(alert),
    opportunityProducts: alert.products.map((product) => ({
      id: product.id,
      price: product.price,
      productName: product.productName,
      listPrice: product.price,
      unitPrice: product.price,
      quantity: product.quantity,
      state: alert.state,
      productFamily: product.productFamily,
      formioId: product.formioId,
      productDisplayType: product.productDisplayType,
    })),
  }
}

/** CMP-6: bare `{opportunities}`, open alerts only, filtered by company and type. */
export const listAlerts: Handler = (context) => {
  const companyId = context.url.searchParams.get('companyId')
  const type = context.url.searchParams.get('type')?.trim().toLowerCase()
  if (companyId) {
    const company = context.state.companies.get(companyId)
    if (company && company.partnerId !== context.partner.partnerId) {
      return json(403, { statusCode: 403, message: 'User does not have access to this company.' })
    }
  }
  const opportunities = [...context.state.alerts.values()]
    .filter((alert) => alert.partnerId === context.partner.partnerId && alert.open)
    .filter((alert) => !companyId || alert.companyId === companyId)
    .filter(
      (alert) =>
        !type || alert.alertType.toLowerCase() === type || alert.serviceCategory.toLowerCase() === type,
    )
    .map((alert) => alertListView(alert, context.state))
  return json(200, { opportunities })
}

/** CMP-7: the detail view in the standard envelope. */
export const getAlert: Handler = (context) => {
  const id = context.params.alertId ?? ''
  const alert = context.state.alerts.get(id)
  if (!alert) return badRequest(context, `No opportunity found for alert ${id}`)
  if (alert.partnerId !== context.partner.partnerId) return otherPartners(context, 'alert')
  return json(200, { statusCode: 200, message: 'Success', data: alertDetailView(alert, context.state) })
}

const isBlank = (value: FieldValue | undefined) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

interface Accepted {
  definition: FormDefinitionRecord
  sections: Record<string, Record<string, FieldValue>>
}

/** Checks the submitted forms against the alert's own; a message for the first problem (CMP-10). */
function checkForms(alert: AlertRecord, forms: unknown): { problem: string } | { accepted: Accepted[] } {
  if (forms === undefined || forms === null) return { problem: 'complianceForms is required' }
  if (!Array.isArray(forms) || forms.length === 0) return { problem: 'complianceForms must not be empty' }
  const accepted: Accepted[] = []
  for (const form of forms as unknown[]) {
    if (!isRecord(form) || typeof form.formDataId !== 'string' || form.formDataId === '')
      return { problem: 'formDataId is required' }
    const known = alert.forms.find((candidate) => candidate.formDataId === form.formDataId)
    if (!known) return { problem: `No form data found for formDataId ${form.formDataId}` }
    if (!Array.isArray(form.formDefinitions) || form.formDefinitions.length === 0)
      return { problem: 'formDefinitions is required' }
    for (const submitted of form.formDefinitions as unknown[]) {
      if (
        !isRecord(submitted) ||
        typeof submitted.formDefinitionId !== 'string' ||
        submitted.formDefinitionId === ''
      ) {
        return { problem: 'formDefinitionId is required' }
      }
      const definition: FormDefinitionRecord | undefined = known.formDefinitions.find(
        (candidate) => candidate.formDefinitionId === submitted.formDefinitionId,
      )
      if (!definition)
        return { problem: `No form definition found for formDefinitionId ${submitted.formDefinitionId}` }
      const sections = safeParseSchema(formSectionsSchema, submitted.sections)
      if (!sections.success)
        return { problem: `sections of formDefinitionId ${definition.formDefinitionId} are malformed` }
      // Section names are the service's: values under an invented section are not read (spec 2.6 rule 4).
      const kept = Object.fromEntries(
        Object.entries(sections.data).filter(([name]) => name in definition.sections),
      )
      for (const path of definition.required) {
        const [section = '', field = ''] = path.split('.')
        if (isBlank(kept[section]?.[field])) return { problem: `Required field missing: ${path}` }
      }
      accepted.push({ definition, sections: kept })
    }
  }
  return { accepted }
}

/** CMP-9, CMP-10: validates, stores the values, closes the alert, queues the writeback (CMP-11). */
export const submitAlertForms: Handler = async (context): Promise<SimResponse> => {
  const id = context.params.alertId ?? ''
  const body = await readJson(context.request)
  if (!body.ok) return badRequest(context, 'Malformed JSON request body')
  const alert = context.state.alerts.get(id)
  if (!alert || !alert.open) return badRequest(context, `No opportunity found for alert ${id}`)
  if (alert.partnerId !== context.partner.partnerId) {
    return badRequest(
      context,
      `partnerId ${context.partner.partnerId} does not match the account that owns alert ${id}`,
    )
  }
  const checked = checkForms(alert, isRecord(body.value) ? body.value.complianceForms : undefined)
  if ('problem' in checked) return badRequest(context, checked.problem)

  const values: Record<string, FieldValue> = {}
  for (const { definition, sections } of checked.accepted) {
    for (const [name, fields] of Object.entries(sections)) {
      definition.sections[name] = { ...definition.sections[name], ...fields }
    }
    Object.assign(values, flattenSections(sections))
  }
  alert.submissions.push({ at: context.now, complianceForms: structuredClone(body.value) })
  alert.open = false
  alert.stageName = 'Closed Won'
  context.state.pendingWritebacks.push({
    applyAt: context.now + context.config.writebackDelayMs,
    companyId: alert.companyId,
    values,
  })
  applyDueWritebacks(context.state, context.now)
  return json(200, { statusCode: 200, message: 'Success', data: true })
}
