// A developer learns the project's commands from the README: every script of package.json is named
// there (`npm run build-storybook` once was not), `npm start` and `npm test` by their short forms.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../../..')
const readme = readFileSync(resolve(root, 'README.md'), 'utf8')
const { scripts } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>
}

describe('README commands', () => {
  it.each(Object.keys(scripts))('names `npm run %s`', (script) => {
    const named = ['start', 'test'].includes(script) ? `npm ${script}` : `npm run ${script}`
    expect(readme.includes(`\`${named}`), `README.md names \`${named}\``).toBe(true)
  })
})
