// Client decode (issues 13, 23): a 1 MB alert list through the client — decode (GEN-2), unwrap and
// validate the text, then the whole answer path with reading the Response — against `JSON.parse` of
// the same text, medians of many runs; the first answer of a fresh client and later ones; in this
// process (code generation allowed) and in a child started with --disallow-code-generation-from-strings,
// which refuses `new Function` as a page whose CSP has no 'unsafe-eval' does. Also double-encoded
// (GEN-2), and the parts: the generated check, zod's interpreter for comparison.
// `tsx bench/clientDecode.ts` runs it alone.
import { execFileSync } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import { resolve } from 'node:path'
import { decodeBody } from '../src/api/decodeBody'
import { complianceClientRoutes } from '../src/api/generated/complianceClientRoutes'
import { routes } from '../src/api/routes'
import { unwrapEnvelope } from '../src/api/unwrapEnvelope'
import { checkAnswer } from '../src/client/validateCall'
import { safeParseSchema } from '../src/schemas/safeParseSchema'
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

/** Whether this process may compile code (`new Function`), as a page whose CSP allows 'unsafe-eval'. */
function evalAllowed(): boolean {
  try {
    return new Function('return true')() === true
  } catch {
    return false
  }
}

/** The rows measured in this process, labelled with whether it may compile code. */
async function measure(runs: number): Promise<Row[]> {
  const text = await oneMegabyteOfAlerts()
  const doubled = JSON.stringify(text)
  const headers = { 'content-type': 'application/json' }
  // As bytes, the way an answer arrives from the network: a Response made from a string would add
  // an encode the client never pays.
  const bytes = new TextEncoder().encode(text)
  const doubledBytes = new TextEncoder().encode(doubled)
  let body = bytes
  const newClient = () =>
    createPartnerClient({
      baseUrl: 'http://portal.test/api/partner',
      partnerId: 'P000001',
      fetch: async () => new Response(body, { headers }),
    })
  const client = newClient()
  const route = complianceClientRoutes['compliance.listAlerts']!
  const schema = routes['compliance.listAlerts'].response
  const count = (JSON.parse(text) as { opportunities: unknown[] }).opportunities.length
  // What the client does with an answer's text: decode (GEN-2), unwrap, validate.
  const decodeAndValidate = (input: string) => {
    const unwrapped = unwrapEnvelope('opportunities', decodeBody(input))
    if (!unwrapped.ok || !checkAnswer(route, unwrapped.payload)) throw new Error('left to zod')
  }
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
  // Each task in its own block (warm-up runs first), so that one task's garbage is not collected
  // during another's.
  const block = async (task: () => unknown, warmUp = 5) => {
    const samples: number[] = []
    for (let run = 0; run < runs + warmUp; run += 1) {
      const start = performance.now()
      await task()
      if (run >= warmUp) samples.push(performance.now() - start)
    }
    return samples
  }
  // A fresh client's first answer: its routes and checks are the module's, nothing is learnt from
  // earlier answers (until issue 23 only a later answer took zod's compiled parser).
  let firstClient = newClient()
  const samples = {
    parse: await block(() => JSON.parse(text)),
    decode: await block(() => decodeAndValidate(text)),
    first: await block(async () => {
      body = bytes
      firstClient = newClient()
      const started = performance.now()
      await firstClient.compliance.listAlerts()
      return performance.now() - started
    }),
    client: await block(() => ((body = bytes), client.compliance.listAlerts())),
    doubled: await block(() => ((body = doubledBytes), client.compliance.listAlerts())),
    read: await block(() => new Response(bytes, { headers }).text()),
    check: await schemaSamples((payload) => route.response(payload)),
    zod: await schemaSamples((payload) => safeParseSchema(schema, payload)),
  }
  // The whole call against what a partner writes by hand with the same fetch — `await res.text()`
  // and `JSON.parse` — in adjacent pairs, their order alternating, so that a load that comes and goes
  // on the machine (or a collection of earlier garbage) weighs on both sides of each pair alike.
  const byHand = async () => JSON.parse(await (await fetchByHand()).text()) as unknown
  const fetchByHand = async () => new Response(bytes, { headers })
  const pairs: { call: number; hand: number }[] = []
  for (let run = 0; run < runs + 5; run += 1) {
    body = bytes
    const order = run % 2 === 0 ? (['call', 'hand'] as const) : (['hand', 'call'] as const)
    const pair = { call: 0, hand: 0 }
    for (const side of order) {
      const start = performance.now()
      await (side === 'call' ? client.compliance.listAlerts() : byHand())
      pair[side] = performance.now() - start
    }
    if (run >= 5) pairs.push(pair)
  }
  const parse = median(samples.parse)
  const ratio = (value: number) => `${(value / parse).toFixed(2)}× JSON.parse`
  const ms = (key: keyof typeof samples) => `${median(samples[key]).toFixed(2)} ms`
  const kb = Math.round(text.length / 1024)
  const mode = evalAllowed() ? 'eval allowed' : 'no eval (strict CSP)'
  const note = `${count} alerts, ${kb} kB; medians of ${runs}; JSON.parse ${parse.toFixed(2)} ms`
  return [
    {
      name: `decode + validate 1 MB alerts, ${mode}`,
      value: ratio(median(samples.decode)),
      note: `${ms('decode')}; target ≤ 1.5×; the answer's text decoded (GEN-2), unwrapped and checked by the generated check, every answer alike (no compile step, no new Function); ${note}`,
    },
    {
      name: `whole call ÷ (res.text() + JSON.parse), ${mode}`,
      value: `${median(pairs.map(({ call, hand }) => call / hand)).toFixed(2)}× by hand`,
      note: `target ≤ 1.25×; median of ${runs} adjacent pairs: the call ${median(pairs.map(({ call }) => call)).toFixed(2)} ms, by hand ${median(pairs.map(({ hand }) => hand)).toFixed(2)} ms (the same fetch, await res.text(), JSON.parse: what a partner writes without filing-kit)`,
    },
    {
      name: `  whole call, first answer of a client, ${mode}`,
      value: ratio(median(samples.first)),
      note: `${ms('first')}, reading the Response included (below)`,
    },
    {
      name: `  whole call, later answers, ${mode}`,
      value: ratio(median(samples.client)),
      note: `${ms('client')}, reading the Response included`,
    },
    {
      name: `  whole call, double-encoded, ${mode}`,
      value: ratio(median(samples.doubled)),
      note: `${ms('doubled')} (GEN-2)`,
    },
    {
      name: `  of which: reading the Response, ${mode}`,
      value: ratio(median(samples.read)),
      note: `${ms('read')}, new Response(bytes).text()`,
    },
    {
      name: `  of which: the generated check, ${mode}`,
      value: ratio(median(samples.check)),
      note: `${ms('check')}; zod's interpreter on the same list ${ratio(median(samples.zod))} (${ms('zod')}), asked only for what the check leaves to it`,
    },
  ]
}

export async function decodeRows(runs = Number(process.env.DECODE_RUNS ?? 60)): Promise<Row[]> {
  const here = await measure(runs)
  // The same in a process that refuses code generation, as a page whose CSP has no 'unsafe-eval'.
  const strict = execFileSync(
    process.execPath,
    ['--disallow-code-generation-from-strings', '--import', 'tsx', import.meta.filename, '--json'],
    { encoding: 'utf8', env: { ...process.env, DECODE_RUNS: String(runs) } },
  )
  return [...here, ...(JSON.parse(strict) as Row[])]
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(await measure(Number(process.env.DECODE_RUNS ?? 60))))
  } else {
    const rows = await decodeRows()
    const width = Math.max(...rows.map((row) => row.name.length))
    for (const row of rows) console.log(`${row.name.padEnd(width)}  ${row.value.padStart(18)}  ${row.note}`)
  }
}
