/** The en-US strings of subscription plans: service names, statuses, renewal, by message id. */
export const planMessages = {
  // Service categories
  'service.RegisteredAgent': 'Registered Agent',
  'service.AnnualReport': 'Annual Report',
  'service.BOIReport': 'Beneficial Ownership Report',
  'service.FranchiseTax': 'Franchise Tax',
  'service.ComplianceMonitoring': 'Compliance Monitoring',

  'subscription.status.Active': 'Active',
  'subscription.status.ReadyForReview': 'Cancellation in review',
  'subscription.status.Cancelled': 'Cancelled',
  'subscription.renewal.auto': 'Automatic',
  'subscription.renewal.manual': 'Manual',
  'subscription.renewal.none': 'Does not renew',
  'subscription.renewal.onHold': 'On hold while the cancellation is reviewed',
  'subscription.term': '{start} – {end}',
  'subscription.termEnded': '(ended)',
} as const

/** A message id of plans (subscriptions and the compliance calendar). */
export type PlanMessageId = keyof typeof planMessages
