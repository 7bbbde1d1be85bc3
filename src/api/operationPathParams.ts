import type { OperationName } from './routes'

/**
 * Every operation with the parameters its path names. The client checks a partner's path overrides
 * (BF-11) against this when it is created, before any product's routes have loaded; a test holds it
 * equal to the route table.
 */
export const OPERATION_PATH_PARAMS = {
  'compliance.listCompanies': ['partnerId'],
  'compliance.getCompany': ['partnerId', 'companyId'],
  'compliance.createCompany': ['partnerId'],
  'compliance.bulkCreateCompanies': ['partnerId'],
  'compliance.listAlerts': ['partnerId'],
  'compliance.getAlert': ['partnerId', 'alertId'],
  'compliance.submitAlertForms': ['partnerId', 'alertId'],
  'compliance.listSubscriptions': ['partnerId'],
  'compliance.getSubscription': ['partnerId', 'subscriptionId'],
  'compliance.renewSubscription': ['partnerId', 'subscriptionId'],
  'compliance.cancelSubscription': ['partnerId', 'subscriptionId'],
  'formation.getPackages': [],
  'formation.createOrder': [],
  'formation.getOrder': ['orderGuid'],
  'formation.getOrderV8': ['orderGuid'],
  'formation.getOrderSummary': ['orderGuid'],
  'formation.updateOrder': ['orderGuid'],
  'formation.cancelOrder': ['orderGuid'],
  'formation.uploadDocument': [],
  'formation.downloadDocument': [],
  'taxRegistration.createOrder': [],
  'taxRegistration.getOrder': ['orderGuid'],
} as const satisfies Record<OperationName, readonly string[]>
