import type { Preview } from '@storybook/react-vite'
import { createElement } from 'react'
import '../components/styles.css'
import './preview.css'
import { http, HttpResponse } from 'msw'
import { setupWorker } from 'msw/browser'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { configure } from 'storybook/test'

// Play functions wait (findBy…, waitFor) for the state a person would wait for; Testing Library's
// 1 s default is a guess at the machine's speed, and at load 10 on 2 cores a story's first answer
// through MSW and the simulator takes longer. A longer bound never slows a passing story.
configure({ asyncUtilTimeout: 30_000 })

// MSW through msw-storybook-addon 3 with CSF 3 stories: there is no `initialize()` any more. The loader
// starts one worker on the first story, resets its handlers before every story and puts the worker on
// the story context, so a story adds its handlers in `beforeEach({ msw }) { msw.use(...) }` (loaders run
// before `beforeEach`, so story handlers always land after the reset).
//
// Our own setup instead of the addon's default, for one reason: a Partner API request that the story
// did not mock must fail loudly and the same way everywhere, not reach whatever server happens to run
// (Vite answers 404 under Vitest, something else under `storybook dev`). Handlers given to
// `setupWorker()` are initial handlers: they survive the reset, and `msw.use()` puts the story's own
// handlers in front of them, so this catch-all only answers what no story handler matched.
const unmockedPartnerApi = http.all('/api/*', ({ request }) => {
  console.error(`[msw] This story has no handler for ${request.method} ${new URL(request.url).pathname}`)
  return HttpResponse.error()
})

const startWorker = async () => {
  const worker = setupWorker(unmockedPartnerApi)
  // Everything else (Vite modules, Storybook and Vitest internals, fonts) goes to the network untouched.
  await worker.start({ quiet: true, onUnhandledRequest: 'bypass' })
  return worker
}

const preview: Preview = {
  loaders: [mswLoader(startWorker)],
  // Each story is a fresh tab: the forms keep the owner's draft in sessionStorage (issue 22), and one
  // story's typing must not reopen another story's form on a later step.
  beforeEach() {
    sessionStorage.clear()
  },
  parameters: {
    layout: 'fullscreen',
    // addon-a11y 10.x: 'error' fails the story (in Storybook's test panel and under Vitest) on any
    // axe violation; the addon's default, 'todo', only reports them.
    a11y: { test: 'error' },
  },
  // The components' theme switch (`data-fk-theme`), from the toolbar; "auto" follows prefers-color-scheme.
  globalTypes: {
    fkTheme: {
      description: 'filing-kit theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'auto', title: 'Auto (prefers-color-scheme)' },
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { fkTheme: 'auto' },
  decorators: [
    (Story, { globals }) => {
      const theme = globals.fkTheme as string | undefined
      return createElement(
        'div',
        { 'data-fk-theme': theme === 'auto' ? undefined : theme, className: 'fk-story' },
        createElement(Story),
      )
    },
  ],
}

export default preview
