import type { Text } from '../base/useText'
import type { FormationTrackerMessageId } from '../messages/en/formationTracker'

// The service's phase and status values (partner-api-facts.md, order lifecycle) in plain words.

const PHASE_MESSAGE: Record<string, FormationTrackerMessageId> = {
  'Order Received': 'formation.phase.OrderReceived',
  'Reviewing Information': 'formation.phase.ReviewingInformation',
  Processing: 'formation.phase.Processing',
  'Submitted to Agency': 'formation.phase.SubmittedToAgency',
  'Filing Approved': 'formation.phase.FilingApproved',
  Complete: 'formation.phase.Complete',
  'On Hold': 'formation.phase.OnHold',
  Cancelled: 'formation.phase.Cancelled',
}

const STATUS_MESSAGE: Record<string, FormationTrackerMessageId> = {
  'Third Party Received': 'formation.status.ThirdPartyReceived',
  'Ready for Editing': 'formation.status.ReadyForEditing',
  'Returned to Editing': 'formation.status.ReturnedToEditing',
  'Ready for Processing': 'formation.status.ReadyForProcessing',
  'Signature Needed RFI': 'formation.status.SignatureNeededRFI',
  'Filing Rejected': 'formation.status.FilingRejected',
  'State - Awaiting Approval': 'formation.status.StateAwaitingApproval',
  'Awaiting Docs': 'formation.status.AwaitingDocs',
  'Prepare for Completion': 'formation.status.PrepareForCompletion',
  'Complete Info Received': 'formation.status.CompleteInfoReceived',
  'Missing Information': 'formation.status.MissingInformation',
  'Data Needed RFI': 'formation.status.DataNeededRFI',
  'Requested by Client': 'formation.status.RequestedByClient',
  'Requested by API Partner': 'formation.status.RequestedByAPIPartner',
  'Client Unresponsive': 'formation.status.ClientUnresponsive',
}

/** A phase's name; one the facts do not list is shown as the service wrote it. */
export function formationPhaseName(phase: string, { t }: Pick<Text<FormationTrackerMessageId>, 't'>): string {
  const id = PHASE_MESSAGE[phase]
  return id ? t(id) : phase
}

/** What a status means for the customer; one the facts do not list is shown as written. */
export function statusSentence(
  status: string | null | undefined,
  { t }: Pick<Text<FormationTrackerMessageId>, 't'>,
): string {
  if (!status) return t('formationTracker.notYet')
  const id = STATUS_MESSAGE[status]
  return id ? t(id) : t('formation.status.other', { status })
}
