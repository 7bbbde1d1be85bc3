import { createServer, type Server } from 'node:net'
import { startSimulatorServer, type SimulatorServer } from '../../../src/simulatorServer/startSimulatorServer'
import { PortInUseError } from '../../../src/simulatorServer/listening'
import { PortInUseError as StartsPortInUseError } from '../../../scripts/devServer'

describe('npx filing-kit simulator and npm run simulator (src/simulatorServer)', () => {
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

  it('a taken port rejects with the same PortInUseError class npm start throws', async () => {
    const taken: Server = createServer()
    await new Promise<void>((resolve, reject) => {
      taken.once('error', reject)
      taken.listen(0, '127.0.0.1', resolve)
    })
    try {
      const port = (taken.address() as { port: number }).port
      const failure: unknown = await startSimulatorServer(port, { latencyMs: 0 }).catch((e: unknown) => e)
      // One class: `instanceof` in either script recognises the other's failure.
      expect(StartsPortInUseError).toBe(PortInUseError)
      expect(failure).toBeInstanceOf(StartsPortInUseError)
      expect(failure).toMatchObject({ port, message: `Port ${port} (the simulator) is already in use.` })
    } finally {
      await new Promise((resolve) => taken.close(resolve))
    }
  })
})
