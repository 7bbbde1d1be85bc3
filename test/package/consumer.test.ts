// The package as a partner installs it: `npm pack` (of the dist/ that `npm test` built before Vitest),
// unpacked into a throwaway project whose dependencies are links to this repo's node_modules (no network),
// then type-checked the strictest way a partner may: `module`/`moduleResolution: nodenext`,
// `skipLibCheck: false`, `strict`. Extensionless relative imports in our .d.ts, a missing types file or
// an export that silently became `any` all fail here. The app is type-checked, never run.
//
// The project sits at one path per checkout (outside it: a node_modules above would hide a missing
// link), and tsc keeps what it learnt there between runs (`incremental`, keyed by each file's
// contents): an unchanged package and unchanged dependencies are not checked again, and their
// diagnostics — the deliberate errors included — are reported as tsc found them (10 → ~2 s of CPU).
// Everything else is made afresh each run.
import { createHash } from 'node:crypto'
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../..')

/**
 * What npm would put in the consumer's node_modules — its own dependencies and ours (`dependencies`
 * of package.json, e.g. rjsf, whose types the components' declarations use) — each linked from this
 * repo's node_modules.
 */
const manifest = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>
}
const LINKED = [
  ...Object.keys(manifest.dependencies),
  'typescript',
  'react',
  'react-dom',
  '@types/react',
  '@types/react-dom',
  '@types/node',
  '@tanstack/react-query',
  'msw',
]

/** Beside the project, so that clearing the project keeps it. */
const BUILD_INFO = 'consumer.tsbuildinfo'
const home = join(
  tmpdir(),
  `filing-kit-consumer-${createHash('sha256').update(root).digest('hex').slice(0, 12)}`,
)

/** Everything of the last run but tsc's build info. */
function clearHome() {
  if (!existsSync(home)) return
  for (const name of readdirSync(home))
    if (name !== BUILD_INFO) rmSync(join(home, name), { recursive: true, force: true })
}

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    jsx: 'react-jsx',
    strict: true,
    skipLibCheck: false,
    noEmit: true,
    types: ['node'],
    incremental: true,
    tsBuildInfoFile: `../${BUILD_INFO}`,
  },
  include: ['src'],
}

