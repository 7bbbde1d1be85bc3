// The portal's activity feed (issue 33): the watcher runs in the portal's server, follows the order a
// customer places through the proxy, and the customer reads what happened in their own words: a
// count in the header once the clock moves, and a feed whose items open the order's tracker.
// FK_SCREENSHOTS=1 writes the feed in light and dark, 390 and 1280 px, en and es.
import { chromiumPortal, NARROW, WIDE } from './chromiumPortal'
import { placeFormationOrder } from './placeFormationOrder'
import { AXE_RUN, AXE_SOURCE } from './plainPage'

const portal = chromiumPortal('activity')
const visit = portal.visit

/**
 * Moves the clock (`move`, as the clock control does) until the watcher has told Dana of the order
 * (`orderEvents`), pressing again while nothing has come, as a person would. The watcher reads an
 * order once a second: its first read of a new one may come after the first move, and is then where
 * it starts from, so only a later move is news. Each press waits for the one before it to land; an
 * extra press only moves the order on. (One press a 5-second wait, this waited 5 s most times.)
 */
async function moveClockUntilTold(move: () => Promise<unknown>, orderEvents: () => Promise<number>) {
  await expect
    .poll(
      async () => {
        await move()
        return orderEvents()
      },
      { timeout: 30_000, interval: 1000 },
    )
    .toBeGreaterThan(0)
}

let placed: Promise<void> | undefined
/**
 * For the tests that look at a feed with something in it, each runnable alone: an order of Dana's,
 * placed through the proxy, and the clock moved (as the clock control does) until the watcher has
 * told her something.
 */
function danaHasEvents(): Promise<void> {
  placed ??= (async () => {
    const url = portal.stack.url
    const orderGuid = await placeFormationOrder(url, 'dana')
    const signedIn = await fetch(`${url}/demo/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ customerId: 'dana' }),
    })
    const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!
    const events = async () => {
      const answer = await fetch(`${url}/demo/activity`, { headers: { cookie } })
      const { events } = (await answer.json()) as { events: { subject: { id: string } }[] }
      return events.filter((event) => event.subject.id === orderGuid).length
    }
    await moveClockUntilTold(
      () =>
        fetch(`${url}/demo/clock`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ steps: 1 }),
        }),
      events,
    )
  })()
  return placed
}

describe('the activity feed', () => {
  it('counts new events in the header once the clock moves, and each links to where the owner acts', async () => {
    const orderGuid = await placeFormationOrder(portal.stack.url, 'dana')
    const { page, shot } = await visit({ customer: 'dana', path: `#/formation/${orderGuid}` })
    await page.locator('[data-fk="FormationOrderTracker"][data-state="ready"]').waitFor()
    // Move the clock with the page's control until the watcher has seen the order change. The feed's
    // own route, read with the page's session, says when; the header must then count it.
    const orderEvents = async () => {
      const answer = await page.request.get(`${portal.stack.url}/demo/activity`)
      const { events } = (await answer.json()) as { events: { subject: { id: string } }[] }
      return events.filter((event) => event.subject.id === orderGuid).length
    }
    await moveClockUntilTold(
      () => page.getByRole('button', { name: 'Move the clock one step' }).click(),
      orderEvents,
    )
    const count = page.getByRole('link', { name: /^Activity \d+ new$/ })
    await count.waitFor()
    await shot('activity-count-en-light-1280')

    await count.click()
    await page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor()
    // This order's item (another test may have placed one for the same business).
    const item = page
      .getByRole('link', { name: /^Your order for Whitfield Plain LLC / })
      .and(page.locator(`[href="#/formation/${orderGuid}"]`))
      .first()
    await item.waitFor()
    expect(await page.getByText(/formation|order\.|orderGuid|8015f/).count()).toBe(0)
    // Seen once the feed is open: the header's count is gone.
    await page.getByRole('link', { name: 'Activity', exact: true }).waitFor()
    await page.evaluate(AXE_SOURCE)
    expect(await page.evaluate(AXE_RUN)).toEqual([])
    await shot('activity-en-light-1280')

    await item.click()
    await page.waitForURL(new RegExp(`#/formation/${orderGuid}$`))
    await page.locator('[data-fk="FormationOrderTracker"][data-state="ready"]').waitFor()
  })

  it('reads the same in Spanish, light and dark, wide and narrow, with no axe violations', async () => {
    for (const [viewport, colorScheme, language] of [
      [NARROW, 'dark', 'es'],
      [WIDE, 'dark', 'es'],
      [NARROW, 'light', 'en'],
    ] as const) {
      await danaHasEvents()
      const { page, shot } = await visit({ customer: 'dana', path: '#/activity', viewport, colorScheme })
      if (language === 'es') await page.getByLabel('Language').selectOption('es')
      const title = language === 'es' ? 'Actividad' : 'Activity'
      await page.getByRole('heading', { level: 1, name: title }).waitFor()
      await page.getByRole('listitem').first().waitFor()
      if (language === 'es')
        await page
          .getByRole('link', { name: /^Tu pedido para Whitfield Plain LLC / })
          .first()
          .waitFor()
      await page.evaluate(AXE_SOURCE)
      expect(await page.evaluate(AXE_RUN)).toEqual([])
      await shot(`activity-${language}-${colorScheme}-${viewport.width}`)
    }
  })

  it('shows one customer none of another customer’s events', async () => {
    await danaHasEvents()
    const { page } = await visit({ customer: 'marcus', path: '#/activity' })
    await page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor()
    // Loaded: empty, or the events of Marcus's own companies (alerts may open as the clock moves).
    await page.getByText('Nothing yet.', { exact: false }).or(page.getByRole('listitem').first()).waitFor()
    expect(await page.getByText('Whitfield Plain LLC').count()).toBe(0)
  })
})
