import { startDevServer, type DevServer } from '../../../scripts/devServer'

describe('npm start’s local stack', () => {
  let stack: DevServer
  beforeAll(async () => {
    stack = await startDevServer({ port: 0, simulatorPort: 0, env: {} })
  })
  afterAll(() => stack.close())

  it('serves the status page and the real proxy in front of the simulator over HTTP', async () => {
    const page = await fetch(stack.url)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(await page.text()).toContain('/api/partner')

    const partnerId = stack.simulator!.sim.partners[0]!.partnerId
    const companies = await fetch(`${stack.proxyUrl}/v1/partners/${partnerId}/companies`)
    expect(companies.status).toBe(200)
    expect(((await companies.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0)
  })

  it('AUTH-1: the browser side never needs or sees the token', async () => {
    const partnerId = stack.simulator!.sim.partners[0]!.partnerId
    const response = await fetch(`${stack.proxyUrl}/v1/partners/${partnerId}/alerts`)
    const text = await response.text()
    expect(response.status).toBe(200)
    for (const token of Object.values(stack.simulator!.sim.tokens)) expect(text).not.toContain(token)
    expect([...response.headers.values()].join(' ')).not.toContain(stack.simulator!.sim.tokens.production)
  })
})
