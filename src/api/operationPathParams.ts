import type { Routes } from './routes'

/**
 * Every operation with the parameters its path names. The client checks a partner's path overrides
 * (BF-11) against this when it is created, before any product's routes have loaded, so it cannot
 * read them from the (lazily loaded) paths; the compiler holds it equal to the parameters each
 * route's path names (`satisfies` below), and a test does at run time.
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
} as const satisfies { readonly [Name in keyof Routes]: Routes[Name]['pathParams'] }
