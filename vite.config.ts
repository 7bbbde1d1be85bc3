/// <reference types="vitest/config" />
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { ProjectOrderSequencer } from './test/support/projectOrderSequencer'

// Debian's Chromium on CI and these machines; Playwright's own browser wherever one is installed instead.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const chromium = playwright({
  launchOptions: {
    ...(existsSync(chromiumPath) ? { executablePath: chromiumPath } : {}),
    // Without the network ones, Chromium keeps dialling out, and this machine's closed network refuses
    // it at every start. Debian's /usr/bin/chromium adds --enable-gpu-rasterization (/etc/chromium.d):
    // with no GPU that rasterises on the CPU the slow way — the browser project took 105 CPU-seconds
    // with it, 96 without.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-gpu-rasterization',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
})

// Dependencies the components load lazily (the compliance form's chunk, the CSV parser) or deep in a
// tree: pre-bundled up front, or Vite finds them mid-run, reloads the page and a cold test times out.
const LAZY_COMPONENT_DEPS = [
  '@rjsf/core',
  '@rjsf/utils',
  '@rjsf/validator-ajv8',
  '@tanstack/react-virtual',
  'papaparse',
]

const NODE_TESTS = [
  'test/src/**/*.test.ts',
  'test/package/**/*.test.ts',
  'test/reliability/**/*.test.{ts,tsx}',
]
const NODE_ISOLATED_TESTS = [
  'test/src/client/largeBodies.test.ts',
  'test/src/client/loadFailures.test.ts',
  'test/src/proxy/relayScan.test.ts',
  'test/src/format/calendarDate.test.ts',
]

// Vitest's defaults (5 s a test, 10 s a hook) failed tests at load 20 on 2 cores that take a second
// idle: proxyWithSimulator's every-operation walk and forwarding's 10 MB proof (4.1–6 s at load 20),
// doctorOverHttp's two runs of the built bin. Every wait inside is for an outcome, so the bound only
// says how long a failure takes; cases heavier still (npm start, tsc over the packed package, the
// 3,000-answer fuzz) carry their own, larger bound beside the test. The jsdom project renders the same
// hooks and components in one CPU-bound process, so it gets the same bounds.
const UNIT_BOUNDS = { testTimeout: 60_000, hookTimeout: 60_000 }

// The demo portal's page, bundled once per run in Vitest's main process and fetched by the files that
// start a portal (test/support/portalBundle.ts); it bundles only when a file asks.
const PORTAL_BUNDLE = ['test/support/portalBundle.ts']

const entries = {
  index: resolve(import.meta.dirname, 'src/index.ts'),
  hooks: resolve(import.meta.dirname, 'hooks/index.ts'),
  components: resolve(import.meta.dirname, 'components/index.ts'),
  elements: resolve(import.meta.dirname, 'elements/index.ts'),
  proxy: resolve(import.meta.dirname, 'src/proxy/index.ts'),
  simulator: resolve(import.meta.dirname, 'src/simulator/index.ts'),
  'simulator-msw': resolve(import.meta.dirname, 'src/simulator/msw.ts'),
  'store-redis': resolve(import.meta.dirname, 'src/store/redis/index.ts'),
  watcher: resolve(import.meta.dirname, 'src/watcher/index.ts'),
  // The package's bin (`npx filing-kit doctor`), not an export.
  cli: resolve(import.meta.dirname, 'src/cli.ts'),
}

// The component tests in Chromium (projects `browser` and `browser-isolated`); a function, as Vitest
// names each project's browser instances in place and two projects may not share them.
const browserProject = () => ({
  extends: true as const,
  // Pre-bundled up front: discovered mid-run, React gets optimised twice and the first cold run
  // fails with "Cannot read properties of null (reading 'useState')".
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-dev-runtime',
      '@testing-library/react',
      '@tanstack/react-query',
      'axe-core',
      // The Vue example's test (test/elements/vue.browser.test.ts).
      'vue',
      ...LAZY_COMPONENT_DEPS,
    ],
  },
  test: {
    setupFiles: ['test/setup-browser.ts'],
    // A test's first render loads its modules into the page (and the compliance form its rjsf
    // chunk): 2–4 s idle, up to 20 s at load 10 on 2 cores. The bound only limits how long a
    // failure takes; every wait inside is for a state.
    testTimeout: 60_000,
    browser: {
      enabled: true,
      headless: true,
      provider: chromium,
      instances: [{ browser: 'chromium' as const }],
    },
  },
})
// Files that change the page for good: modules replaced (vi.mock), or custom elements defined
// (customElements.define cannot be undone) with one left in the page from the file's first line.
const BROWSER_ISOLATED_TESTS = [
  'test/components/companies/bulkCompanyImportOffline.browser.test.tsx',
  'test/components/base/formChecksOffline.browser.test.tsx',
  'test/components/formation/orderRfiChecksOffline.browser.test.tsx',
  'test/elements/**/*.browser.test.{ts,tsx}',
]