// A portal's server (proxy), its browser side (hooks) and a script without React (client), written
// against the public entries only, as the README shows them.
const APP: Record<string, string> = {
  'src/server.ts': `
import { createServer } from 'node:http'
import { createPartnerProxy, toNodeListener, type PartnerProxyOptions } from 'filing-kit/proxy'

const options: PartnerProxyOptions = {
  upstream: process.env.PARTNER_API_BASE_URL ?? 'http://127.0.0.1:4010',
  token: () => process.env.PARTNER_API_TOKEN ?? '',
  partnerId: 'P605992',
  apiUserPid: '67494',
  basePath: '/api/partner',
  onLog: (record) => console.log(record.method, record.path, record.status, record.durationMs),
}
const proxy = createPartnerProxy(options)
const response: Promise<Response> = proxy(new Request('http://localhost/api/partner/v1/partners/P605992/alerts'))
void response
createServer(toNodeListener(proxy)).listen(3000)
`,
  'src/script.ts': `
import { createPartnerClient, isPartnerApiError, type Alert, type PartnerApiError } from 'filing-kit'

const client = createPartnerClient({ baseUrl: 'http://127.0.0.1:4000/api/partner', partnerId: 'P605992' })
export async function openAlertNames(companyId: string): Promise<string[]> {
  try {
    const alerts: Alert[] = await client.compliance.listAlerts({ companyId })
    return alerts.map((alert) => alert.name)
  } catch (error) {
    if (isPartnerApiError(error, 'unauthorized')) return []
    const kind: PartnerApiError['kind'] | undefined = isPartnerApiError(error) ? error.kind : undefined
    throw new Error(String(kind), { cause: error })
  }
}
`,
  'src/App.tsx': `
import 'filing-kit/styles.css'
import { FilingKitProvider, isPartnerApiError, useAlerts, type Alert } from 'filing-kit/hooks'

const explain = (error: unknown) =>
  isPartnerApiError(error, 'forbidden') ? 'Not your company' : isPartnerApiError(error) ? error.message : 'Failed'

function OpenAlerts({ companyId }: { companyId: string }) {
  const alerts = useAlerts({ companyId })
  if (alerts.isPending) return <p>Loading…</p>
  if (alerts.isError) return <p role="alert">{explain(alerts.error)}</p>
  const list: Alert[] = alerts.data
  return (
    <ul>
      {list.map((alert) => (
        <li key={alert.id}>{alert.name}</li>
      ))}
    </ul>
  )
}

export function App() {
  return (
    <FilingKitProvider baseUrl="/api/partner" partnerId="P605992">
      <OpenAlerts companyId="a0E5fU1yUXPfjilyTj" />
    </FilingKitProvider>
  )
}
`,
  'src/testing.ts': `
import { createPartnerSimulator } from 'filing-kit/simulator'
import { simulatorHandlers } from 'filing-kit/simulator/msw'
import * as components from 'filing-kit/components'

const sim = createPartnerSimulator({ seed: 1 })
export const handlers = simulatorHandlers(sim, { basePath: '/api/partner' })
export const partnerId: string = sim.partners[0]?.partnerId ?? ''
export const componentNames: string[] = Object.keys(components)
`,
  // A page that is not React: the elements, typed through the HTMLElementTagNameMap declaration.
  'src/elements.ts': `
import { defineFilingKitElements, type FilingKitElementEventMap } from 'filing-kit/elements'
import { defineFilingKitElements as defineStandalone } from 'filing-kit/elements/standalone'

defineFilingKitElements({ baseUrl: '/api/partner', partnerId: 'P605992', locale: 'es' })
export const sameApi: typeof defineFilingKitElements = defineStandalone
const list: HTMLElementTagNameMap['fk-compliance-alert-list'] = document.createElement('fk-compliance-alert-list')
list.companyId = 'a0E5fU1yUXPfjilyTj'
list.addEventListener('fk-select', (event) => console.log(event.detail.alert.name, event.detail.target.companyId))
document.body.append(list)
export const phaseOf = (event: FilingKitElementEventMap['fk-phase-change']): string => event.detail.phase
`,
  // Each marked line must be an error, and nothing else in this file: proves the check can fail, and
  // that the exports are real types (were they \`any\`, none of these would be an error).
  'src/broken.tsx': `
import { createPartnerClient } from 'filing-kit'
import { useAlerts } from 'filing-kit/hooks'
import { createPartnerProxy } from 'filing-kit/proxy'
import type {} from 'filing-kit/elements'

export const client = createPartnerClient({ baseUrl: '/api/partner' }) // error: partnerId missing
export function Alerts() {
  const alerts = useAlerts({ companyId: 42 }) // error: companyId is a string
  const first: number = alerts.data?.[0]?.name ?? 0 // error: name is a string
  return first
}
export const proxy = createPartnerProxy({ upstream: 'http://127.0.0.1:4010', partnerId: 'P605992', basePath: 1 }) // error: basePath
document.createElement('fk-subscription-list').companyId = 7 // error: companyId is a string
`,
}

interface Diagnostic {
  file: string
  line: number
  code: string
  message: string
}

function typeCheck(project: string): Diagnostic[] {
  const tsc = join(project, 'node_modules/typescript/bin/tsc')
  const run = spawnSync(process.execPath, [tsc, '-p', project, '--pretty', 'false'], {
    cwd: project,
    encoding: 'utf8',
  })
  const output = run.stdout + run.stderr
  const diagnostics = [...output.matchAll(/^(.+?)\((\d+),\d+\): error (TS\d+): (.*)$/gm)].map((match) => ({
    file: match[1]!.replaceAll('\\', '/'),
    line: Number(match[2]),
    code: match[3]!,
    message: match[4]!,
  }))
  // tsc failed without a single located diagnostic (bad config, crash): show what it said.
  if (run.status !== 0 && diagnostics.length === 0) throw new Error(`tsc failed:\n${output}`)
  return diagnostics
}

