// The demo portal in Firefox (Debian's firefox-esr, headless, driven by puppeteer-core over WebDriver
// BiDi: no driver, no browser download). One Firefox per test file; each test opens its own browser
// context (its own cookies, so its own portal session) and signs in there, so tests run alone and in
// any order. Elements are found as a person finds them — by role and name, label or text — with
// Testing Library's queries, loaded into every page the context opens.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type Page } from 'puppeteer-core'
import { startDevServer, type DevServer } from '../../../scripts/devServer'
import { sharedPortalBundle } from '../../support/portalBundle'

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'
/** Generous: the machine may be busy with other work; every wait ends as soon as its state shows. */
export const WAIT_MS = 30_000

// Testing Library's browser build: defines `TestingLibraryDom` on the page's window.
const TESTING_LIBRARY = readFileSync(
  createRequire(import.meta.url).resolve('@testing-library/dom/dist/@testing-library/dom.umd.js'),
  'utf8',
)

// A fresh profile otherwise spends its start-up reaching for the network, which this machine refuses:
// experiments, updates, telemetry, safe-browsing lists, captive-portal and connectivity checks.
// (puppeteer's own profile already turns off most of the rest.)
const QUIET_PREFS: Record<string, unknown> = {
  'app.normandy.enabled': false,
  'app.update.auto': false,
  'app.update.enabled': false,
  'browser.region.update.enabled': false,
  'browser.safebrowsing.update.enabled': false,
  'browser.search.geoip.url': '',
  'datareporting.healthreport.uploadEnabled': false,
  'extensions.blocklist.enabled': false,
  'messaging-system.rsexperimentloader.enabled': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'network.dns.disablePrefetch': true,
  'network.predictor.enabled': false,
  'network.prefetch-next': false,
  'network.trr.mode': 5,
  'nimbus.rsexperimentloader.enabled': false,
  // Remote Settings takes this dummy server only with MOZ_DISABLE_NONLOCAL_CONNECTIONS set (below), and
  // then skips its syncs altogether.
  'services.settings.server': 'data:,#remote-settings-dummy/v1',
  'toolkit.telemetry.archive.enabled': false,
  'toolkit.telemetry.enabled': false,
  'toolkit.telemetry.unified': false,
}

// The tests read and type English and US dates (month, day, year), whatever the machine's locale.
const US_ENGLISH: Record<string, unknown> = {
  'intl.locale.requested': 'en-US',
  'intl.accept_languages': 'en-US, en',
  'intl.regional_prefs.use_os_locales': false,
}

export interface FirefoxPortal {
  browser: Browser
  stack: DevServer
  close(): Promise<void>
}

/** The portal's server (simulator behind it, fast writebacks) and one headless Firefox, started together. */
export async function startFirefoxPortal(): Promise<FirefoxPortal> {
  const [stack, browser] = await Promise.allSettled([
    startDevServer({
      port: 0,
      simulatorPort: 0,
      env: {},
      // The run's one bundle of the page, not one of this file's own (test/support/portalBundle.ts).
      bundle: sharedPortalBundle,
      // Writebacks land fast, orders never stop at a signature RFI, no added latency.
      simulator: { writebackDelayMs: 300, formationRfiRate: 0, latencyMs: 0 },
    }),
    puppeteer.launch({
      browser: 'firefox',
      protocol: 'webDriverBiDi',
      executablePath: FIREFOX_PATH,
      headless: true,
      extraPrefsFirefox: { ...QUIET_PREFS, ...US_ENGLISH },
      // Firefox itself refuses any connection beyond this machine (the portal is on 127.0.0.1).
      env: { ...process.env, MOZ_DISABLE_NONLOCAL_CONNECTIONS: '1' },
      timeout: 90_000,
      protocolTimeout: 90_000,
    }),
  ])
  if (stack.status === 'rejected' || browser.status === 'rejected') {
    if (stack.status === 'fulfilled') await stack.value.close()
    if (browser.status === 'fulfilled') await browser.value.close()
    throw stack.status === 'rejected' ? stack.reason : (browser as PromiseRejectedResult).reason
  }
  return {
    browser: browser.value,
    stack: stack.value,
    close: async () => {
      await browser.value.close()
      await stack.value.close()
    },
  }
}

