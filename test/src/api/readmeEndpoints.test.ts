import { readFileSync } from 'node:fs'
import { withEndpointTable } from '../../../scripts/endpointTable'
import { operationNames } from '../../../src/api/routes'

describe('the README endpoint list', () => {
  it('is the route table, row for row (regenerate with npm run docs:endpoints)', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8')
    expect(readme).toBe(withEndpointTable(readme))
    for (const operation of operationNames) expect(readme).toContain(`\`${operation}\``)
  })
})
