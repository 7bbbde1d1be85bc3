// The demo's /plain page (examples/portal/server/bundlePlainPage.ts): its static files, the portal's
// stylesheets it borrows, and the standalone elements file built in memory at start. The build runs
// here under vitest's NODE_ENV=test, as it does under the e2e tests: before standaloneElementsConfig
// turned JSX development mode off, that build called jsxDEV, which the production React inside lacks,
// and every element failed to render.
import { bundlePlainPage } from '../../../examples/portal/server/bundlePlainPage'
import { shadowStyles } from '../../../elements/shadowStyles'

describe('the plain HTML page `npm start` serves at /plain', () => {
  it(
    'serves the page, its script, the portal’s styles and a production build of the elements',
    { timeout: 120_000 },
    async () => {
      const printed: string[] = []
      const capture = (...args: unknown[]) => void printed.push(args.map(String).join(' '))
      const spies = (['warn', 'log', 'error'] as const).map((name) =>
        vi.spyOn(console, name).mockImplementation(capture),
      )
      try {
        const files = await bundlePlainPage()
        for (const path of [
          '/plain/index.html',
          '/plain/plain.js',
          '/plain/plain.css',
          '/plain/styles/portal.css',
          '/plain/styles/themes.css',
          '/plain/filing-kit-elements.js',
        ])
          expect(files.has(path), path).toBe(true)
        const code = [...files].filter(([path]) => path.endsWith('.js')).map(([, file]) => String(file.body))
        expect(code.filter((text) => text.includes('jsxDEV'))).toEqual([])
        // The compliance form's rjsf stays a chunk beside the entry, fetched when a form renders.
        expect(
          [...files.keys()].some((path) => /^\/plain\/chunks\/ComplianceFormBody-[\w-]+\.js$/.test(path)),
        ).toBe(true)
        expect(printed).toEqual([])
      } finally {
        for (const spy of spies) spy.mockRestore()
      }
    },
  )
})

// The standalone build minifies the stylesheet it adopts into each shadow root. shadowStyles once
// found the token declarations only one per line, so in that build they stayed inside the shadow
// roots and hid the page's --fk-* values: /plain drew the library's blue, not the portal's teal.
// (Beside the /plain page's build it serves; test/elements is another change's while this lands.)
describe('shadowStyles on the minified stylesheet of the standalone build', () => {
  it('takes the token declarations out and keeps them as var() fallbacks', () => {
    const minified =
      ':where(.fk-root){--fk-color-accent:var(--lightningcss-light,#2563eb)var(--lightningcss-dark,#60a5fa);--fk-radius:.5rem;color:var(--fk-color-text)}:where(.fk-root) .fk-button{background:var(--fk-color-accent);border-radius:var(--fk-radius)}'
    const css = shadowStyles(minified)
    expect(css).not.toMatch(/--fk-[\w-]+:/)
    expect(css).toContain(
      '.fk-button{background:var(--fk-color-accent, var(--lightningcss-light,#2563eb)var(--lightningcss-dark,#60a5fa));border-radius:var(--fk-radius, .5rem)}',
    )
    expect(css).toContain(':where(.fk-root){color:var(--fk-color-text)}')
  })
})