/** A text to match: a string matches the whole text, a RegExp any part of it. */
export type Match = string | RegExp

/** How a person finds something on the page; `within` narrows the search to another such thing. */
export type Query = (
  { role: string; name?: Match; level?: number } | { label: Match } | { text: Match } | { css: string }
) & { within?: Query }

type SerialMatch = string | { source: string; flags: string }
type SerialQuery = (
  | { role: string; name?: SerialMatch; level?: number }
  | { label: SerialMatch }
  | { text: SerialMatch }
  | { css: string }
) & { within?: SerialQuery }

function serialMatch(match: Match): SerialMatch {
  return typeof match === 'string' ? match : { source: match.source, flags: match.flags }
}

function serialise(query: Query): SerialQuery {
  const within = query.within ? { within: serialise(query.within) } : {}
  if ('role' in query)
    return {
      role: query.role,
      ...(query.name === undefined ? {} : { name: serialMatch(query.name) }),
      ...(query.level === undefined ? {} : { level: query.level }),
      ...within,
    }
  if ('label' in query) return { label: serialMatch(query.label), ...within }
  if ('text' in query) return { text: serialMatch(query.text), ...within }
  return { css: query.css, ...within }
}

/**
 * Runs in the page: every element a (serialised) query finds, in document order. Plain JavaScript in a
 * string, so no compiler's helper (e.g. a `__name` wrapper) can slip into code the page runs.
 */
const FIND_ALL = `function findAll(query) {
  const dom = window.TestingLibraryDom
  if (!dom || !document.body) return []
  const match = (m) => (typeof m === 'string' ? m : new RegExp(m.source, m.flags))
  const roots = query.within ? findAll(query.within) : [document.body]
  return roots.flatMap((root) => {
    if ('role' in query) {
      const options = {}
      if (query.name !== undefined) options.name = match(query.name)
      if (query.level !== undefined) options.level = query.level
      return dom.queryAllByRole(root, query.role, options)
    }
    if ('label' in query) return dom.queryAllByLabelText(root, match(query.label))
    if ('text' in query) return dom.queryAllByText(root, match(query.text))
    return [...root.querySelectorAll(query.css)]
  })
}`

interface Finder {
  __portalFindAll?(query: SerialQuery): Element[]
}

// What every page of a session gets before its own scripts run: Testing Library and the finder, as a
// preload script (the portal's Content-Security-Policy forbids eval, and rightly so).
const IN_PAGE = `${TESTING_LIBRARY}\n;window.__portalFindAll = ${FIND_ALL};`

/** One signed-in customer in their own browser context, with every console error and page error kept. */
export class PortalSession {
  readonly errors: string[] = []

  private constructor(
    readonly page: Page,
    private readonly context: BrowserContext,
  ) {
    page.on('console', (message) => {
      if (message.type() === 'error') this.errors.push(`${page.url()}: console: ${message.text()}`)
    })
    page.on('pageerror', (error) => this.errors.push(`${page.url()}: page error: ${String(error)}`))
  }

  /** Opens the portal in a new context and signs in with the customer's button. */
  static async signIn(portal: FirefoxPortal, customer: string): Promise<PortalSession> {
    const context = await portal.browser.createBrowserContext()
    try {
      const page = await context.newPage()
      page.setDefaultTimeout(WAIT_MS)
      await page.setViewport({ width: 1280, height: 900 })
      await page.evaluateOnNewDocument(IN_PAGE)
      const session = new PortalSession(page, context)
      await page.goto(portal.stack.url)
      await session.click({ role: 'button', name: `Continue as ${customer}` })
      await session.find({ role: 'heading', name: `Welcome back, ${customer.split(' ')[0]}` })
      return session
    } catch (error) {
      await context.close()
      throw error
    }
  }

