'use client'
import { useComponents } from './useComponents'
import { useText } from './useText'

/**
 * What a form says when its checks' chunk did not load (`useChecks`'s `failed`): nothing was sent,
 * the owner's answers stay, and "Try again" loads the checks again (and, for a submit, sends).
 */
export function ChecksFailedAlert({ onRetry }: { onRetry: () => void }) {
  const { Alert, Button } = useComponents()
  const { t } = useText()
  return (
    <Alert
      tone="error"
      title={t('error.title')}
      action={<Button onClick={onRetry}>{t('common.retry')}</Button>}
    >
      {t('error.network')}
    </Alert>
  )
}
