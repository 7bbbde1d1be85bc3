import { readFileSync } from 'node:fs'
import * as hooks from '../../../hooks'
import * as components from '../../../components'
import {
  componentHooks,
  CORE_HELPERS,
  hookOperations,
  operationsWithoutHook,
  withEndpointTable,
} from '../../../scripts/endpointTable'
import { operationNames } from '../../../src/api/routes'
import * as core from '../../../src/index'

describe('the README endpoint list', () => {
  it('is the route table, row for row (regenerate with npm run docs:endpoints)', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8')
    expect(readme).toBe(withEndpointTable(readme))
    for (const operation of operationNames) expect(readme).toContain(`\`${operation}\``)
  })

  it('names hooks that hooks/index.ts exports, sending operations of the route table', () => {
    const found = hookOperations()
    for (const [hook, operations] of found) {
      expect(hooks).toHaveProperty(hook)
      for (const operation of operations) expect(operationNames).toContain(operation)
    }
    // Every query and mutation hook that talks to the service is found (a regression in the scan
    // would drop rows silently).
    expect(found.size).toBeGreaterThanOrEqual(21)
    for (const helper of Object.keys(CORE_HELPERS)) expect(core).toHaveProperty(helper)
  })

  it('gives every operation a hook, except the older order read path (formation.getOrder can be routed to it)', () => {
    expect(operationsWithoutHook()).toEqual(['formation.getOrderV8'])
  })

  it('lists every component of components/index.ts with at least one operation-sending hook', () => {
    const used = componentHooks()
    const sending = new Set(hookOperations().keys())
    const exported = Object.keys(components).filter((name) => /^[A-Z][a-z]/.test(name))
    expect([...used.keys()].sort()).toEqual(exported.sort())
    for (const [component, names] of used) {
      for (const hook of names) expect(hooks).toHaveProperty(hook)
      expect(
        [...names].some((hook) => sending.has(hook)),
        component,
      ).toBe(true)
    }
  })
})