  close(): Promise<void> {
    return this.context.close()
  }

  /** Waits for the first element the query finds and returns it. */
  async find(query: Query): Promise<ElementHandle<Element>> {
    const found = await this.page.waitForFunction(
      (serial: SerialQuery) => (window as unknown as Finder).__portalFindAll?.(serial)[0] ?? null,
      { timeout: WAIT_MS, polling: 100 },
      serialise(query),
    )
    const element = found.asElement()
    if (!element) throw new Error(`Not an element: ${JSON.stringify(serialise(query))}`)
    return element as ElementHandle<Element>
  }

  /** Waits until the query finds nothing. */
  async gone(query: Query): Promise<void> {
    await this.page.waitForFunction(
      (serial: SerialQuery) => (window as unknown as Finder).__portalFindAll?.(serial).length === 0,
      { timeout: WAIT_MS, polling: 100 },
      serialise(query),
    )
  }

  /** How many elements the query finds now. */
  count(query: Query): Promise<number> {
    return this.page.evaluate(
      (serial: SerialQuery) => (window as unknown as Finder).__portalFindAll?.(serial).length ?? 0,
      serialise(query),
    )
  }

  /** Waits until the element the query finds has the keyboard focus (focus may move a task later). */
  async focused(query: Query): Promise<void> {
    await this.page.waitForFunction(
      (serial: SerialQuery) => {
        const active = document.activeElement
        return Boolean(active && (window as unknown as Finder).__portalFindAll?.(serial).includes(active))
      },
      { timeout: WAIT_MS, polling: 100 },
      serialise(query),
    )
  }

  /** Waits until the keyboard focus is inside the element the query finds (or on it). */
  async focusedWithin(query: Query): Promise<void> {
    await this.page.waitForFunction(
      (serial: SerialQuery) =>
        (window as unknown as Finder)
          .__portalFindAll?.(serial)
          .some((element) => element.contains(document.activeElement)) ?? false,
      { timeout: WAIT_MS, polling: 100 },
      serialise(query),
    )
  }

  async click(query: Query): Promise<void> {
    const element = await this.find(query)
    await element.click()
  }

  /** Fills a field by its label, whether the component drew it as an input or a select (by value or option text). */
  async fill(label: Match, value: string): Promise<void> {
    const field = await this.find({ label })
    const tag = await field.evaluate((element) => element.tagName)
    if (tag === 'SELECT') {
      const option = await field.evaluate(
        (select, wanted) =>
          [...(select as HTMLSelectElement).options].find(
            (item) => item.value === wanted || item.label === wanted,
          )?.value,
        value,
      )
      if (option === undefined) throw new Error(`No option ${value} in the select labelled ${String(label)}`)
      await field.select(option)
    } else {
      // Whatever the field held is selected with Ctrl+A, then typed over. A triple click selected it
      // only if the three clicks counted as one gesture, and Firefox's WebDriver input resets its
      // click count 640 ms after a click (Actions.sys.mjs, CLICK_INTERVAL): not a given on a busy machine.
      await field.click()
      await this.page.keyboard.down('Control')
      await this.page.keyboard.press('a')
      await this.page.keyboard.up('Control')
      await field.type(value)
    }
  }

  /** Picks files in the file input the query finds, as the file chooser would. */
  async upload(query: Query, ...paths: string[]): Promise<void> {
    const input = (await this.find(query)) as ElementHandle<HTMLInputElement>
    await input.uploadFile(...paths)
  }

  /** Waits for an element matching a CSS selector of the components' state (`data-fk`, `data-state`…). */
  async state(selector: string): Promise<ElementHandle<Element>> {
    const element = await this.page.waitForSelector(selector, { timeout: WAIT_MS })
    if (!element) throw new Error(`No ${selector}`)
    return element
  }
}
