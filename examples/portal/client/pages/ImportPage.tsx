// Bulk import: a CSV or JSON file of companies, mapped, checked and sent in batches. The portal's
// server gives the new companies to this customer as the service answers (see portalProxy.ts).
import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { filingKeys } from 'filing-kit/hooks'
import { BulkCompanyImport } from 'filing-kit/components'
import { useText } from '../text'
import { hrefOf } from '../useRoute'

export function ImportPage() {
  const t = useText()
  const queryClient = useQueryClient()
  const [imported, setImported] = useState(false)
  return (
    <div className="acme-page">
      <div className="acme-page-head">
        <h1>{t('import.title')}</h1>
        <p className="acme-lead">{t('import.lead')}</p>
        <p>
          <a href={hrefOf({ page: 'new-company' })}>{t('import.single')}</a>
        </p>
      </div>
      {/* The import says how many; the portal adds where to find them. Above the import, not below:
          the import's end screen loads a moment after the import completes and grows the card, and a
          link below it would move out from under the owner's pointer as they reach for it. */}
      {imported ? (
        <p role="status" className="acme-notice acme-notice-success">
          {t('import.done')} <a href={hrefOf({ page: 'dashboard' })}>{t('import.toDashboard')}</a>
        </p>
      ) : null}
      <div className="acme-card">
        <BulkCompanyImport
          onComplete={() => {
            setImported(true)
            // The dashboard's company list was read before these existed.
            void queryClient.invalidateQueries({ queryKey: filingKeys.all })
          }}
        />
      </div>
    </div>
  )
}