export default defineConfig({
  plugins: [react()],
  build: {
    lib: { entry: entries, formats: ['es'] },
    // Readable ESM and no source maps. The partner's bundler minifies their app and maps it to these
    // files; mangled names would need maps, and maps whose sources are not in the package (files:
    // dist) point at nothing — with embedded sources they were half the package's weight.
    minify: false,
    // The stylesheet the custom elements put in their shadow roots (`styles.css?inline`) is a string
    // in the elements' up-front code: minified, without the theme's comments and indentation (the
    // readable file still ships as filing-kit/styles.css).
    cssMinify: 'esbuild',
    sourcemap: false,
    target: 'es2022',
    // public/ holds only MSW's worker for Storybook; keep it out of the published dist/.
    copyPublicDir: false,
    rollupOptions: {
      // Every dependency and peer stays external: the partner's bundler dedupes React and friends.
      external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
      output: {
        preserveModules: true,
        preserveModulesRoot: import.meta.dirname,
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        // Rollup drops module-level directives; React Server Components need this one on the entries
        // that hold hooks and components, or a Next.js layout importing them fails.
        // The bin needs its shebang on the first line for npm to link it as a command.
        banner: (chunk) =>
          chunk.isEntry && chunk.name === 'cli'
            ? '#!/usr/bin/env node'
            : chunk.isEntry && ['hooks', 'components'].includes(chunk.name)
              ? "'use client';"
              : '',
      },
    },
  },
  test: {
    globals: true,
    // How long a browser page (projects browser, browser-isolated, storybook) may take to connect to
    // Vitest before the run fails with "Failed to connect to the browser session … within the timeout":
    // at load 18 on 2 cores (npm test's static stages beside it) the default 60 s was not enough. Only a
    // page that never connects waits it out. Vitest 4.1 reads it from this root config alone (a
    // project's own `browser.connectTimeout` is ignored: tried with 1 ms), and every project sees it.
    browser: { connectTimeout: 300_000 },
    sequence: { sequencer: ProjectOrderSequencer },
    // Two workers for the Node-side files, not Vitest's default of one on 2 cores: the end-to-end files
    // come last (the sequencer) and each drives a browser of its own — one at a time they left a core
    // half idle for the suite's last minute. Idle npm test 241 → 223 s, 83 → 96% of the CPU busy.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: NODE_TESTS,
          exclude: [...NODE_ISOLATED_TESTS, '**/*.browser.test.*', '**/node_modules/**'],
          // One module cache per worker, not per file: every file imported the simulator, the proxy and
          // zod afresh, and that import was most of the project's time (268 s of import against 547 s of
          // tests at load 20). The files share no state: each starts its own simulator and servers, and
          // restores fake timers and stubs in a finally/afterEach; those that cannot are below.
          isolate: false,
          globalSetup: PORTAL_BUNDLE,
          ...UNIT_BOUNDS,
        },
      },
      {
        // Files that replace modules (vi.mock), globals (vi.stubGlobal) or process-wide settings
        // (process.env.TZ): in a fresh module graph each, so nothing they change reaches another file.
        extends: true,
        test: {
          name: 'node-isolated',
          environment: 'node',
          include: NODE_ISOLATED_TESTS,
          ...UNIT_BOUNDS,
        },
      },
      {
        // The demo portal (examples/portal) in a real Chromium through Playwright, its server started
        // in-process: one file, its steps in order on one page.
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          exclude: ['test/e2e/firefox/**', '**/node_modules/**'],
          // One module cache per worker, not per file (as the node project): every file imported
          // Playwright, the portal's server, the proxy and the simulator afresh. Each file starts its
          // own server and browser (chromiumPortal.ts) and changes nothing process-wide.
          isolate: false,
          globalSetup: PORTAL_BUNDLE,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The portal's main flows in Debian's Firefox ESR (FIREFOX_PATH to point elsewhere), headless,
        // through puppeteer-core over WebDriver BiDi: one Firefox per file, one context per test.
        extends: true,
        test: {
          name: 'e2e-firefox',
          environment: 'node',
          include: ['test/e2e/firefox/**/*.test.ts'],
          // As the e2e project: one module cache per worker; each file its own server and Firefox.
          isolate: false,
          globalSetup: PORTAL_BUNDLE,
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: ['test/hooks/**/*.test.{ts,tsx}', 'test/components/**/*.test.{ts,tsx}'],
          // test/components/**/*.browser.test.tsx run in Chromium (project `browser`), not here.
          exclude: ['**/*.browser.test.*', '**/node_modules/**'],
          setupFiles: ['test/setup-dom.ts'],
          // As the node project: one module cache per worker, not per file (31 → 12 CPU-seconds for
          // the project). Each file builds its own simulator, QueryClient and provider; the library's
          // module-level state is keyed by those objects (WeakMaps); spies are restored per test, and
          // RTL unmounts after each (setup-dom.ts).
          isolate: false,
          ...UNIT_BOUNDS,
          // Type tests (*.test-d.tsx, expectTypeOf) are checked by `tsc -p tsconfig.json` (npm test's
          // typecheck stage, tsconfig includes test/); a second type-check here only cost time.
        },
      },
      {
        ...browserProject(),
        test: {
          ...browserProject().test,
          name: 'browser',
          include: ['test/**/*.browser.test.{ts,tsx}'],
          exclude: [...BROWSER_ISOLATED_TESTS, '**/node_modules/**'],
          // Every file in one page, not a fresh iframe each: a fresh iframe re-imported React, the
          // components, the simulator and axe-core for each of the 44 files (import was 37 s of the
          // project's 124). What each test needs fresh — an empty page, cleared sessionStorage, React's
          // act() environment off — test/setup-browser.ts gives every file; each file builds its own
          // simulator, QueryClient and provider, and restores its spies.
          isolate: false,
        },
      },
      {
        // Files that change the page for good (BROWSER_ISOLATED_TESTS): in a page of their own each,
        // so that nothing they change reaches another file.
        ...browserProject(),
        test: {
          ...browserProject().test,
          name: 'browser-isolated',
          include: BROWSER_ISOLATED_TESTS,
        },
      },
      {
        // Every story in stories/ runs as a test (render + play) in the same Chromium. The stories come
        // from .storybook/main.ts, not from `include`; the addon applies .storybook/preview.ts itself
        // (since Storybook 10.3), so no setup file with setProjectAnnotations is needed.
        extends: true,
        plugins: [storybookTest({ configDir: resolve(import.meta.dirname, '.storybook') })],
        // Pre-bundled up front: otherwise Vite discovers them during the first cold run, reloads the
        // page and the run times out (toolchain.md).
        optimizeDeps: {
          include: [
            'msw',
            'msw/browser',
            'msw-storybook-addon/csf3',
            'react',
            'react-dom/client',
            ...LAZY_COMPONENT_DEPS,
          ],
        },
        test: {
          name: 'storybook',
          // Every story file in one page, not a fresh iframe each: the stories of a file already share
          // one page, each resetting what it uses (MSW's handlers and sessionStorage in
          // .storybook/preview.ts, its file's simulator in its loaders), so a file boundary adds no
          // cleanup a story boundary lacks. A fresh iframe per file re-imported React, the components,
          // MSW and the simulator and started MSW again for each of the 18 files: 90 → 36 CPU-seconds
          // and 70 → 30 s for the project, idle. Every story's play function and axe check still runs
          // (an image without alt text planted in the last file still fails its stories).
          isolate: false,
          // A file's first story loads the story's modules and starts MSW: under a second idle, and
          // past the 15 s default at load 10 on 2 cores. As for `browser`, only a failure waits it out.
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            provider: chromium,
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
})
