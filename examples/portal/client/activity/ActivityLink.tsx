// The header's way to the feed: "Activity", with how many events the customer has not seen yet.
import { useEffect } from 'react'
import { hrefOf, useRoute } from '../useRoute'
import { feedFor, unseenCount, useActivityFeed } from './activityFeed'
import { useActivityText } from './activityText'
import './activity.css'

export function ActivityLink({ customerId }: { customerId: string }) {
  const t = useActivityText()
  const route = useRoute()
  useEffect(() => feedFor(customerId), [customerId])
  const count = unseenCount(useActivityFeed())
  return (
    <a
      className="acme-activity-link"
      href={hrefOf({ page: 'activity' })}
      aria-current={route.page === 'activity' ? 'page' : undefined}
    >
      {/* The name is the visible text ("Activity 2") and a word only a screen reader needs ("new"):
          an aria-label other than what is shown fails label-content-name-mismatch. */}
      {t('activity.nav')}
      {count > 0 ? (
        <>
          {' '}
          <span className="acme-activity-count">{count}</span>
          <span className="acme-visually-hidden"> {t('activity.navNew')}</span>
        </>
      ) : null}
    </a>
  )
}
