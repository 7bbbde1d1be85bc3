// The portal routes in the URL's hash (#/companies/…): the server serves one page, and links work
// without a router library.
import { useSyncExternalStore } from 'react'

export type Route =
  | { page: 'dashboard' }
  | { page: 'company'; companyId: string; alertId?: string }
  | { page: 'formation'; orderGuid?: string }
  | { page: 'tax'; orderGuid?: string }
  | { page: 'import' }
  | { page: 'filings'; receiptId?: string }
  | { page: 'new-company' }
  | { page: 'activity' }

export function parseRoute(hash: string): Route {
  const [page, id, sub, subId] = hash.replace(/^#\/?/, '').split('/').map(decodeURIComponent)
  if (page === 'companies' && id === 'new' && !sub) return { page: 'new-company' }
  if (page === 'companies' && id)
    return { page: 'company', companyId: id, ...(sub === 'alerts' && subId ? { alertId: subId } : {}) }
  if (page === 'formation') return { page: 'formation', ...(id ? { orderGuid: id } : {}) }
  if (page === 'tax') return { page: 'tax', ...(id ? { orderGuid: id } : {}) }
  if (page === 'import') return { page: 'import' }
  if (page === 'filings') return { page: 'filings', ...(id ? { receiptId: id } : {}) }
  if (page === 'activity') return { page: 'activity' }
  return { page: 'dashboard' }
}

export function hrefOf(route: Route): string {
  const part = (value: string) => encodeURIComponent(value)
  switch (route.page) {
    case 'dashboard':
      return '#/'
    case 'company':
      return `#/companies/${part(route.companyId)}${route.alertId ? `/alerts/${part(route.alertId)}` : ''}`
    case 'formation':
    case 'tax':
      return `#/${route.page}${route.orderGuid ? `/${part(route.orderGuid)}` : ''}`
    case 'import':
      return '#/import'
    case 'filings':
      return `#/filings${route.receiptId ? `/${part(route.receiptId)}` : ''}`
    case 'new-company':
      return '#/companies/new'
    case 'activity':
      return '#/activity'
  }
}

export function navigate(route: Route): void {
  window.location.hash = hrefOf(route)
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange)
  return () => window.removeEventListener('hashchange', onChange)
}

export function useRoute(): Route {
  const hash = useSyncExternalStore(subscribe, () => window.location.hash)
  return parseRoute(hash)
}
