'use client'
import type { useCancelFormationOrder } from '../../hooks'
import { useBaseSubmit } from '../base/useBaseSubmit'
import { BaseView } from '../base/BaseView'
import { DialogTrigger } from '../base/DialogTrigger'
import { dialogPropsOf, useDialogControl } from '../base/useDialogControl'
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
  const dialog = useDialogControl()
  const { submit } = useBaseSubmit(cancel)
  const close = () => dialog.onOpenChange(false)

  const confirm = () => {
    submit({ orderGuid }, { onSuccess: close })
  }

  return (
    <>
      <div className="fk-actions">
        <DialogTrigger variant="danger" dialog={dialog} onClick={() => cancel.reset()}>
          {t('formationTracker.cancel.open')}
        </DialogTrigger>
      </div>
      <Dialog
        {...dialogPropsOf(dialog)}
        title={t('formationTracker.cancel.title')}
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
            <Button onClick={close} disabled={cancel.isPending}>
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
