// Client decode (issue 13): a 1 MB alert list through the client's whole answer path — read the
// Response, decode (GEN-2), unwrap, validate with the route's schema — against `JSON.parse` of the
// same text, in one process, medians of many runs. Also double-encoded (GEN-2) and the
// parts: reading the Response alone, the schema parse alone. `tsx bench/clientDecode.ts` runs it alone.
import { performance } from 'node:perf_hooks'
import { resolve } from 'node:path'
import { routes } from '../src/api/routes'
import { compileSchema } from '../src/client/compileSchema'
import { createPartnerClient } from '../src/client/index'
import { createPartnerSimulator } from '../src/simulator/index'

export interface Row {
  name: string
  value: string
  note: string
}

/** The simulator's alert list, its records repeated (ids kept unique) until the body passes 1 MB. */
async function oneMegabyteOfAlerts(): Promise<string> {
  const sim = createPartnerSimulator({ seed: 5 })
  const partnerId = sim.partners[0]!.partnerId
  const answer = await sim.fetch(`https://service.test/v1/partners/${partnerId}/alerts`, {
    headers: { authorization: `Bearer ${sim.tokens.production}` },
  })
  const envelope = (await answer.json()) as { opportunities: { id: string }[] }
  const base = envelope.opportunities
  const data: unknown[] = []
  for (let copy = 0; JSON.stringify({ ...envelope, opportunities: data }).length < 1024 * 1024; copy += 1) {
    for (const alert of base)
      data.push({ ...alert, id: `${alert.id.slice(0, 12)}${String(copy).padStart(6, '0')}` })
  }
  return JSON.stringify({ ...envelope, opportunities: data })
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

export async function decodeRows(runs = Number(process.env.DECODE_RUNS ?? 60)): Promise<Row[]> {
  const text = await oneMegabyteOfAlerts()
  const doubled = JSON.stringify(text)
  const headers = { 'content-type': 'application/json' }
  // As bytes, the way an answer arrives from the network: a Response made from a string would add
  // an encode the client never pays.
  const bytes = new TextEncoder().encode(text)
  const doubledBytes = new TextEncoder().encode(doubled)
  let body = bytes
  const client = createPartnerClient({
    baseUrl: 'http://portal.test/api/partner',
    partnerId: 'P000001',
    fetch: async () => new Response(body, { headers }),
  })
  const schema = routes['compliance.listAlerts'].response
  const compiled = compileSchema(schema)
  const count = (JSON.parse(text) as { opportunities: unknown[] }).opportunities.length
  // Each task in its own block (warm-up runs first), so that one task's garbage is not collected
  // during another's; the client's fetch answers with a new Response of the same bytes each time.
  const schemaSamples = async (parse: (payload: unknown) => unknown) => {
    const out: number[] = []
    for (let run = 0; run < runs + 5; run += 1) {
      const fresh = (JSON.parse(text) as { opportunities: unknown }).opportunities
      const start = performance.now()
      parse(fresh)
      if (run >= 5) out.push(performance.now() - start)
    }
    return out
  }
  const block = async (task: () => unknown) => {
    const samples: number[] = []
    for (let run = 0; run < runs + 5; run += 1) {
      // After the warm-up, a turn of the event loop, as a page has between requests: the schema the
      // client compiles in the background for large bodies is loaded in one (an answer made in memory
      // settles in microtasks and would never give it one).
      if (run === 5) await new Promise((resolve) => setTimeout(resolve, 50))
      const start = performance.now()
      await task()
      if (run >= 5) samples.push(performance.now() - start)
    }
    return samples
  }
  const samples = {
    parse: await block(() => JSON.parse(text)),
    client: await block(() => ((body = bytes), client.compliance.listAlerts())),
    doubled: await block(() => ((body = doubledBytes), client.compliance.listAlerts())),
    read: await block(() => new Response(bytes, { headers }).text()),
    // A fresh payload each run, as the client validates one: parsed outside the clock.
    schema: await schemaSamples(schema.parse.bind(schema)),
    compiled: await schemaSamples((payload) => compiled.parse(payload)),
  }
  const parse = median(samples.parse)
  const ratio = (value: number) => `${(value / parse).toFixed(2)}× JSON.parse`
  const kb = Math.round(text.length / 1024)
  const note = `${count} alerts, ${kb} kB; medians of ${runs}; JSON.parse ${parse.toFixed(2)} ms`
  return [
    {
      name: 'client decode + validate, 1 MB alerts',
      value: ratio(median(samples.client)),
      note: `${median(samples.client).toFixed(2)} ms; target ≤ 1.5×; ${note}`,
    },
    {
      name: 'client decode + validate, double-encoded',
      value: ratio(median(samples.doubled)),
      note: `${median(samples.doubled).toFixed(2)} ms (GEN-2)`,
    },
    {
      name: '  of which: reading the Response',
      value: ratio(median(samples.read)),
      note: `${median(samples.read).toFixed(2)} ms, new Response(bytes).text()`,
    },
    {
      name: '  of which: the schema parse, compiled',
      value: ratio(median(samples.compiled)),
      note: `${median(samples.compiled).toFixed(2)} ms, zod's compiled fast path, which a route takes after its first answer ≥ 256 Ki characters`,
    },
    {
      name: '  the schema parse, interpreted',
      value: ratio(median(samples.schema)),
      note: `${median(samples.schema).toFixed(2)} ms, the same schema on zod's interpreter (routes without a large answer yet)`,
    },
  ]
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const rows = await decodeRows()
  const width = Math.max(...rows.map((row) => row.name.length))
  for (const row of rows) console.log(`${row.name.padEnd(width)}  ${row.value.padStart(18)}  ${row.note}`)
}
