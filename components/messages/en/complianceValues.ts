// Known service values in the owner's words: alert names, the alerts' messages and product names. The
// service writes English: on an English page its own names and messages stand as it wrote them; on a
// page in another language a known one is said whole in these (components/compliance/alertNameIn.ts).
// An area of its own, so the compliance form, which shows none of them, does not carry them.

/** The en-US strings of the service's known values in the compliance components, by message id. */
export const complianceValueMessages = {
  'compliance.alertName': '{type} {year}',
  'compliance.message.AnnualReport':
    '{company} must file its annual report with the state ({state}) by {date} to stay in good standing.',
  'compliance.message.RegisteredAgent':
    'The registered agent service for {company} in {state} ends on {date}. Renew it or appoint a new agent.',
  'compliance.message.BOIReport': '{company} must report its beneficial owners to FinCEN by {date}.',
  'compliance.message.FranchiseTax':
    '{company} must file its franchise tax report with the state ({state}) by {date}. Late reports incur penalties.',
  // The service's product names (spaces and punctuation dropped); `{state}`: the state's code.
  'compliance.product.AnnualReportFiling': 'Annual Report Filing',
  'compliance.product.BOIReportFiling': 'BOI Report Filing',
  'compliance.product.RegisteredAgentService1Year': 'Registered Agent Service - 1 Year',
  'compliance.product.FranchiseTaxReportPreparation': 'Franchise Tax Report Preparation',
  'compliance.product.AnnualReportStateFee': '{state} Annual Report State Fee',
  'compliance.product.FranchiseTaxFilingFee': '{state} Franchise Tax Filing Fee',
} as const

/** A message id of the service's known values in the compliance components. */
export type ComplianceValueMessageId = keyof typeof complianceValueMessages
