import type { EntityType } from '../../hooks'
import type { Text } from '../base/useText'
import type { FormationMessageId } from '../messages/en/formation'

// The service's phase and status values (partner-api-facts.md, order lifecycle) in plain words.

const PHASE_MESSAGE: Record<string, FormationMessageId> = {
  'Order Received': 'formation.phase.OrderReceived',
  'Reviewing Information': 'formation.phase.ReviewingInformation',
  Processing: 'formation.phase.Processing',
  'Submitted to Agency': 'formation.phase.SubmittedToAgency',
  'Filing Approved': 'formation.phase.FilingApproved',
  Complete: 'formation.phase.Complete',
  'On Hold': 'formation.phase.OnHold',
  Cancelled: 'formation.phase.Cancelled',
}

const STATUS_MESSAGE: Record<string, FormationMessageId> = {
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
export function phaseName(phase: string, { t }: Pick<Text<FormationMessageId>, 't'>): string {
  const id = PHASE_MESSAGE[phase]
  return id ? t(id) : phase
}

/** What a status means for the customer; one the facts do not list is shown as written. */
export function statusSentence(
  status: string | null | undefined,
  { t }: Pick<Text<FormationMessageId>, 't'>,
): string {
  if (!status) return t('formationTracker.notYet')
  const id = STATUS_MESSAGE[status]
  return id ? t(id) : t('formation.status.other', { status })
}

/** The label of a create-order field, by its member name (`contactEmail`). */
export function fieldLabel(field: string, { t }: Pick<Text<FormationMessageId>, 't'>): string {
  return t(`formation.field.${field}` as FormationMessageId)
}

/** The message for a refused field: nothing typed, or a value whose format is wrong. */
export function fieldProblemText(
  field: string,
  problem: 'required' | 'invalid',
  { t }: Pick<Text<FormationMessageId>, 't'>,
): string {
  if (problem === 'required') return t('field.required')
  if (/Email$/.test(field)) return t('formation.invalid.email')
  if (/Zip$/.test(field)) return t('formation.invalid.zip')
  if (/SSN$/.test(field)) return t('formation.invalid.ssn')
  if (/State(Initial)?$/.test(field)) return t('formation.invalid.state')
  return t('formation.invalid.generic')
}

const ENTITY_MESSAGE: Record<EntityType, FormationMessageId> = {
  LLC: 'formation.entity.LLC',
  'C-Corp': 'formation.entity.CCorp',
  'S-Corp': 'formation.entity.SCorp',
  'Non-Profit Corporation': 'formation.entity.NonProfitCorporation',
  'Professional Corporation': 'formation.entity.ProfessionalCorporation',
}

/** An entity type in words: `C-Corp` → "C corporation". */
export function entityName(type: EntityType, { t }: Pick<Text<FormationMessageId>, 't'>): string {
  return t(ENTITY_MESSAGE[type])
}

/**
 * A service refusal on a field (BF-10) in plain words: "Please enter a value for ResponsiblePartySSN"
 * becomes "This field is required." on that field; a message of another shape is shown as sent.
 */
export function serviceFieldMessage(
  path: string,
  message: string,
  words: Pick<Text<FormationMessageId>, 't'>,
): string {
  const field = path.split('.').pop() ?? path
  if (/please (enter|provide) a valid value/i.test(message)) return fieldProblemText(field, 'invalid', words)
  if (/please (enter|provide) a value/i.test(message)) return fieldProblemText(field, 'required', words)
  return message
}
