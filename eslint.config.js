// Flat config: typescript-eslint for the whole tree, React hooks rules where React lives,
// and a boundary rule that keeps the framework-free core free of React (design.md: arrows point down).
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

export default tseslint.config(
  { ignores: ['dist', 'storybook-static', 'coverage', 'public/mockServiceWorker.js', 'node_modules'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', '@tanstack/*'],
              message: 'The core (src/) imports no React.',
            },
            {
              group: ['**/hooks/**', '**/components/**'],
              message: 'Arrows point down: src/ does not import hooks or components.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'hooks/**/*.{ts,tsx}',
      'components/**/*.{ts,tsx}',
      'stories/**/*.{ts,tsx}',
      'examples/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Hooks are a consumer of the core like any partner's code: the public entry only (as react-query
    // uses query-core's), so what the hooks need is public, documented and in the core's types.
    files: ['hooks/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)src/(?!index$)',
              message: "Hooks use the core's public entry only: import from '../src/index'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/**'],
              message:
                'Components use the public hooks (and public core types) only: import from ../hooks or filing-kit.',
            },
          ],
        },
      ],
    },
  },
  {
    // The headless stories prove a partner's screen can be built from the hooks alone (issue 20): they,
    // and the support module they share, import nothing from the components floor.
    files: ['stories/Headless*.stories.tsx', 'stories/headlessStory.tsx', 'stories/support.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/components', '**/components/**', 'filing-kit/components', 'filing-kit/styles.css'],
              message:
                'A headless story uses filing-kit/hooks (and the simulator) only, never the components.',
            },
          ],
        },
      ],
    },
  },
  {
    // The demo portal is an example a partner reads: it uses the package, never the repository's own
    // tooling (what both need, like the standalone build's config, lives in standalone/).
    files: ['examples/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/scripts/**'],
              message: 'examples/ does not import scripts/: share through a module both may use.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'examples/**/server.ts', 'examples/node/**'],
    rules: { 'no-console': 'off' },
  },
)
