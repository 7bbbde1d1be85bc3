import type { Text } from '../base/useText'
import type { ComplianceMessageId } from '../messages/en/compliance'

// The service records an alert's progress as CRM sales stages (spec 2.5: `status` / `stageName`).
// An owner reads what the stage means for their filing, never the stage itself (design.md, "Words").
const KNOWN: Readonly<Record<string, ComplianceMessageId>> = {
  prospecting: 'compliance.stage.Prospecting',
  'closed won': 'compliance.stage.ClosedWon',
  'closed lost': 'compliance.stage.ClosedLost',
}

/** Whether a stage means the alert is over (its filing submitted, or dropped). */
export const isClosedStage = (stage: string | null | undefined) => /^\s*closed\b/i.test(stage ?? '')

/**
 * An alert's stage in the owner's words: the known stages by name, any other as "Open" or "Closed"
 * (never the raw CRM id); `—` without one.
 */
export function alertStageName(
  stage: string | null | undefined,
  { t }: Pick<Text<ComplianceMessageId>, 't'>,
): string {
  if (!stage?.trim()) return t('common.notSet')
  const known = KNOWN[stage.trim().toLowerCase().replace(/\s+/g, ' ')]
  if (known) return t(known)
  return t(isClosedStage(stage) ? 'compliance.stage.closed' : 'compliance.stage.open')
}
