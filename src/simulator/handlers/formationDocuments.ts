import { uploadDocumentInputSchema } from '../../schemas/formation'
import { readJson, type Handler } from '../context'
import { formationMessages } from '../formationValidation'
import { currentStep } from '../orderLifecycle'
import { createPdf, decodeBase64 } from '../pdf'
import { formationError, json, serverError } from '../respond'
import { findOrder } from './formationCommon'
import { safeParseSchema } from '../../schemas/safeParseSchema'

/** Base64 of about 10 MB of file. */
const MAX_BASE64_LENGTH = 14_000_000
const DEFAULT_DOCUMENT = 'formationCertificate'

/** Uploads a partner document: JSON with Base64 content (facts); refuses apiUserPid (BF-7). */
export const uploadDocument: Handler = async (context) => {
  const body = await readJson(context.request)
  if (!body.ok) return serverError()
  const input = body.value
  if (typeof input === 'object' && input !== null && 'apiUserPid' in input) {
    return formationError(400, ['apiUserPid is not accepted on this endpoint.'])
  }
  const parsed = safeParseSchema(uploadDocumentInputSchema, input)
  if (!parsed.success) return formationError(400, formationMessages(parsed.error.issues, input))
  const found = findOrder(context, context.state.formationOrders, parsed.data.orderGuid)
  if ('answer' in found) return found.answer
  if (parsed.data.base64.length > MAX_BASE64_LENGTH) return formationError(400, ['The file exceeds 10 MB.'])
  if (!decodeBase64(parsed.data.base64)) return formationError(400, ['Please enter a valid value for Base64'])
  found.order.documents.push({
    fileName: parsed.data.fileName,
    extension: parsed.data.extension,
    contentType: parsed.data.contentType,
    documentType: parsed.data.documentType ?? 'partnerDocument',
    base64: parsed.data.base64,
  })
  return json(200, { statusCode: 200, message: 'OK', data: true })
}

/**
 * Downloads a document: one the partner uploaded under that `documentType`, or the filed document,
 * a generated PDF, once the filing is approved.
 */
export const downloadDocument: Handler = (context) => {
  const orderGuid = context.url.searchParams.get('orderGuid')
  if (!orderGuid) return formationError(400, ['Please enter a value for OrderGuid'])
  const found = findOrder(context, context.state.formationOrders, orderGuid)
  if ('answer' in found) return found.answer
  const { order } = found
  const documentType = context.url.searchParams.get('documentType') || DEFAULT_DOCUMENT
  const uploaded = [...order.documents].reverse().find((document) => document.documentType === documentType)
  if (uploaded) {
    const bytes = decodeBase64(uploaded.base64) ?? new Uint8Array()
    return {
      kind: 'binary',
      status: 200,
      bytes,
      contentType: uploaded.contentType,
      fileName: `${uploaded.fileName}.${uploaded.extension}`,
    }
  }
  const { phase, status } = currentStep(order.timeline)
  // Filed documents exist once the state sent them: not while the order still awaits them.
  if ((phase !== 'Filing Approved' && phase !== 'Complete') || status === 'Awaiting Docs')
    return formationError(400, ['Document not available yet.'])
  const company = order.echo.companyInfo as { companyDesiredName?: string } | undefined
  const bytes = createPdf(documentType === DEFAULT_DOCUMENT ? 'Certificate of Formation' : documentType, [
    `Entity: ${company?.companyDesiredName ?? 'Unknown'}`,
    `Entity type: ${String(order.echo.businessStructureType ?? '')}`,
    `State: ${String(order.echo.businessStateInitial ?? '')}`,
    `Filed: ${order.filedDate ?? 'pending'}`,
    `Entity number: ${order.formedEntityId}`,
    `Order: ${order.orderGuid}`,
    'Issued by the filing-kit Partner API simulator. Not a legal document.',
  ])
  return {
    kind: 'binary',
    status: 200,
    bytes,
    contentType: 'application/pdf',
    fileName: `${documentType}-${order.orderGuid}.pdf`,
  }
}
