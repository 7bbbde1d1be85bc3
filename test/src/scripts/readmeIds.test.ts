import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { createPartnerSimulator } from '../../../src/simulator/index'

// The README's examples must work against `npm start`'s local stack: the simulator with its default
// seed (1), whose partners, apiUserPids and record ids are the same on every run.
// The hooks' README ships in the package too.
const readme = ['README.md', 'hooks/README.md']
  .map((file) => readFileSync(resolve(import.meta.dirname, '../../..', file), 'utf8'))
  .join('\n')

describe('the README’s ids', () => {
  const sim = createPartnerSimulator({ seed: 1 })
  const state = sim.state as unknown as Record<string, unknown>
  const recordIds = new Set(
    Object.values(state)
      .filter((value): value is Map<string, unknown> => value instanceof Map)
      .flatMap((map) => [...map.keys()]),
  )

  it('every partner id is a seeded partner, and the first is the one npm start serves', () => {
    const partnerIds = [...new Set(readme.match(/\bP\d{6}\b/g))]
    expect(partnerIds.length).toBeGreaterThan(0)
    const seeded = sim.partners.map((partner) => partner.partnerId)
    for (const id of partnerIds) expect(seeded, id).toContain(id)
    expect(partnerIds[0]).toBe(seeded[0])
  })

  it('every apiUserPid belongs to the partner npm start serves', () => {
    for (const [, pid] of readme.matchAll(/apiUserPid: '([^']+)'/g))
      expect(pid).toBe(sim.partners[0]!.apiUserPid)
  })

  it('every record id (company, alert, subscription, order) exists in the seeded data', () => {
    const ids = [...new Set(readme.match(/\b(?:a0E|006|a0S|801)[0-9A-Za-z]{15}\b/g))]
    expect(ids.length).toBeGreaterThan(0)
    for (const id of ids) expect(recordIds.has(id), `${id} is not in the seed`).toBe(true)
  })
})
