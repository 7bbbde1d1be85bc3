// A taken port is the commonest way `npm start` and `npx filing-kit simulator` fail; it becomes
// advice, not a stack trace. The one implementation: the simulator's server and the demo portal's.
import type { EventEmitter } from 'node:events'

/** The port asked for is taken (or not ours to open). */
export class PortInUseError extends Error {
  override name = 'PortInUseError'
  constructor(
    readonly port: number,
    readonly role: string,
  ) {
    super(`Port ${port} (${role}) is already in use.`)
  }
}

/** Resolves once `server` listens; rejects with `PortInUseError` when its port is taken. */
export function listening(server: EventEmitter, port: number, role: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = (error: NodeJS.ErrnoException) => {
      server.off('listening', done)
      reject(error.code === 'EADDRINUSE' || error.code === 'EACCES' ? new PortInUseError(port, role) : error)
    }
    const done = () => {
      server.off('error', fail)
      resolve()
    }
    server.once('error', fail)
    server.once('listening', done)
  })
}
