// The en-US catalog: every string a filing-kit component shows, by message id (`area.what`).
// `{name}` placeholders are filled in as text. Override any of them through the provider's `messages`.

/** Every message id with its en-US text. */
export const en = {
  // Shared by every component
  'common.loading': 'Loading…',
  'common.retry': 'Try again',
  'common.close': 'Close',
  'common.cancel': 'Cancel',
  'common.done': 'Done',
  'common.required': 'required',
  'common.notSet': '—',

  // Errors, by PartnerApiError kind, in words a business owner understands
  'error.unauthorized': 'Your session has expired. Sign in again, then try again.',
  'error.forbidden': 'Your account is not allowed to do this.',
  'error.validation': 'The service could not accept this: {detail}',
  'error.validationGeneric': 'Some of the details are not valid. Check the highlighted fields.',
  'error.notFound': 'This record no longer exists.',
  'error.rateLimited': 'The service is busy. Wait a moment, then try again.',
  'error.server': 'The service had a problem. Try again in a moment.',
  'error.network': 'We could not reach the service. Check your connection, then try again.',
  'error.timeout': 'The service took too long to answer. Try again.',
  'error.aborted': 'The request was stopped.',
  'error.contract': 'The service sent an answer we could not read. Try again later.',
  'error.unexpected': 'Something went wrong while showing this part of the page.',
  'error.title': 'Something went wrong',
  'error.fieldsTitle': 'Please correct the highlighted fields.',

  // Form fields
  'field.dateInvalid': 'Enter a real date.',
  'field.required': 'This field is required.',

  // Picking a file
  'file.dropLabel': 'Drop a file here, or choose one',
  'file.hintTypesSize': 'Accepted: {types}. Up to {size}.',
  'file.empty': '“{name}” is empty. Choose a file with content.',
  'file.tooLarge': '“{name}” is {size}; the limit is {max}.',
  'file.wrongType': '“{name}” is not an accepted type ({types}).',
  'file.selected': 'Selected: {name} ({type}, {size})',
  'file.unknownType': 'unknown type',

  // Subscription plans: names of the service's categories
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
  'subscription.term': '{start} – {end}',

  // SubscriptionList
  'subscriptions.heading': 'Subscription plans',
  'subscriptions.headingCompany': '{company}: subscription plans',
  'subscriptions.caption': 'Subscription plans',
  'subscriptions.loading': 'Loading subscription plans…',
  'subscriptions.empty': 'There are no subscription plans yet.',
  'subscriptions.emptyCompany': '{company} has no subscription plans yet.',
  'subscriptions.column.service': 'Service',
  'subscriptions.column.company': 'Company',
  'subscriptions.column.state': 'State',
  'subscriptions.column.term': 'Term',
  'subscriptions.column.renewal': 'Renewal',
  'subscriptions.column.nextRenewal': 'Next auto-renewal',
  'subscriptions.column.status': 'Status',
  'subscriptions.column.actions': 'Actions',
  'subscriptions.renew': 'Renew',
  'subscriptions.renewLabel': 'Renew {service} for {company}',
  'subscriptions.cancel': 'Cancel',
  'subscriptions.cancelLabel': 'Cancel {service} for {company}',
  'subscriptions.noActions': 'No actions',

  // RenewSubscriptionDialog
  'renew.title': 'Renew {service}',
  'renew.titleGeneric': 'Renew plan',
  'renew.description': 'Change how and when the {service} plan for {company} renews.',
  'renew.loading': 'Loading the plan…',
  'renew.renewalType': 'How it renews',
  'renew.renewalType.auto': 'Automatically',
  'renew.renewalType.manual': 'Manually',
  'renew.startDate': 'Start date',
  'renew.endDate': 'End date',
  'renew.renewalDate': 'Auto-renewal date',
  'renew.renewalDateHint': 'The day the plan renews by itself.',
  'renew.endBeforeStart': 'The end date must be after the start date.',
  'renew.submit': 'Save renewal',
  'renew.submitting': 'Saving…',
  'renew.submitted': 'The {service} plan is renewed.',
  'renew.notFound': 'This plan no longer exists, so it cannot be renewed.',
  'renew.forbidden': 'This plan belongs to another account, so it cannot be renewed here.',
  'renew.cancelled': 'This plan is cancelled and cannot be renewed.',

  // CancelSubscriptionDialog
  'cancel.title': 'Cancel {service}',
  'cancel.titleGeneric': 'Cancel plan',
  'cancel.loading': 'Loading the plan…',
  'cancel.confirm': 'The {service} plan for {company} ends at once. This cannot be undone.',
  'cancel.keep': 'Keep plan',
  'cancel.submit': 'Cancel plan',
  'cancel.submitting': 'Cancelling…',
  'cancel.submitted': 'The {service} plan is cancelled.',
  'cancel.ra.explain':
    'To cancel a Registered Agent plan, upload proof that {company} has appointed a new registered agent. The cancellation then goes to review.',
  'cancel.ra.file': 'Proof of the new registered agent',
  'cancel.ra.title': 'Document title',
  'cancel.ra.fileRequired': 'Choose the proof document.',
  'cancel.ra.titleRequired': 'Give the document a title.',
  'cancel.ra.submit': 'Send for review',
  'cancel.ra.submitting': 'Sending…',
  'cancel.ra.submitted': 'Sent for review. The plan stays active until the new agent is confirmed.',
  'cancel.alreadyCancelled': 'This plan is already cancelled.',
  'cancel.inReview': 'A cancellation of this plan is already in review.',
  'cancel.notFound': 'This plan no longer exists.',
  'cancel.proofRefused': 'The service refused the proof document. Check the file and its title.',
} as const

/** A message id: a key of the en-US catalog. */
export type MessageId = keyof typeof en

/** A complete catalog: every message id with its text (what `es` is; what a new language must be). */
export type FilingKitMessages = Readonly<Record<MessageId, string>>
