import type { ListAlertsQuery, ListSubscriptionsQuery, OperationName, PackagesParams } from '../src/index'

const ROOT = 'filing-kit'

/** Drops `undefined` members so `{ companyId: undefined }` and `{}` name the same list. */
function defined<T extends object>(params: T): T {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as T
}

/** A query's key names the company: its detail, or an alert or subscription list filtered by it. */
const companyScope =
  (partnerId: string, companyId: string) =>
  ({ queryKey }: { queryKey: readonly unknown[] }): boolean => {
    const [root, pid, product, kind, part, last] = queryKey
    if (root !== ROOT || pid !== partnerId || product !== 'compliance' || queryKey.length !== 6) return false
    if (kind === 'companies') return part === 'detail' && last === companyId
    return (
      (kind === 'alerts' || kind === 'subscriptions') &&
      part === 'list' &&
      typeof last === 'object' &&
      last !== null &&
      (last as { companyId?: unknown }).companyId === companyId
    )
  }

const partner = (partnerId: string) => [ROOT, partnerId] as const
const compliance = (partnerId: string) => [...partner(partnerId), 'compliance'] as const
const formation = (partnerId: string) => [...partner(partnerId), 'formation'] as const
const taxRegistration = (partnerId: string) => [...partner(partnerId), 'taxRegistration'] as const

/**
 * Every query key of filing-kit. Keys are hierarchical, `['filing-kit', partnerId, product, …]`, so
 * invalidating a prefix reaches everything under it, and two partners never share a cache entry.
 * List keys end with their filter object: invalidating `alertList(pid, { companyId })` reaches that
 * company's alert lists of every type (TanStack matches object keys partially).
 * @example
 * queryClient.invalidateQueries({ queryKey: filingKeys.compliance.all(partnerId) })
 */
export const filingKeys = {
  /** Everything filing-kit caches, every partner. */
  all: [ROOT] as const,
  /** Everything of one partner. */
  partner,
  /**
   * The key of a write, `['filing-kit', partnerId, operation]`, for `useIsMutating`,
   * `useMutationState` and `queryClient.isMutating` (mutations live in their own cache).
   * @example
   * useIsMutating({ mutationKey: filingKeys.mutation(partnerId, 'compliance.submitAlertForms') })
   */
  mutation: (partnerId: string, operation: OperationName) => [...partner(partnerId), operation] as const,
  compliance: {
    /** Every Compliance query of a partner. */
    all: compliance,
    /** The company list and every company. */
    companies: (partnerId: string) => [...compliance(partnerId), 'companies'] as const,
    companyList: (partnerId: string) => [...compliance(partnerId), 'companies', 'list'] as const,
    company: (partnerId: string, companyId: string) =>
      [...compliance(partnerId), 'companies', 'detail', companyId] as const,
    /** Every alert list and every alert. */
    alerts: (partnerId: string) => [...compliance(partnerId), 'alerts'] as const,
    /** Alert lists; without `query`, all of them. */
    alertLists: (partnerId: string) => [...compliance(partnerId), 'alerts', 'list'] as const,
    alertList: (partnerId: string, query: ListAlertsQuery = {}) =>
      [...compliance(partnerId), 'alerts', 'list', defined(query)] as const,
    alert: (partnerId: string, alertId: string) =>
      [...compliance(partnerId), 'alerts', 'detail', alertId] as const,
    subscriptions: (partnerId: string) => [...compliance(partnerId), 'subscriptions'] as const,
    subscriptionLists: (partnerId: string) => [...compliance(partnerId), 'subscriptions', 'list'] as const,
    subscriptionList: (partnerId: string, query: ListSubscriptionsQuery = {}) =>
      [...compliance(partnerId), 'subscriptions', 'list', defined(query)] as const,
    subscription: (partnerId: string, subscriptionId: string) =>
      [...compliance(partnerId), 'subscriptions', 'detail', subscriptionId] as const,
    /**
     * A `predicate` for `invalidateQueries`, `refetchQueries`, `removeQueries`: one company's detail
     * and every alert or subscription list filtered by it. Not unfiltered lists, and not alert or
     * subscription details (keyed by their own ids; reach them with `alerts(pid)`, `subscriptions(pid)`).
     */
    companyScope,
  },
  formation: {
    /** Every Formation query of a partner. */
    all: formation,
    packages: (partnerId: string, params: PackagesParams) =>
      [...formation(partnerId), 'packages', defined(params)] as const,
    /** Every order of a partner. */
    orders: (partnerId: string) => [...formation(partnerId), 'orders'] as const,
    /** One order: its detail and its summary. */
    order: (partnerId: string, orderGuid: string) => [...formation(partnerId), 'orders', orderGuid] as const,
    orderDetail: (partnerId: string, orderGuid: string) =>
      [...formation(partnerId), 'orders', orderGuid, 'detail'] as const,
    orderSummary: (partnerId: string, orderGuid: string) =>
      [...formation(partnerId), 'orders', orderGuid, 'summary'] as const,
  },
  taxRegistration: {
    /** Every Tax Registration query of a partner. */
    all: taxRegistration,
    orders: (partnerId: string) => [...taxRegistration(partnerId), 'orders'] as const,
    order: (partnerId: string, orderGuid: string) =>
      [...taxRegistration(partnerId), 'orders', orderGuid] as const,
  },
  /**
   * The signed-in owner's receipts, kept by the proxy: the list and each one. Every write the hooks
   * make invalidates them, as each accepted write adds one.
   */
  receipts: {
    all: (partnerId: string) => [...partner(partnerId), 'receipts'] as const,
    list: (partnerId: string) => [...partner(partnerId), 'receipts', 'list'] as const,
    receipt: (partnerId: string, receiptId: string) =>
      [...partner(partnerId), 'receipts', 'detail', receiptId] as const,
  },
} as const
