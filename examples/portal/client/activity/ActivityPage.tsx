// The activity feed: the signed-in customer's events from the portal's watcher, newest first, each
// linking to where the customer acts (the order's tracker, the filing's form). With the simulator,
// the clock control beside it makes events arrive.
import { useContext, useEffect, useState } from 'react'
import { ClockControl } from '../ClockControl'
import type { SessionInfo } from '../session'
import { LanguageContext } from '../text'
import { markSeen, useActivityFeed } from './activityFeed'
import { useActivityText } from './activityText'
import { describeEvent } from './describeEvent'

export function ActivityPage({ session }: { session: SessionInfo }) {
  const t = useActivityText()
  const feed = useActivityFeed()
  const when = new Intl.DateTimeFormat(useContext(LanguageContext), {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  // What the customer has in front of them counts as seen; the "New" marks stay until they leave.
  const shownIds = feed.events.map((event) => event.id).join(' ')
  useEffect(() => {
    if (shownIds) markSeen(shownIds.split(' '))
  }, [shownIds])
  const [firstSeen] = useState(() => feed.seen)

  return (
    <div className="acme-page">
      <div className="acme-page-head">
        <h1>{t('activity.title')}</h1>
        <p className="acme-lead">{t('activity.lead')}</p>
      </div>
      <div className={session.simulator ? 'acme-columns acme-columns-main' : 'acme-single'}>
        <div className="acme-card">
          {feed.failed ? (
            <p role="alert" className="acme-notice acme-notice-danger">
              {t('activity.failed')}
            </p>
          ) : null}
          {feed.loaded && feed.events.length === 0 ? <p>{t('activity.empty')}</p> : null}
          <ol className="acme-activity">
            {feed.events.map((event) => {
              const described = describeEvent(event, session, t('activity.yourCompany'))
              return (
                <li key={event.id}>
                  <a href={described.href}>{t(described.text, described.values)}</a>
                  <span className="acme-muted">
                    {firstSeen.has(event.id) ? null : <strong>{t('activity.new')} · </strong>}
                    <time dateTime={event.observedAt}>{when.format(new Date(event.observedAt))}</time>
                  </span>
                </li>
              )
            })}
          </ol>
        </div>
        {session.simulator ? (
          <div className="acme-stack">
            <ClockControl />
          </div>
        ) : null}
      </div>
    </div>
  )
}
