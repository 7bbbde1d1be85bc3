// `npm run bench`: figures, not assertions. Each measurement is bounded in count and time, runs in
// process against the simulator (no network), and prints one row; compare rows across commits.
import { performance } from 'node:perf_hooks'
import { createPartnerClient } from '../src/index'
import { createPartnerSimulator } from '../src/simulator/index'
import { kB, limitKb } from '../scripts/bundleSizes'
import { measureAll } from '../scripts/checkBundleSizes'
import { measureStandalone } from '../scripts/measureStandalone'
import { decodeRows } from './clientDecode'
import { companiesImportRows } from './companiesImport'
import { complianceRows } from './compliance'
import { networkRows } from './networkEconomy'
import { proxyRows } from './proxyCpu'
import { storeRows } from './proxyStoreCpu'
import { watcherRows } from './watcher'

interface Row {
  name: string
  value: string
  note: string
}
const rows: Row[] = []

async function timeIt(runs: number, task: () => Promise<unknown>) {
  const samples: number[] = []
  for (let index = 0; index < runs; index += 1) {
    const start = performance.now()
    await task()
    samples.push(performance.now() - start)
  }
  samples.sort((a, b) => a - b)
  return {
    median: samples[Math.floor(samples.length / 2)]!,
    p95: samples[Math.floor(samples.length * 0.95)]!,
  }
}

const ms = (value: number) => `${value.toFixed(2)} ms`

async function main() {
  let start = performance.now()
  const sim = createPartnerSimulator({ seed: 1 })
  const partnerId = sim.partners[0]!.partnerId
  rows.push({
    name: 'simulator: create (seeded world)',
    value: ms(performance.now() - start),
    note: 'cold, one run',
  })

  const client = createPartnerClient({
    baseUrl: 'http://portal.test/api/partner',
    partnerId,
    fetch: sim.viaProxy(),
  })
  start = performance.now()
  await client.compliance.listCompanies()
  rows.push({
    name: 'first request through proxy + simulator',
    value: ms(performance.now() - start),
    note: 'cold',
  })

  const alerts = await timeIt(200, () => client.compliance.listAlerts())
  const count = (await client.compliance.listAlerts()).length
  rows.push({
    name: `client.listAlerts (${count} alerts, validated)`,
    value: `${ms(alerts.median)} median`,
    note: `p95 ${ms(alerts.p95)}, 200 runs`,
  })

  const direct = createPartnerClient({
    baseUrl: 'http://service.test',
    partnerId,
    fetch: (input, init) => {
      const request = new Request(input, init)
      request.headers.set('authorization', `Bearer ${sim.tokens.production}`)
      return sim.fetch(request)
    },
  })
  const withoutProxy = await timeIt(200, () => direct.compliance.listAlerts())
  rows.push({
    name: 'proxy overhead per read',
    value: ms(alerts.median - withoutProxy.median),
    note: 'median with proxy − median without',
  })

  sim.setQuirks({ doubleEncoded: true, textPlain: true })
  const quirky = await timeIt(200, () => client.compliance.listAlerts())
  rows.push({
    name: 'client.listAlerts, double-encoded text/plain',
    value: `${ms(quirky.median)} median`,
    note: 'GEN-2 path',
  })
  sim.setQuirks({ doubleEncoded: false, textPlain: false })

  const companies = Array.from({ length: 1000 }, (_, index) => ({
    name: `Bench Company ${index} LLC`,
    ein: '12-3456789',
  }))
  start = performance.now()
  await client.compliance.bulkCreateCompanies(companies)
  rows.push({
    name: 'bulk create 1,000 companies (5 chunks)',
    value: ms(performance.now() - start),
    note: 'validation + 5 requests',
  })

  // Companies import (issue 12): the page held while 10,000 rows are read and checked, in Chromium,
  // and a chunked import's wall time against chunks ÷ concurrency × latency.
  rows.push(...(await companiesImportRows()))
  // Compliance (issue 10): render and keystroke figures in Chromium.
  rows.push(...(await complianceRows()))

  // Client decode (issue 13): a 1 MB alert list, read, decoded and validated, against JSON.parse.
  rows.push(...(await decodeRows()))
  // Proxy (issue 13): CPU per request and added latency against a minimal forwarder and the simulator
  // direct on loopback HTTP (autocannon), then the proxy at 200 connections for 20 s.
  rows.push(...(await proxyRows()))
  // Exactly once and receipts (issue 32): a write's CPU with the memory store and with Redis.
  rows.push(...(await storeRows()))
  // Watcher (issue 33): requests and CPU per watched order per hour, change → webhook delay.
  rows.push(...(await watcherRows()))
  // Network economy (issue 13): requests counted with the hooks rendered in jsdom (last: it sets DOM globals).
  rows.push(...(await networkRows()))

  // Bundle sizes (issue 13): the budgets npm test holds, measured on dist/ (`npm run bench` builds first).
  for (const weight of await measureAll()) {
    const extra = [
      weight.check.firstUse ? `${kB(weight.upFront + weight.firstUse)} with first use` : '',
      weight.apart ? `form chunk ${kB(weight.apart)}` : '',
    ].filter(Boolean)
    const { by } = weight.check.budget
    const kb = limitKb(weight.check, weight.bundler)
    rows.push({
      name: `size (${weight.bundler}): ${weight.check.name}`,
      value: `${kB(weight.upFront)} up front`,
      note:
        [`budget ${kb} kB ${by === 'firstUse' ? 'by first use' : 'up front'}`, ...extra].join('; ') +
        ' (min+gzip)',
    })
  }

  // The standalone elements file (issue 35): what a page without a bundler fetches, and in how many
  // round trips, until an element's first request can go out.
  const standalone = measureStandalone()
  for (const { tag, requests, roundTrips } of standalone.elements) {
    rows.push({
      name: `standalone <${tag}>: to its first request`,
      value: `${roundTrips} round trips`,
      note: `${requests} files (${kB(standalone.upFront)} kB up front in ${standalone.upFrontFiles.length} file); target ≤ 2 round trips`,
    })
  }

  const width = Math.max(...rows.map((row) => row.name.length))
  console.log(`filing-kit bench — Node ${process.version}, ${new Date().toISOString()}`)
  for (const row of rows) console.log(`${row.name.padEnd(width)}  ${row.value.padStart(16)}  ${row.note}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
