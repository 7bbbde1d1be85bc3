// `npm run bench`: figures, not assertions. Each measurement is bounded in count and time, runs in
// process against the simulator (no network), and prints one row; compare rows across commits.
import { relative } from 'node:path'
import { performance } from 'node:perf_hooks'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { createPartnerClient } from '../src/index'
import { createPartnerSimulator } from '../src/simulator/index'
import { decodeRows } from './clientDecode'
import { companiesImportRows } from './companiesImport'
import { complianceRows } from './compliance'
import { networkRows } from './networkEconomy'
import { proxyRows } from './proxyCpu'

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

  rows.push(await pageWeight('SubscriptionList', { withProvider: false }))
  rows.push(await pageWeight('SubscriptionList', { withProvider: true }))

  // Companies import (issue 12): the page held while 10,000 rows are read and checked, in Chromium,
  // and a chunked import's wall time against chunks ÷ concurrency × latency.
  rows.push(...(await companiesImportRows()))
  // Compliance (issue 10): a page with the alert list, or with the form before it renders, loads no
  // rjsf or ajv (the form's chunk comes when it renders); render and keystroke figures in Chromium.
  rows.push(await pageWeight('ComplianceAlertList', { withProvider: false }))
  rows.push(await pageWeight('ComplianceForm', { withProvider: false }))
  rows.push(...(await complianceRows()))

  // Client decode (issue 13): a 1 MB alert list, read, decoded and validated, against JSON.parse.
  rows.push(...(await decodeRows()))
  // Proxy (issue 13): CPU per request and added latency against a minimal forwarder and the simulator
  // direct on loopback HTTP (autocannon), then the proxy at 200 connections for 20 s.
  rows.push(...(await proxyRows()))
  // Network economy (issue 13): requests counted with the hooks rendered in jsdom (last: it sets DOM globals).
  rows.push(...(await networkRows()))

  const width = Math.max(...rows.map((row) => row.name.length))
  console.log(`filing-kit bench — Node ${process.version}, ${new Date().toISOString()}`)
  for (const row of rows) console.log(`${row.name.padEnd(width)}  ${row.value.padStart(16)}  ${row.note}`)
}

/**
 * What a page importing only `component` from filing-kit/components loads, beyond React and TanStack
 * Query: bundled from source, minified and tree-shaken as a partner's bundler would, with code
 * splitting on, so only what the entry reaches through static imports counts (lazy chunks load later).
 * Fails the bench if that includes rjsf or ajv (design.md: only ComplianceForm may pull them in).
 */
async function pageWeight(component: string, { withProvider }: { withProvider: boolean }): Promise<Row> {
  // With the provider, the page as a partner ships it: the client, its schemas (zod) and the hooks' wiring.
  const provider = withProvider
    ? `import { FilingKitProvider } from './hooks/index.ts'\nexport { FilingKitProvider }\n`
    : ''
  const result = await build({
    stdin: {
      contents: `${provider}import { ${component} } from './components/index.ts'\nexport default ${component}`,
      resolveDir: new URL('..', import.meta.url).pathname,
      loader: 'ts',
    },
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    write: false,
    outdir: '/tmp/filing-kit-bench',
    metafile: true,
    platform: 'browser',
    jsx: 'automatic',
    logLevel: 'silent',
    external: ['react', 'react-dom', 'react/jsx-runtime', '@tanstack/react-query'],
    define: { 'process.env.NODE_ENV': '"production"' },
  })
  const outputs = result.metafile.outputs
  const entry = Object.keys(outputs).find((path) => outputs[path]!.entryPoint !== undefined)!
  const loaded = new Set<string>()
  const visit = (path: string) => {
    if (loaded.has(path)) return
    loaded.add(path)
    for (const imported of outputs[path]?.imports ?? [])
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path)
  }
  visit(entry)
  const inputs = [...loaded].flatMap((path) => Object.keys(outputs[path]!.inputs))
  const forbidden = inputs.filter((input) => /node_modules\/(@rjsf|ajv)/.test(input))
  if (forbidden.length > 0)
    throw new Error(`${component} pulls in rjsf/ajv: ${forbidden.slice(0, 3).join(', ')}`)
  // The metafile names outputs relative to the working directory; outputFiles carry absolute paths.
  const files = result.outputFiles.filter((file) => loaded.has(relative(process.cwd(), file.path)))
  const minified = files.reduce((sum, file) => sum + file.contents.byteLength, 0)
  const gzipped = files.reduce((sum, file) => sum + gzipSync(file.contents).byteLength, 0)
  return {
    name: withProvider
      ? `page: FilingKitProvider + ${component}`
      : `${component} alone (on top of the provider)`,
    value: `${(gzipped / 1024).toFixed(1)} kB gz`,
    note: `${(minified / 1024).toFixed(1)} kB min, beyond React + TanStack Query; no rjsf, no ajv (${inputs.length} modules)`,
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
