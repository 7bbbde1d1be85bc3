import { startSimulatorServer, type SimulatorServer } from '../../../scripts/simulator'

describe('npm run simulator (scripts/simulator.ts)', () => {
  let running: SimulatorServer | undefined
  afterAll(async () => running?.close())

  it('serves the simulator over real HTTP and answers the production token', async () => {
    running = await startSimulatorServer(0, { latencyMs: 0 })
    const { sim, url } = running
    const path = `${url}/v1/partners/${sim.partners[0]?.partnerId}/companies`
    const ok = await fetch(path, { headers: { authorization: `Bearer ${sim.tokens.production}` } })
    expect(ok.status).toBe(200)
    expect(((await ok.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0)
    const refused = await fetch(path)
    expect(refused.status).toBe(401)
  })
})
