import { spawnSync } from 'node:child_process'
import { createServer, type Server } from 'node:net'
import { join, resolve } from 'node:path'
import {
  parsePort,
  PortInUseError,
  portsFrom,
  startDevServer,
  type DevServer,
} from '../../../scripts/devServer'

const root = resolve(import.meta.dirname, '../../..')

/** Something already listening on a free port of 127.0.0.1, as another program would. */
async function occupy(port = 0): Promise<{ port: number; close(): Promise<void> }> {
  const server: Server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return {
    port: (server.address() as { port: number }).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

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

describe('npm start with a port taken, and PORT', () => {
  it('rejects with PortInUseError naming the port, and closes the simulator it had started', async () => {
    const taken = await occupy()
    try {
      const failure = await startDevServer({ port: taken.port, simulatorPort: 0, env: {} }).catch((e) => e)
      expect(failure).toBeInstanceOf(PortInUseError)
      expect(failure).toMatchObject({ port: taken.port })
    } finally {
      await taken.close()
    }
  })

  it('the simulator’s port taken is the same friendly error', async () => {
    const taken = await occupy()
    try {
      const failure = await startDevServer({ port: 0, simulatorPort: taken.port, env: {} }).catch((e) => e)
      expect(failure).toBeInstanceOf(PortInUseError)
      expect(failure.message).toContain(`Port ${taken.port} (the simulator)`)
    } finally {
      await taken.close()
    }
  })

  it('PORT moves every port it opens: the proxy on PORT, the simulator on PORT + 10', async () => {
    expect(portsFrom(5174)).toEqual({ port: 5174, simulatorPort: 5184 })
    expect(parsePort(undefined)).toBe(4000)
    expect(parsePort('5174')).toBe(5174)
    expect(parsePort('http')).toEqual({ error: expect.stringContaining('PORT must be') })
    // A port the OS just handed out, released; its +10 neighbour is almost always free too.
    const free = await occupy()
    await free.close()
    const stack = await startDevServer({ port: free.port, env: {} })
    try {
      expect(new URL(stack.url).port).toBe(String(free.port))
      expect(new URL(stack.simulator!.url).port).toBe(String(free.port + 10))
    } finally {
      await stack.close()
    }
  })

  it('`npm start` prints the fix, no stack trace, and exits non-zero', async () => {
    const taken = await occupy()
    try {
      const run = spawnSync(join(root, 'node_modules/.bin/tsx'), ['scripts/start.ts'], {
        cwd: root,
        env: { ...process.env, PORT: String(taken.port) },
        encoding: 'utf8',
        timeout: 20_000,
      })
      expect(run.status).toBe(1)
      expect(run.stderr).toContain(`Port ${taken.port}`)
      expect(run.stderr).toMatch(/PORT=\d+ npm start/)
      expect(run.stderr + run.stdout).not.toMatch(/^\s+at /m)
    } finally {
      await taken.close()
    }
  }, 30_000)
})
