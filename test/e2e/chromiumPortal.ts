// The demo portal in a real Chromium through Playwright, for the e2e files: `npm start`'s server
// (portal, proxy, simulator over real HTTP) started in-process, one Chromium per file, and `visit()`,
// which opens a fresh browser context (cookies, storage, viewport) signed in as a demo customer, so
// every test runs alone (`-t`) or in any order. When a test ends, everything its browser received,
// the page and its storage are scanned for the API token, and any console error fails it.
//
// Screenshots for review (`shot`) are written only with FK_SCREENSHOTS=1, to test-results/<dir>/:
// they assert nothing, and full-page captures were a fifth of the e2e files' time.
import { existsSync, mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright'
import type { PartnerSimulator } from '../../src/simulator'
import { startDevServer, type DevServer } from '../../scripts/devServer'
import { sharedPortalBundle } from '../support/portalBundle'

const root = resolve(import.meta.dirname, '../..')
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
/** The machine may be busy with other work: waits for a state are generous; nothing waits for time. */
export const WAIT = { timeout: 20_000 }
export const WIDE = { width: 1280, height: 900 }
export const NARROW = { width: 390, height: 844 }
export const SCREENSHOTS = process.env.FK_SCREENSHOTS === '1'

export interface Visit {
  context: BrowserContext
  page: Page
  /** A full-page screenshot in test-results/<dir>/ when FK_SCREENSHOTS=1. */
  shot(name: string): Promise<void>
  /** Runs `step` with Chromium's own log line for the proxy's expected 403 not counted as an error. */
  refusalExpected<T>(step: () => Promise<T>): Promise<T>
}

export interface VisitOptions {
  /** Signed in as this demo customer; `null`: the sign-in page. */
  customer?: 'dana' | 'marcus' | null
  path?: string
  viewport?: { width: number; height: number }
  colorScheme?: 'light' | 'dark'
}

export interface ChromiumPortal {
  /** The running stack (valid inside tests). */
  readonly stack: DevServer
  /** The in-process simulator behind the proxy, to read what the service holds. */
  readonly sim: PartnerSimulator
  /** Where this file's screenshots go. */
  readonly shotsDir: string
  visit(options?: VisitOptions): Promise<Visit>
}

/**
 * Registers the file's beforeAll/afterAll (server and Chromium) and returns the handle the tests use.
 * `shots` names the folder under test-results/.
 */
export function chromiumPortal(shots: string): ChromiumPortal {
  const shotsDir = resolve(root, 'test-results', shots)
  let stack: DevServer | undefined
  let browser: Browser | undefined
  let tokens: string[] = []
  // The page's hashed files (cache-control: immutable), each read once a file and found clean: the
  // server holds them in memory, so the same URL is the same bytes on every later visit. Reading
  // every one's body again on every visit (~1 MB of script) cost ~0.15 s of CPU a visit (at load 20).
  const cleanImmutable = new Set<string>()

  beforeAll(async () => {
    stack = await startDevServer({
      port: 0,
      simulatorPort: 0,
      env: {},
      // The run's one bundle of the page, not one of this file's own (test/support/portalBundle.ts).
      bundle: sharedPortalBundle,
      // Writebacks land fast, orders never stop at a signature RFI, no added latency.
      simulator: { writebackDelayMs: 300, formationRfiRate: 0, latencyMs: 0 },
    })
    tokens = Object.values(stack.simulator!.sim.tokens)
    if (SCREENSHOTS) mkdirSync(shotsDir, { recursive: true })
    browser = await chromium.launch({
      ...(existsSync(chromiumPath) ? { executablePath: chromiumPath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        // Debian's wrapper turns it on; with no GPU it costs CPU (vite.config.ts).
        '--disable-gpu-rasterization',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    })
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
    await stack?.close()
  })

  async function visit({
    customer = 'dana',
    path = '#/',
    viewport = WIDE,
    colorScheme = 'light',
  }: VisitOptions = {}): Promise<Visit> {
    const running = stack!
    const context = await browser!.newContext({ viewport, colorScheme })
    const page = await context.newPage()
    page.setDefaultTimeout(WAIT.timeout)
    const consoleErrors: string[] = []
    const tokenLeaks: string[] = []
    const scans: Promise<void>[] = []
    let expectingRefusal = false
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      if (expectingRefusal && /Failed to load resource: .* status of 403/.test(message.text())) return
      consoleErrors.push(`${page.url()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => consoleErrors.push(`${page.url()}: ${error.message}`))
    // AUTH-1: every response the browser receives, headers and body, is free of every token: the
    // headers as they arrive, the body once the request has finished. A body that never finishes (a
    // poll aborted when the page moved on) holds nothing to scan; waiting for it (up to 5 s a test)
    // was most of the e2e files' idle time.
    const scan = (url: string, text: string) => {
      for (const token of tokens) if (text.includes(token)) tokenLeaks.push(url)
    }
    // A response still arriving as the test closes its page (the activity feed polls every 2 s) can
    // no longer be read, and no script of the closed page can read it either. Any other failure
    // to read one still fails the test.
    const unlessClosed = (error: unknown) => {
      if (!/has been closed/.test(String(error))) throw error
    }
    page.on('response', (response) => {
      scans.push(
        response
          .allHeaders()
          .then((headers) => scan(response.url(), Object.entries(headers).join('\n')))
          .catch(unlessClosed),
      )
    })
    page.on('requestfinished', (request) => {
      scans.push(
        (async () => {
          const response = await request.response()
          if (!response || cleanImmutable.has(response.url())) return
          const body = await response.text().catch(() => undefined)
          if (body === undefined) return
          const leaks = tokenLeaks.length
          scan(response.url(), body)
          const immutable = /\bimmutable\b/.test((await response.allHeaders())['cache-control'] ?? '')
          if (immutable && tokenLeaks.length === leaks) cleanImmutable.add(response.url())
        })().catch(unlessClosed),
      )
    })
    onTestFinished(async () => {
      try {
        await Promise.all(scans)
        expect(tokenLeaks).toEqual([])
        const html = await page.content()
        const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))
        const cookies = JSON.stringify(await context.cookies())
        for (const token of tokens) {
          expect(html).not.toContain(token)
          expect(storage).not.toContain(token)
          expect(cookies).not.toContain(token)
        }
        // The session cookie is HttpOnly: the page's scripts cannot read it.
        expect(await page.evaluate(() => document.cookie)).toBe('')
        expect(consoleErrors).toEqual([])
      } finally {
        await context.close()
      }
    })
    if (customer) {
      // The sign-in page's button posts the same; its own test clicks it.
      const signedIn = await context.request.post(`${running.url}/demo/sign-in`, {
        data: { customerId: customer },
      })
      expect(signedIn.status()).toBe(200)
    }
    await page.goto(`${running.url}/${path}`)
    return {
      context,
      page,
      shot: async (name) => {
        if (SCREENSHOTS) await page.screenshot({ path: resolve(shotsDir, `${name}.png`), fullPage: true })
      },
      refusalExpected: async (step) => {
        expectingRefusal = true
        try {
          return await step()
        } finally {
          expectingRefusal = false
        }
      },
    }
  }

  return {
    get stack() {
      return stack!
    },
    get sim() {
      return stack!.simulator!.sim
    },
    shotsDir,
    visit,
  }
}

/** The dashboard, its lists loaded. */
export async function dashboardReady(page: Page): Promise<void> {
  await page.locator('[data-fk="ComplianceAlertList"][data-state="ready"]').waitFor()
  await page.locator('[data-fk="ComplianceCalendar"][data-state="ready"]').waitFor()
}

/** What has the focus: its tag, its role attribute and its text (the page's own, not through shadow roots). */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement
    return {
      tag: active?.tagName.toLowerCase() ?? '',
      role: active?.getAttribute('role') ?? '',
      text: active?.textContent?.trim() ?? '',
    }
  })
