'use client'
import { useId, useState } from 'react'
import type { useCancelFormationOrder } from '../../hooks'
import { useSendOnce } from '../base/useSendOnce'
import { BaseView } from '../base/BaseView'
import { useComponents } from '../base/useComponents'
import { useText } from '../base/useText'
import { formationMessages } from '../messages/en/formation'
import { formationTrackerMessages } from '../messages/en/formationTracker'

/** The "Cancel order" button and its confirmation, which says the cancellation cannot be undone. */
export function CancelFormationOrder({
  orderGuid,
  company,
  cancel,
}: {
  orderGuid: string
  company: string | undefined
  /** The tracker's own mutation: it outlives this button, which goes away once the order reads Cancelled. */
  cancel: ReturnType<typeof useCancelFormationOrder>
}) {
  const { Button, Dialog } = useComponents()
  const { t } = useText(formationMessages, formationTrackerMessages)
  const [open, setOpen] = useState(false)
  const once = useSendOnce()
  const dialogId = useId()

  const confirm = () => {
    once((done) => cancel.mutate({ orderGuid }, { onSuccess: () => setOpen(false), onSettled: done }))
  }

  return (
    <>
      <div className="fk-actions">
        <Button
          variant="danger"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={dialogId}
          onClick={() => {
            cancel.reset()
            setOpen(true)
          }}
        >
          {t('formationTracker.cancel.open')}
        </Button>
      </div>
      <Dialog
        id={dialogId}
        open={open}
        title={t('formationTracker.cancel.title')}
        onClose={() => setOpen(false)}
        dismissible={!cancel.isPending}
        closeLabel={t('common.close')}
      >
        <div className="fk-form">
          <p>
            {company
              ? t('formationTracker.cancel.explain', { company })
              : t('formationTracker.cancel.explainGeneric')}
          </p>
          <BaseView write={cancel} />
          <div className="fk-actions fk-actions-end">
            <Button onClick={() => setOpen(false)} disabled={cancel.isPending}>
              {t('formationTracker.cancel.keep')}
            </Button>
            <Button variant="danger" busy={cancel.isPending} onClick={confirm}>
              {cancel.isPending
                ? t('formationTracker.cancel.submitting')
                : t('formationTracker.cancel.confirm')}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  )
}
