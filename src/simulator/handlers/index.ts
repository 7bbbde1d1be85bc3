import type { OperationName } from '../../api'
import type { Handler } from '../context'
import { listAlerts, getAlert, submitAlertForms } from './alerts'
import { bulkCreateCompanies, createCompany, getCompany, listCompanies } from './companies'
import { downloadDocument, uploadDocument } from './formationDocuments'
import { cancelOrder, createOrder, getOrder, getOrderSummary, updateOrder } from './formationOrders'
import { getPackages } from './formationPackages'
import { cancelSubscription, getSubscription, listSubscriptions, renewSubscription } from './subscriptions'
import * as tax from './taxRegistration'

/** One handler per operation of the route table; the compiler keeps the two in step. */
export const HANDLERS: Record<OperationName, Handler> = {
  'compliance.listCompanies': listCompanies,
  'compliance.getCompany': getCompany,
  'compliance.createCompany': createCompany,
  'compliance.bulkCreateCompanies': bulkCreateCompanies,
  'compliance.listAlerts': listAlerts,
  'compliance.getAlert': getAlert,
  'compliance.submitAlertForms': submitAlertForms,
  'compliance.listSubscriptions': listSubscriptions,
  'compliance.getSubscription': getSubscription,
  'compliance.renewSubscription': renewSubscription,
  'compliance.cancelSubscription': cancelSubscription,
  'formation.getPackages': getPackages,
  'formation.createOrder': createOrder,
  'formation.getOrder': getOrder,
  'formation.getOrderV8': getOrder,
  'formation.getOrderSummary': getOrderSummary,
  'formation.updateOrder': updateOrder,
  'formation.cancelOrder': cancelOrder,
  'formation.uploadDocument': uploadDocument,
  'formation.downloadDocument': downloadDocument,
  'taxRegistration.createOrder': tax.createOrder,
  'taxRegistration.getOrder': tax.getOrder,
}
