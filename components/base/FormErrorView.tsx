'use client'
import type { ComponentProps, ReactNode } from 'react'
import { refusalMessages } from '../messages/en/refusal'
import { ErrorView } from './Base'
import { describeError, refusesFields } from './errors'
import { useComponents } from './useComponents'
import { useText, type MessageArea } from './useText'

/**
 * A form's ErrorView. When the service refused answers it named (they are flagged on their fields),
 * nothing went wrong: the owner can fix them, so it is headed "The service did not accept some
 * answers", not "Something went wrong", and offers no retry (sending the same answers again changes
 * nothing). `children`, when given, replaces the body of such a refusal: for answers the service named
 * that are not on the form, its own words say what to fix, not "correct the highlighted fields". Its
 * own file and words, so a component that needs no such heading does not ship them.
 */
export function FormErrorView<Area extends MessageArea = Readonly<Record<never, string>>>(
  props: ComponentProps<typeof ErrorView<Area>> & { children?: ReactNode },
) {
  const { Alert } = useComponents()
  const text = useText(props.area, refusalMessages)
  return refusesFields(props.error) ? (
    <Alert tone="error" title={text.t('refusal.fieldsTitle')}>
      {props.children ?? describeError(props.error, text, props.rules)}
    </Alert>
  ) : (
    <ErrorView {...props} />
  )
}
