/// <reference types="vitest/config" />
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'

// Debian's Chromium on CI and these machines; Playwright's own browser wherever one is installed instead.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const chromium = playwright({
  launchOptions: {
    ...(existsSync(chromiumPath) ? { executablePath: chromiumPath } : {}),
    // Without these, Chromium keeps dialling out, and this machine's closed network refuses it at every start.
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  },
})

const entries = {
  index: resolve(import.meta.dirname, 'src/index.ts'),
  hooks: resolve(import.meta.dirname, 'hooks/index.ts'),
  components: resolve(import.meta.dirname, 'components/index.ts'),
  proxy: resolve(import.meta.dirname, 'src/proxy/index.ts'),
  simulator: resolve(import.meta.dirname, 'src/simulator/index.ts'),
  'simulator-msw': resolve(import.meta.dirname, 'src/simulator/msw.ts'),
}

export default defineConfig({
  plugins: [react()],
  build: {
    lib: { entry: entries, formats: ['es'] },
    sourcemap: true,
    target: 'es2022',
    rollupOptions: {
      // Every dependency and peer stays external: the partner's bundler dedupes React and friends.
      external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
      output: { preserveModules: false, chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['test/src/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: ['test/hooks/**/*.test.{ts,tsx}', 'test/components/**/*.test.{ts,tsx}'],
          setupFiles: ['test/setup-dom.ts'],
          typecheck: { enabled: true, include: ['test/**/*.test-d.{ts,tsx}'], tsconfig: './tsconfig.json' },
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/**/*.browser.test.{ts,tsx}'],
          browser: { enabled: true, headless: true, provider: chromium, instances: [{ browser: 'chromium' }] },
        },
      },
    ],
  },
})
