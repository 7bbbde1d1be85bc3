import type { CompanyInput } from '../schemas/compliance'
import type { CompanySnapshot } from './deriveCompanyEvents'
import type { OrderSnapshot } from './deriveOrderEvents'
import type { WatchEvent } from './WatchEvent'

// Everything the watcher knows of one subject lives in one stored record: its last snapshot, when to
// read it next, and the events not yet delivered. One record, written in one `put` by the one
// process holding the subject's lock, is what makes "each change delivered once" hold across
// processes and crashes: the snapshot never moves ahead of the events it produced.

export type SubjectKind = 'formationOrder' | 'taxOrder' | 'company'

/** One delivery still owed: to the in-process handler or to the n-th webhook. */
export interface PendingDelivery {
  event: WatchEvent
  target: 'handler' | `webhook:${number}`
  attempts: number
  firstAt: number
  nextAt: number
}

export interface SubjectRecord {
  kind: SubjectKind
  id: string
  scope: string | null
  /** `undefined` until the first read. */
  snapshot?: OrderSnapshot | CompanySnapshot
  /** When it is next worth reading; `null` once it will never change (a terminal order). */
  nextPollAt: number | null
  pending: PendingDelivery[]
  /** A company the watcher registered itself: its first read announces what is open. */
  announce?: boolean
  /** A formation order's formed company, once registered (`''`: the order named none). */
  formedCompanyId?: string
  /**
   * A formed company still to register: what to send (`formedCompanyInput`, PCID = the order's id)
   * and when to try. Every try looks for the PCID first (`registerFormedCompany`'s rule), so one
   * cut off after the create finds its company instead of making a second.
   */
  registration?: { input: CompanyInput & { PCID: string }; nextAt: number }
  /** Consecutive failed reads, for this subject's own back-off. */
  failures?: number
}

/** The store keys of one watcher deployment (all instances share them). */
export function watcherKeys(prefix: string) {
  return {
    subject: (kind: SubjectKind, id: string) => `${prefix}subject:${kind}:${id}`,
    lock: (kind: SubjectKind, id: string) => `${prefix}lock:${kind}:${id}`,
    shardOwner: (shard: number) => `${prefix}shard:${shard}`,
    shardLease: (shard: number) => `${prefix}lease:${shard}`,
    instance: (instanceId: string) => `${prefix}instance:${instanceId}`,
    instances: `${prefix}instances`,
    budget: `${prefix}budget`,
    backoff: `${prefix}backoff`,
    discovery: `${prefix}discovery`,
    subjectPrefix: `${prefix}subject:`,
    instancePrefix: `${prefix}instance:`,
  }
}
export type WatcherKeys = ReturnType<typeof watcherKeys>

/** FNV-1a: which shard a subject falls in, the same in every process. */
export function shardOf(id: string, shards: number): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < id.length; index++) {
    hash ^= id.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0) % shards
}

/** Where in its interval a subject's reads fall: spread evenly, the same in every process. */
export function phaseOf(id: string, intervalMs: number): number {
  return shardOf(`phase:${id}`, 1_000_003) % Math.max(1, Math.floor(intervalMs))
}

/**
 * The next read of a subject after `now`: at its own phase of the interval, between half an
 * interval and one and a half from now, so reads stay spread evenly however they started.
 */
export function nextSlot(id: string, now: number, intervalMs: number): number {
  const offset = phaseOf(id, intervalMs)
  return offset + intervalMs * Math.ceil((now + intervalMs / 2 - offset) / intervalMs)
}

/** The earliest time the record needs attention: its next read or its next delivery attempt. */
export function wakeAt(record: SubjectRecord): number | null {
  const times = record.pending.map((delivery) => delivery.nextAt)
  if (record.nextPollAt !== null) times.push(record.nextPollAt)
  if (record.registration) times.push(record.registration.nextAt)
  return times.length === 0 ? null : Math.min(...times)
}
