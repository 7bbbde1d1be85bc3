// Which page shows, from the URL's hash.
import type { SessionInfo } from './session'
import { useRoute } from './useRoute'
import { ActivityPage } from './activity/ActivityPage'
import { CompanyPage } from './pages/CompanyPage'
import { Dashboard } from './pages/Dashboard'
import { FormationPage } from './pages/FormationPage'
import { FilingsPage } from './pages/FilingsPage'
import { ImportPage } from './pages/ImportPage'
import { NewCompanyPage } from './pages/NewCompanyPage'
import { TaxPage } from './pages/TaxPage'

export function Pages({ session, onOrdersChanged }: { session: SessionInfo; onOrdersChanged(): void }) {
  const route = useRoute()
  switch (route.page) {
    case 'dashboard':
      return <Dashboard session={session} />
    case 'company':
      return (
        <CompanyPage
          key={route.companyId}
          companyId={route.companyId}
          alertId={route.alertId}
          today={session.today ?? undefined}
        />
      )
    case 'formation':
      return <FormationPage session={session} orderGuid={route.orderGuid} onCreated={onOrdersChanged} />
    case 'tax':
      return <TaxPage session={session} orderGuid={route.orderGuid} onCreated={onOrdersChanged} />
    case 'import':
      return <ImportPage />
    case 'filings':
      return <FilingsPage receiptId={route.receiptId} />
    case 'new-company':
      return <NewCompanyPage />
    case 'activity':
      return <ActivityPage session={session} />
  }
}
