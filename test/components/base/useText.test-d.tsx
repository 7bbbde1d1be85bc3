// Type tests (checked by `tsc -p tsconfig.json`): a component looks up only the ids of the areas it
// named, so it cannot show a string whose en-US text its bundle does not carry.
import { expectTypeOf } from 'vitest'
import { ErrorView } from '../../../components/base/Base'
import type { ErrorRule } from '../../../components/base/errors'
import { useText, type Text } from '../../../components/base/useText'
import { en, type FilingKitMessages, type MessageId } from '../../../components'
import { planMessages } from '../../../components/messages/en/plans'
import {
  subscriptionMessages,
  type SubscriptionMessageId,
} from '../../../components/messages/en/subscriptions'
import { taxRegistrationMessages } from '../../../components/messages/en/taxRegistration'

export function Subscriptions() {
  const text = useText(subscriptionMessages, planMessages)
  text.t('subscriptions.heading')
  text.t('service.AnnualReport')
  text.t('common.retry', { unused: 1 })
  // @ts-expect-error an id of another area: its en-US text is not in this component's bundle
  text.t('tax.tracker.notFound')
  // A helper taking fewer areas accepts it; common-only helpers (errors) too.
  expectTypeOf(text).toExtend<Pick<Text<SubscriptionMessageId>, 't'>>()
  expectTypeOf(text).toExtend<Pick<Text, 't'>>()
  return null
}

export function Common() {
  const { t } = useText()
  t('error.title')
  // @ts-expect-error no area named: common ids only
  t('subscriptions.heading')
  return null
}

const RULES: readonly ErrorRule<SubscriptionMessageId>[] = [
  { when: (error) => error.kind === 'not_found', message: 'cancel.notFound' },
]
export const rightArea = <ErrorView error={null} rules={RULES} area={subscriptionMessages} />
// @ts-expect-error the rules' messages are not in the area ErrorView looks up
export const wrongArea = <ErrorView error={null} rules={RULES} area={taxRegistrationMessages} />
// @ts-expect-error rules without their area: ErrorView would have no en-US text for them
export const noArea = <ErrorView error={null} rules={RULES} />

// The public catalog and its types are unchanged: every id, with its literal en-US text.
expectTypeOf<MessageId>().toEqualTypeOf<keyof typeof en>()
expectTypeOf(en['subscriptions.heading']).toEqualTypeOf<'Subscription plans'>()
expectTypeOf<FilingKitMessages>().toEqualTypeOf<Readonly<Record<MessageId, string>>>()
