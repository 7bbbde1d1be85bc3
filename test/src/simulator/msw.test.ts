import { setupServer } from 'msw/node'
import { createPartnerSimulator } from '../../../src/simulator'
import { simulatorHandlers } from '../../../src/simulator/msw'
import { TEST_BASE_URL } from '../../support/fixtures'

const sim = createPartnerSimulator({ seed: 3, quirks: { doubleEncoded: true } })
const server = setupServer(...simulatorHandlers(sim))
const partnerId = sim.partners[0]?.partnerId

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

describe('simulatorHandlers (MSW)', () => {
  it('answers requests under the base path through the simulator, adding the token, quirks kept', async () => {
    const response = await fetch(`${TEST_BASE_URL}/v1/partners/${partnerId}/alerts`)
    expect(response.status).toBe(200)
    const text = await response.text()
    const decoded = JSON.parse(JSON.parse(text) as string) as { opportunities: unknown[] }
    expect(decoded.opportunities.length).toBeGreaterThan(0)
  })

  it('passes writes with their bodies, and state persists across requests', async () => {
    const created = await fetch(`${TEST_BASE_URL}/v1/partners/${partnerId}/companies`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Through MSW LLC' }),
    })
    const { data } = JSON.parse(JSON.parse(await created.text()) as string) as { data: { companyId: string } }
    expect(sim.state.companies.get(data.companyId)?.name).toBe('Through MSW LLC')
  })

  it('uses the token it is given', async () => {
    server.use(...simulatorHandlers(sim, { token: sim.tokens.taxOnly }))
    const response = await fetch(`${TEST_BASE_URL}/v1/partners/${partnerId}/alerts`)
    expect(response.status).toBe(403)
    server.resetHandlers()
  })
})
