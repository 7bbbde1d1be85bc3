// The demo portal in Firefox (Debian's firefox-esr, headless, driven by puppeteer-core over WebDriver
// BiDi: no driver, no browser download). One Firefox per test file; each test opens its own browser
// context (its own cookies, so its own portal session) and signs in there, so tests run alone and in
// any order. Elements are found as a person finds them — by role and name, label or text — with
// Testing Library's queries, loaded into every page the context opens, run in the document and in
// every open shadow root (the /plain page's custom elements), which Testing Library alone stops at.
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
  // A root and every open shadow root inside it, at any depth: each searched as a container of its own.
  const withShadows = (root) => [root, ...[...root.querySelectorAll('*')].flatMap(
    (element) => (element.shadowRoot ? withShadows(element.shadowRoot) : []),
  )]
  const roots = [...new Set((query.within ? findAll(query.within) : [document.body]).flatMap(withShadows))]
  return [...new Set(roots.flatMap((root) => {
    if ('role' in query) {
      const options = {}
      if (query.name !== undefined) options.name = match(query.name)
      if (query.level !== undefined) options.level = query.level
      return dom.queryAllByRole(root, query.role, options)
    }
    if ('label' in query) return dom.queryAllByLabelText(root, match(query.label))
    if ('text' in query) return dom.queryAllByText(root, match(query.text))
    return [...root.querySelectorAll(query.css)]
  }))]
}`

/**
 * Runs in the page: whether the keyboard focus is on \`element\` (or, with \`within\`, inside it), seen
 * through shadow roots: document.activeElement stops at a shadow root's host, and contains() at its edge.
 */
const HAS_FOCUS = `function hasFocus(element, within) {
  let active = document.activeElement
  while (active && active.shadowRoot && active.shadowRoot.activeElement) active = active.shadowRoot.activeElement
  if (!within) return active === element
  for (let node = active; node; node = node.parentNode || node.host) if (node === element) return true
  return false
}`

interface Finder {
  __portalFindAll?(query: SerialQuery): Element[]
  __portalHasFocus?(element: Element, within: boolean): boolean
}

// What every page of a session gets before its own scripts run: Testing Library and the finder, as a
// preload script (the portal's Content-Security-Policy forbids eval, and rightly so).
const IN_PAGE = `${TESTING_LIBRARY}\n;window.__portalFindAll = ${FIND_ALL};window.__portalHasFocus = ${HAS_FOCUS};`

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
    const session = await PortalSession.open(portal, '/', customer)
    try {
      await session.find({ role: 'heading', name: `Welcome back, ${customer.split(' ')[0]}` })
      return session
    } catch (error) {
      await session.close()
      throw error
    }
  }

  /**
   * Opens `path` of the portal's server in a new context and presses the demo sign-in's button for
   * `customer`: the portal's and the /plain page's sign-in offer the same ones.
   */
  static async open(portal: FirefoxPortal, path: string, customer: string): Promise<PortalSession> {
    const context = await portal.browser.createBrowserContext()
    try {
      const page = await context.newPage()
      page.setDefaultTimeout(WAIT_MS)
      await page.setViewport({ width: 1280, height: 900 })
      await page.evaluateOnNewDocument(IN_PAGE)
      const session = new PortalSession(page, context)
      await page.goto(`${portal.stack.url}${path}`)
      await session.click({ role: 'button', name: `Continue as ${customer}` })
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
    await this.waitForFocus(query, false)
  }

  /** Waits until the keyboard focus is inside the element the query finds (or on it). */
  async focusedWithin(query: Query): Promise<void> {
    await this.waitForFocus(query, true)
  }

  private async waitForFocus(query: Query, within: boolean): Promise<void> {
    await this.page.waitForFunction(
      (serial: SerialQuery, inside: boolean) => {
        const finder = window as unknown as Finder
        return (
          finder.__portalFindAll?.(serial).some((element) => finder.__portalHasFocus?.(element, inside)) ??
          false
        )
      },
      { timeout: WAIT_MS, polling: 100 },
      serialise(query),
      within,
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

export interface FirefoxSuite {
  /** The running server and Firefox (valid inside tests). */
  readonly portal: FirefoxPortal
  /** The test's session: signed in on the portal's sign-in page. */
  signIn(customer?: string): Promise<PortalSession>
  /** The test's session: `path` opened and signed in with that page's demo sign-in. */
  open(path: string, customer?: string): Promise<PortalSession>
}

/**
 * Registers a test file's hooks: one server and one Firefox for the file; after each test its session
 * is closed and any console or page error in it fails the test.
 */
export function firefoxSuite(): FirefoxSuite {
  let portal: FirefoxPortal | undefined
  let session: PortalSession | undefined

  beforeAll(async () => {
    portal = await startFirefoxPortal()
  }, 120_000)

  afterAll(async () => {
    await portal?.close()
  })

  afterEach(async () => {
    const errors = session?.errors ?? []
    await session?.close()
    session = undefined
    expect(errors).toEqual([])
  })

  return {
    get portal() {
      return portal!
    },
    signIn: async (customer = 'Dana Whitfield') => (session = await PortalSession.signIn(portal!, customer)),
    open: async (path, customer = 'Dana Whitfield') =>
      (session = await PortalSession.open(portal!, path, customer)),
  }
}
