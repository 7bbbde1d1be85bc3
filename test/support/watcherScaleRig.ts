// The scale proof's rig (watcherScale.test.ts): watcher processes driven over IPC, and what the
// test counts with.
import { spawn, type ChildProcess } from 'node:child_process'
import type { IncomingMessage } from 'node:http'
import { resolve } from 'node:path'
import type { WatcherProcessCommand, WatcherProcessReply } from './watcherProcess'

const root = resolve(import.meta.dirname, '../..')

export const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((done, fail) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => done(Buffer.concat(chunks)))
    request.on('error', fail)
  })

/** The busiest count of `times` (ms, sorted) in any window of `ms`. */
export function busiest(times: readonly number[], ms: number): number {
  let most = 0
  for (let start = 0, end = 0; end < times.length; end++) {
    while (times[end]! - times[start]! >= ms) start++
    most = Math.max(most, end - start + 1)
  }
  return most
}

export interface WatcherProcess {
  child: ChildProcess
  send(command: WatcherProcessCommand): Promise<void>
  exited: Promise<void>
  /** The CPU time the process had used at its last reply, in ms. */
  readonly cpuMs: number
}

/** Starts `node --import tsx test/support/watcherProcess.ts`; `children` keeps it for the test to end. */
export function startWatcherProcess(env: Record<string, string>, children: ChildProcess[]): WatcherProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/watcherProcess.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  children.push(child)
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  let cpuMs = 0
  // One command at a time per process: each answers when done.
  const send = (command: WatcherProcessCommand) =>
    new Promise<void>((done, fail) => {
      const onMessage = (reply: WatcherProcessReply) => {
        child.off('exit', onExit)
        cpuMs = reply.cpuMs
        done()
      }
      const onExit = (code: number | null, signal: string | null) => {
        child.off('message', onMessage)
        fail(new Error(`watcher ${env.INSTANCE_ID} exited (${code ?? signal}) during ${command.type}`))
      }
      child.once('message', onMessage)
      child.once('exit', onExit)
      child.send(command)
    })
  return {
    child,
    send,
    exited,
    get cpuMs() {
      return cpuMs
    },
  }
}
