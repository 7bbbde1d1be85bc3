import { lazyReceiptsApi } from './lazyReceiptsApi'
import type { CreateCompanyResult } from '../schemas/complianceAnswers'
import { stateName } from '../schemas/usStates'
import { blobToBase64, fileExtension } from './base64'
import { batchTimeoutMs } from '../api/batchTimeout'
import { checkBulkResults } from './checkBulkResults'
import { readCancelProof } from './readCancelProof'
import { createTransport } from './createTransport'
import type { PartnerClientOptions } from './PartnerClientOptions'
import type { ComplianceApi, FormationApi, PartnerClient, TaxRegistrationApi } from './PartnerClient'
import { generatePcid } from './generatePcid'
import { loadBulkCreateRun } from './loadBulkCreateRun'
import { PartnerApiError } from './PartnerApiError'

// Each method's signature and documentation are PartnerClient.ts's (ComplianceApi, FormationApi,
// TaxRegistrationApi): the parameters here take their types from there, so neither is written twice.
// The comments below say only how a method does what its documentation promises.

/**
 * The typed client of the Partner API, talking to the partner's proxy. Every method resolves to the
 * unwrapped payload or rejects with a `PartnerApiError`; every input is validated before sending.
 */
export function createPartnerClient(options: PartnerClientOptions): PartnerClient {
  if (!options.partnerId)
    throw new TypeError('createPartnerClient: partnerId is required (your Compliance account PID)')
  const call = createTransport(options)
  const timeoutMs = options.timeoutMs ?? 30_000

  const compliance: ComplianceApi = {
    listCompanies: (opts) => call('compliance.listCompanies', { ...opts }),
    getCompany: (companyId, opts) => call('compliance.getCompany', { ...opts, params: { companyId } }),
    createCompany: (input, opts) => call('compliance.createCompany', { ...opts, body: input }),
    bulkCreateCompanies: async (inputs, opts = {}) => {
      const { chunkSize, splitAbove = 500, onProgress, ...callOptions } = opts
      if (inputs.length > splitAbove) {
        // Loaded when needed: most pages never send more than one chunk. Nothing is sent before it.
        const createBulkCreateRun = await loadBulkCreateRun()
        // A key names one body, and each chunk is another: every chunk's call makes its own.
        const { idempotencyKey: _oneBody, ...chunkOptions } = callOptions
        const run = createBulkCreateRun({ compliance }, inputs, {
          ...chunkOptions,
          chunkSize,
          concurrency: 1,
          stopOnFailure: true,
        })
        if (onProgress) run.subscribe(({ progress }) => onProgress(progress))
        return (await run.start()) as CreateCompanyResult[]
      }
      const results = await call('compliance.bulkCreateCompanies', {
        ...callOptions,
        body: [...inputs],
        timeoutMs: batchTimeoutMs(callOptions.timeoutMs ?? timeoutMs, inputs.length),
      })
      return [...checkBulkResults(inputs.length, results)]
    },
    listAlerts: (query = {}, opts) => call('compliance.listAlerts', { ...opts, query }),
    getAlert: (alertId, opts) => call('compliance.getAlert', { ...opts, params: { alertId } }),
    submitAlertForms: (alertId, input, opts) =>
      call('compliance.submitAlertForms', { ...opts, params: { alertId }, body: input }),
    listSubscriptions: (query = {}, opts) => call('compliance.listSubscriptions', { ...opts, query }),
    getSubscription: (subscriptionId, opts) =>
      call('compliance.getSubscription', { ...opts, params: { subscriptionId } }),
    // The body's `id` is the path's (CMP-14): one given otherwise is refused before sending.
    renewSubscription: (subscriptionId, input, opts) => {
      if (input.id !== undefined && input.id !== subscriptionId) {
        return Promise.reject(
          new PartnerApiError({
            kind: 'validation',
            operation: 'compliance.renewSubscription',
            message: 'id: the body id must equal the subscription being renewed',
            fieldErrors: { id: 'The body id must equal the subscription being renewed' },
          }),
        )
      }
      return call('compliance.renewSubscription', {
        ...opts,
        params: { subscriptionId },
        body: { ...input, id: subscriptionId },
      })
    },
    cancelSubscription: async (subscriptionId, proof, opts) =>
      call('compliance.cancelSubscription', {
        ...opts,
        params: { subscriptionId },
        body: proof ? await readCancelProof(proof) : {},
      }),
  }

  const formation: FormationApi = {
    getPackages: (params, opts) =>
      call('formation.getPackages', {
        ...opts,
        query: { ...params, state: stateName(params.state) ?? params.state },
      }),
    createOrder: async (partnerOrder, opts) => {
      const body = { partnerOrder: { ...partnerOrder, pcid: partnerOrder.pcid ?? generatePcid() } }
      const key = { idempotencyKey: body.partnerOrder.pcid }
      return (await call('formation.createOrder', { ...key, ...opts, body })).partnerOrder
    },
    getOrder: async (orderGuid, opts) => {
      const { partnerOrder } = await call('formation.getOrder', { ...opts, params: { orderGuid } })
      // get-order may read orderGuid null: keep the id we asked for (facts).
      return { ...partnerOrder, orderGuid: partnerOrder.orderGuid ?? orderGuid }
    },
    getOrderSummary: (orderGuid, opts) =>
      call('formation.getOrderSummary', { ...opts, params: { orderGuid } }),
    updateOrder: async (orderGuid, input, opts) => {
      const answer = await call('formation.updateOrder', { ...opts, params: { orderGuid }, body: input })
      // The answer is stored by now: a check that fails to load reads it as a bare acknowledgement
      // rather than failing a write that went through.
      return import('./readEchoedOrder').then(
        ({ readEchoedOrder }) => readEchoedOrder(answer, orderGuid),
        () => null,
      )
    },
    cancelOrder: async (orderGuid, opts) => {
      await call('formation.cancelOrder', { ...opts, params: { orderGuid } })
      return true as const
    },
    uploadDocument: async (orderGuid, file, opts) => {
      const body =
        'file' in file
          ? {
              orderGuid,
              fileName: file.fileName ?? (file.file as File).name ?? 'document',
              extension: fileExtension(file.fileName ?? (file.file as File).name ?? ''),
              contentType: file.file.type || 'application/octet-stream',
              documentType: file.documentType,
              base64: await blobToBase64(file.file),
            }
          : { ...file, orderGuid }
      await call('formation.uploadDocument', { ...opts, body })
      return true as const
    },
    downloadDocument: (orderGuid, params = {}, opts) =>
      call('formation.downloadDocument', { ...opts, query: { ...params, orderGuid } }) as Promise<Blob>,
  }

  const taxRegistration: TaxRegistrationApi = {
    createOrder: async (partnerOrder, opts) => {
      const body = { partnerOrder: { ...partnerOrder, pcid: partnerOrder.pcid ?? generatePcid() } }
      const key = { idempotencyKey: body.partnerOrder.pcid }
      return (await call('taxRegistration.createOrder', { ...key, ...opts, body })).partnerOrder
    },
    getOrder: async (orderGuid, opts) => {
      const { partnerOrder } = await call('taxRegistration.getOrder', { ...opts, params: { orderGuid } })
      return { ...partnerOrder, orderGuid: partnerOrder.orderGuid ?? orderGuid }
    },
  }

  return {
    partnerId: options.partnerId,
    compliance,
    formation,
    taxRegistration,
    receipts: lazyReceiptsApi(options),
    call,
  }
}