describe('the packed package in a TypeScript consumer (nodenext, skipLibCheck: false, strict)', () => {
  let project: string
  let packageDir: string
  let diagnostics: Diagnostic[]

  beforeAll(() => {
    if (!existsSync(join(root, 'dist/index.js')))
      throw new Error('dist/ is missing: run `npm run build` first')
    clearHome()
    project = join(home, 'portal')
    mkdirSync(project, { recursive: true })
    // --ignore-scripts: pack exactly the dist/ that was built, never rebuild here.
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', project], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }),
    ) as [{ filename: string }]
    packageDir = join(project, 'node_modules/filing-kit')
    mkdirSync(packageDir, { recursive: true })
    execFileSync('tar', ['-xzf', join(project, packed.filename), '-C', packageDir, '--strip-components=1'])
    for (const name of LINKED) {
      const link = join(project, 'node_modules', name)
      mkdirSync(dirname(link), { recursive: true })
      symlinkSync(join(root, 'node_modules', name), link, 'junction')
    }
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({ name: 'portal', private: true, type: 'module' }),
    )
    writeFileSync(join(project, 'tsconfig.json'), JSON.stringify(TSCONFIG, null, 2))
    mkdirSync(join(project, 'src'))
    for (const [file, text] of Object.entries(APP)) writeFileSync(join(project, file), text.trimStart())
    diagnostics = typeCheck(project)
    // npm pack and a strict tsc over the packed package and its dependencies' types: CPU-bound, 174 s
    // at load 23 on 2 cores (past the 60 s it had). The bound only says how long a failure takes.
  }, 600_000)

  afterAll(() => clearHome())

  it('type-checks an app using the client, the hooks, the elements, the proxy and the simulator with zero errors', () => {
    expect(diagnostics.filter((d) => !d.file.endsWith('src/broken.tsx'))).toEqual([])
  })

  it('catches a deliberate type error on every marked line, and only there', () => {
    const marked = APP['src/broken.tsx']!.trimStart()
      .split('\n')
      .flatMap((text, index) => (text.includes('// error:') ? [index + 1] : []))
    const reported = diagnostics.filter((d) => d.file.endsWith('src/broken.tsx')).map((d) => d.line)
    expect(marked).toHaveLength(5)
    expect([...new Set(reported)].sort((a, b) => a - b)).toEqual(marked)
  })

  it('npx filing-kit simulator: the packed bin serves the simulator on localhost until stopped', async () => {
    // What npx runs: the package's `bin`, from the consumer's node_modules (its dependencies linked).
    const { bin } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
      bin: Record<string, string>
    }
    const child = spawn(
      process.execPath,
      [join(packageDir, bin['filing-kit']!), 'simulator', '--port', '0'],
      {
        cwd: project,
        env: { PATH: process.env.PATH },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
    try {
      let printed = ''
      // It prints the address, the partner id and the tokens once it listens (a Node start at load 20
      // takes seconds; the test's bound says how long a failure takes).
      await new Promise<void>((done, fail) => {
        child.stdout.on('data', (chunk: Buffer) => {
          printed += chunk.toString()
          if (printed.includes('Try:')) done()
        })
        child.once('exit', (code) => fail(new Error(`exited ${code} before listening: ${printed}`)))
      })
      const url = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(printed)?.[1]
      const partnerId = /partnerId\s+(\S+)/.exec(printed)?.[1]
      const token = /token production\s+(\S+)/.exec(printed)?.[1]
      expect({ url, partnerId, token }).toEqual({
        url: expect.any(String),
        partnerId: expect.any(String),
        token: expect.any(String),
      })
      const answer = await fetch(`${url}/v1/partners/${partnerId}/companies`, {
        headers: { authorization: `Bearer ${token}` },
      })
      expect(answer.status).toBe(200)
      expect(((await answer.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0)
      expect((await fetch(`${url}/v1/partners/${partnerId}/companies`)).status).toBe(401)
    } finally {
      child.kill('SIGTERM')
      await exited
    }
  }, 120_000)

  it('ships the LICENSE, and every file the README links to', () => {
    expect(existsSync(join(packageDir, 'LICENSE'))).toBe(true)
    const readme = readFileSync(join(packageDir, 'README.md'), 'utf8')
    const links = [...readme.matchAll(/\]\(([^)\s]+)\)|href="([^"]+)"/g)]
      .map((match) => (match[1] ?? match[2])!.split('#')[0]!)
      .filter((link) => link && !/^[a-z][a-z0-9+.-]*:/i.test(link))
    for (const link of links) expect(existsSync(join(packageDir, link)), `README links to ${link}`).toBe(true)
  })
})
