import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, type AddressInfo } from 'node:net'

/** Debian's Redis on CI and these machines (`.ci/run` installs it); REDIS_SERVER_PATH for another. */
const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server'

/** A Redis server this test file started, and how to stop it. */
export interface RedisServer {
  readonly port: number
  readonly url: string
  /** Ends the server by its pid and waits for it to be gone. */
  stop(): Promise<void>
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/** Resolves once the server says it accepts connections; rejects if it exits first. */
function ready(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = ''
    const onData = (chunk: Buffer) => {
      seen += chunk.toString()
      if (seen.includes('Ready to accept connections')) {
        child.stdout?.off('data', onData)
        child.off('exit', onExit)
        child.stdout?.resume()
        resolve()
      }
    }
    const onExit = (code: number | null) =>
      reject(new Error(`redis-server exited (${code}) before it was ready:\n${seen}`))
    child.stdout?.on('data', onData)
    child.once('exit', onExit)
  })
}

/**
 * Starts a Redis server of its own on a free loopback port, without persistence (no RDB snapshot, no
 * append-only file): one per test file, stopped by its pid in `afterAll`. A port taken between the
 * probe and the start is tried again with another.
 */
export async function startRedisServer(): Promise<RedisServer> {
  for (let attempt = 0; ; attempt++) {
    const port = await freePort()
    const child = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    try {
      await ready(child)
    } catch (error) {
      if (attempt < 3) continue
      throw error
    }
    const exited = new Promise<void>((resolve) => {
      if (child.exitCode !== null) resolve()
      else child.once('exit', () => resolve())
    })
    return {
      port,
      url: `redis://127.0.0.1:${port}`,
      async stop() {
        if (child.pid !== undefined && child.exitCode === null) process.kill(child.pid, 'SIGTERM')
        await exited
      },
    }
  }
}
