// One company the customer already runs, added with CompanyForm (CMP-3). The portal's server gives the
// new company to this customer as the service answers (see portalProxy.ts), so its page opens at once.
import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { filingKeys } from 'filing-kit/hooks'
import { CompanyForm } from 'filing-kit/components'
import { useText } from '../text'
import { hrefOf } from '../useRoute'

export function NewCompanyPage() {
  const t = useText()
  const queryClient = useQueryClient()
  const [added, setAdded] = useState<{ companyId: string } | null>(null)
  return (
    <div className="acme-page">
      <div className="acme-page-head">
        <h1>{t('newCompany.title')}</h1>
        <p className="acme-lead">{t('newCompany.lead')}</p>
      </div>
      <div className="acme-card">
        <CompanyForm
          onCreated={({ companyId }) => {
            // The dashboard's company list was read before this one existed.
            void queryClient.invalidateQueries({ queryKey: filingKeys.all })
            setAdded({ companyId })
          }}
        />
      </div>
      {/* The form says it was added; the portal adds where to find it. */}
      {added ? (
        <p role="status" className="acme-notice acme-notice-success">
          <a href={hrefOf({ page: 'company', companyId: added.companyId })}>{t('newCompany.open')}</a>
        </p>
      ) : null}
    </div>
  )
}
