import { isPartnerApiError, type PartnerApiError, type PartnerApiErrorKind } from '../../hooks'
import type { CommonMessageId } from '../messages/en/common'
import type { Text } from './useText'

const KIND_MESSAGE: Record<PartnerApiErrorKind, CommonMessageId> = {
  unauthorized: 'error.unauthorized',
  forbidden: 'error.forbidden',
  validation: 'error.validation',
  not_found: 'error.notFound',
  rate_limited: 'error.rateLimited',
  server: 'error.server',
  network: 'error.network',
  timeout: 'error.timeout',
  aborted: 'error.aborted',
  contract: 'error.contract',
}

/**
 * A component's own reading of an error, tried before the general one (e.g. CMP-16's "already
 * cancelled"). `Id` is the message ids of the component's area.
 */
export interface ErrorRule<Id extends string = never> {
  when: (error: PartnerApiError) => boolean
  message: Id | CommonMessageId
  /** The heading in place of the general one. */
  title?: Id | CommonMessageId
  /** Asking again may change the answer (e.g. an order the service has not made yet): the retry button's words. */
  retry?: Id | CommonMessageId
}

/** The component's own reading of `error`, if one of its rules fits. */
export const ruleFor = <Id extends string>(
  error: unknown,
  rules: readonly ErrorRule<Id>[] = [],
): ErrorRule<Id> | undefined =>
  isPartnerApiError(error) ? rules.find((candidate) => candidate.when(error)) : undefined

/**
 * The sentence to show for an error. The service's own words appear only for a validation refusal
 * with no field to put them on, where they tell the user what to fix; every other kind gets a plain
 * sentence, and anything that is not a PartnerApiError the generic one.
 */
export function describeError<Id extends string = never>(
  error: unknown,
  { t }: Pick<Text<Id>, 't'>,
  rules: readonly ErrorRule<Id>[] = [],
): string {
  if (!isPartnerApiError(error)) return t('error.unexpected')
  const rule = ruleFor(error, rules)
  if (rule) return t(rule.message)
  if (error.kind === 'validation') {
    if (Object.keys(error.fieldErrors).length > 0) return t('error.fieldsTitle')
    const detail = error.serviceMessage ?? error.errorMessages[0]
    return detail ? t('error.validation', { detail }) : t('error.validationGeneric')
  }
  return t(KIND_MESSAGE[error.kind])
}

/** A refusal by the service of some answers, named by field: the owner can fix them, nothing broke. */
export const refusesFields = (error: unknown): boolean =>
  isPartnerApiError(error) && error.kind === 'validation' && Object.keys(error.fieldErrors).length > 0

/**
 * Whether asking again could change the answer: never for a refusal or a record that is not there,
 * unless the component's rule for the error says it may.
 */
export const offersRetry = <Id extends string>(error: unknown, rules?: readonly ErrorRule<Id>[]): boolean =>
  !['forbidden', 'not_found'].includes((error as { kind: string } | null)?.kind as string) ||
  ruleFor(error, rules)?.retry !== undefined

/**
 * Whether the service's message matches `pattern` (a CMP rule's wording). Called at module level to
 * build rules: marked free of side effects so a bundler can drop the rules of a component not used.
 */
/* @__NO_SIDE_EFFECTS__ */
export const serviceSays =
  (pattern: RegExp) =>
  (error: PartnerApiError): boolean =>
    pattern.test(error.serviceMessage ?? '') || error.errorMessages.some((text) => pattern.test(text))
