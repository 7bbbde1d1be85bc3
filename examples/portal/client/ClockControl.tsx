// Simulator only: the "move the simulated clock" control beside an order's tracker. The trackers poll
// with back-off (GEN-5); after moving the clock the page asks them to read again at once.
import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { filingKeys } from 'filing-kit/hooks'
import { moveClock } from './session'
import { useText } from './text'

export function ClockControl() {
  const t = useText()
  const queryClient = useQueryClient()
  const [moved, setMoved] = useState(0)
  const [busy, setBusy] = useState(false)

  const move = async (steps: number) => {
    setBusy(true)
    try {
      await moveClock(steps)
      await queryClient.invalidateQueries({ queryKey: filingKeys.all })
      setMoved((count) => count + steps)
    } finally {
      setBusy(false)
    }
  }

  return (
    <aside className="acme-card acme-clock" aria-labelledby="clock-title">
      <h2 id="clock-title">{t('clock.title')}</h2>
      <p>{t('clock.lead')}</p>
      <div className="acme-row">
        <button type="button" className="acme-button" disabled={busy} onClick={() => void move(1)}>
          {t('clock.move')}
        </button>
        <button
          type="button"
          className="acme-button acme-button-quiet"
          disabled={busy}
          onClick={() => void move(5)}
        >
          {t('clock.moveMany')}
        </button>
      </div>
      <p role="status" className="acme-muted">
        {moved > 0 ? t('clock.moved', { count: moved }) : ''}
      </p>
    </aside>
  )
}
