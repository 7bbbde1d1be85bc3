import type { StorybookConfig } from '@storybook/react-vite'

// Set up by hand (the interactive `storybook init` fails on this machine; toolchain.md).
// Storybook reads ../vite.config.ts for plugins and resolve options, but drops its `build`
// section (library mode, externals), so the library build settings do not leak in here.
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // Introduction.mdx first, so it is the landing page; the vitest plugin stubs .mdx files (no tests).
  stories: ['../stories/Introduction.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  // addon-a11y runs axe-core after every story; preview.ts makes a violation fail the story's test.
  // addon-docs renders the MDX introduction and each component's autodocs page (`tags: ['autodocs']`).
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y', '@storybook/addon-docs'],
  // public/mockServiceWorker.js (`msw init public`; package.json "msw.workerDirectory" keeps it current)
  // is served at /mockServiceWorker.js by `storybook dev` and copied by `storybook build`. Under Vitest,
  // @vitest/browser answers /mockServiceWorker.js with the installed msw's own copy instead.
  staticDirs: ['../public'],
  // Props tables on the docs pages: read from the components' TypeScript props, our own only.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
  // The network here is closed: don't dial out for telemetry or version checks.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
}

export default config
