// `filing-kit doctor` against the simulator served over real HTTP, with each of its tokens, and once
// as the built bin (`node dist/cli.js doctor`, which `npm test` builds before Vitest runs).
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { startSimulatorServer, type SimulatorServer } from '../../../src/simulatorServer/startSimulatorServer'
import { runDoctorCli, type DoctorEnv, type DoctorReport } from '../../../src/doctor'
import type { SimulatorTokens } from '../../../src/simulator'

let production: SimulatorServer
let staging: SimulatorServer
const servers: ServerType[] = []

/** A server on 127.0.0.1 around any Fetch handler; its URL. */
async function serveFetch(handler: (request: Request) => Promise<Response>): Promise<string> {
  const server = serve({ fetch: handler, hostname: '127.0.0.1', port: 0 })
  await new Promise<void>((done) => server.once('listening', () => done()))
  servers.push(server)
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

beforeAll(async () => {
  const quiet = { latencyMs: 0, writebackDelayMs: 0 }
  production = await startSimulatorServer(0, { seed: 7, ...quiet })
  staging = await startSimulatorServer(0, { seed: 7, environment: 'staging', ...quiet })
})

afterAll(async () => {
  await Promise.all([production.close(), staging.close()])
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))))
})

function envFor(
  token: keyof SimulatorTokens | string,
  extra: DoctorEnv = {},
  baseUrl = production.url,
): DoctorEnv {
  const partner = production.sim.partners[0]
  return {
    PARTNER_API_BASE_URL: baseUrl,
    PARTNER_API_TOKEN:
      token in production.sim.tokens ? production.sim.tokens[token as keyof SimulatorTokens] : token,
    PARTNER_ID: partner?.partnerId,
    PARTNER_API_USER_PID: partner?.apiUserPid,
    // The simulator listens on 127.0.0.1, which names no environment: say which it plays.
    PARTNER_API_ENVIRONMENT: 'production',
    ...extra,
  }
}

async function doctor(env: DoctorEnv, args: string[] = []) {
  let out = ''
  let err = ''
  const code = await runDoctorCli(['doctor', ...args], env, {
    out: (text) => (out += `${text}\n`),
    err: (text) => (err += `${text}\n`),
  })
  return { code, out, err }
}

async function report(env: DoctorEnv, args: string[] = []) {
  const run = await doctor(env, ['--json', ...args])
  return { ...run, report: JSON.parse(run.out) as DoctorReport }
}

const statusOf = (report: DoctorReport) =>
  Object.fromEntries(report.products.map((check) => [check.product, check.status]))

describe('filing-kit doctor against the simulator over HTTP', () => {
  it('AUTH-5: the production token is accepted and entitled everywhere; exit 0', async () => {
    const { code, report: result } = await report(envFor('production'))
    expect(statusOf(result)).toEqual({ compliance: 'fine', formation: 'fine', taxRegistration: 'fine' })
    expect(result.ok).toBe(true)
    expect(code).toBe(0)
    expect(result.drift.filter((item) => item.level === 'error')).toEqual([])
    expect(result.environmentMismatch).toBeUndefined()
    const text = await doctor(envFor('production'))
    expect(text.out).toContain('Ready: every product checked is fine.')
    expect(text.out).toContain('TAX-8')
  })

  it('AUTH-3: a staging token on a production host is recognised from the environment and the token', async () => {
    const { code, report: result } = await report(envFor('staging'))
    expect(statusOf(result)).toEqual({
      compliance: 'unauthorized',
      formation: 'unauthorized',
      taxRegistration: 'unauthorized',
    })
    expect(result.environmentMismatch?.verdict).toBe('likely')
    expect(result.environmentMismatch?.message).toMatch(
      /staging token on a production host answers 401 \(AUTH-3\)/,
    )
    expect(code).toBe(1)
    const text = await doctor(envFor('staging'))
    expect(text.out).toContain('probably a token of the other environment (AUTH-3)')
  })

  it('AUTH-3: with PARTNER_API_STAGING_BASE_URL the staging token is confirmed by trying it there', async () => {
    const env = envFor('staging', { PARTNER_API_STAGING_BASE_URL: staging.url })
    const { code, report: result } = await report(env)
    expect(result.environmentMismatch?.verdict).toBe('confirmed')
    expect(result.environmentMismatch?.message).toContain(
      `${staging.url} (PARTNER_API_STAGING_BASE_URL) accepts it`,
    )
    expect(code).toBe(1)
  })

  it('AUTH-2: a revoked token is not accepted, and is not mistaken for a staging token', async () => {
    const alone = await report(envFor('revoked'))
    expect(new Set(Object.values(statusOf(alone.report)))).toEqual(new Set(['unauthorized']))
    expect(alone.report.environmentMismatch?.verdict).toBe('possible')
    expect(alone.code).toBe(1)
    const tried = await report(envFor('revoked', { PARTNER_API_STAGING_BASE_URL: staging.url }))
    expect(tried.report.environmentMismatch?.verdict).toBe('unlikely')
    expect(tried.report.environmentMismatch?.message).toContain('not a staging token on production')
  })

  it.each([
    ['formationOnly', { compliance: 'forbidden', formation: 'fine', taxRegistration: 'forbidden' }],
    ['taxOnly', { compliance: 'forbidden', formation: 'forbidden', taxRegistration: 'fine' }],
    ['complianceOnly', { compliance: 'fine', formation: 'forbidden', taxRegistration: 'forbidden' }],
  ] as const)('AUTH-4: the %s token is forbidden on the other products', async (token, expected) => {
    const { code, report: result } = await report(envFor(token))
    expect(statusOf(result)).toEqual(expected)
    expect(result.environmentMismatch).toBeUndefined()
    expect(code).toBe(1)
    const forbidden = result.products.filter((check) => check.status === 'forbidden')
    for (const check of forbidden) {
      expect(check.httpStatus).toBe(403)
      expect(check.detail).toContain('not entitled')
    }
  })

  it('GEN-4: the project’s own simulator answers no member its schemas do not name', async () => {
    // A company read back is an open object (facts: its shape is not documented), so what the
    // simulator adds there (status, the writeback's complianceValues) is not drift; every probed answer
    // whose shape the spec documents fits our schemas exactly.
    const { report: result } = await report(envFor('production'))
    expect(result.drift).toEqual([])
    expect((await doctor(envFor('production'))).out).not.toContain('Unknown members')
  })

  it.each([
    ['a revoked token', () => envFor('revoked')],
    [
      'a revoked token, tried on staging',
      () => envFor('revoked', { PARTNER_API_STAGING_BASE_URL: staging.url }),
    ],
    ['a staging token', () => envFor('staging')],
    [
      'a staging token, tried on staging',
      () => envFor('staging', { PARTNER_API_STAGING_BASE_URL: staging.url }),
    ],
  ])('an all-401 run says each thing once: %s', async (_name, env) => {
    const { out } = await doctor(env())
    expect(out.match(/Every product answered 401/g)).toHaveLength(1)
    // The summary: from its headline to the blank line after it.
    const summary = out.slice(out.indexOf('Every product answered 401')).split('\n\n')[0]!
    const sentences = summary
      .split(/(?<=[.:])\s+/)
      .map((sentence) => sentence.trim())
      .filter((sentence) => sentence.length > 0)
    expect(sentences.length).toBeGreaterThan(1)
    expect(new Set(sentences).size).toBe(sentences.length)
    // Nor does it repeat what each product's line already says.
    expect(summary).not.toContain('not accepted')
  })

  it('AUTH-4: --products limits the check to what the partner licensed, and then passes', async () => {
    const { code, report: result } = await report(envFor('formationOnly'), ['--products', 'formation'])
    expect(statusOf(result)).toEqual({ compliance: 'skipped', formation: 'fine', taxRegistration: 'skipped' })
    expect(code).toBe(0)
  })

  it('CMP-1: a PARTNER_ID that resolves to no account is named as the cause', async () => {
    const { code, report: result } = await report(envFor('production', { PARTNER_ID: 'P000000' }))
    const compliance = result.products.find((check) => check.product === 'compliance')
    expect(compliance).toMatchObject({ status: 'failed', httpStatus: 400 })
    expect(compliance?.detail).toContain('PARTNER_ID does not resolve to an account (CMP-1)')
    expect(code).toBe(1)
  })

  it('AUTH-6: without PARTNER_ID the Compliance check cannot run, and that is a problem', async () => {
    const { code, report: result } = await report(envFor('production', { PARTNER_ID: undefined }))
    expect(statusOf(result).compliance).toBe('skipped')
    expect(result.ok).toBe(false)
    expect(code).toBe(1)
  })

  it('GEN-4: a required field gone from one answer is listed as drift; an unknown member is informational', async () => {
    // The service, changed: Formation packages lose `price` and gain `promoCode`.
    const drifted = await serveFetch(async (request) => {
      const response = await production.sim.fetch(request)
      if (!new URL(request.url).pathname.endsWith('/package') || !response.ok) return response
      const body = (await response.json()) as Record<
        string,
        { packageCollection: { productPackages: object[] }[] }
      >
      const payload = body.data ?? body.value
      for (const collection of payload?.packageCollection ?? []) {
        for (const pkg of collection.productPackages as Record<string, unknown>[]) {
          delete pkg.price
          pkg.promoCode = 'SPRING'
        }
      }
      return Response.json(body, { status: response.status })
    })
    const { code, report: result } = await report(envFor('production', {}, drifted))
    expect(statusOf(result)).toEqual({ compliance: 'fine', formation: 'drift', taxRegistration: 'fine' })
    expect(result.drift).toContainEqual(
      expect.objectContaining({
        level: 'error',
        operation: 'formation.getPackages',
        path: 'packageCollection.0.productPackages.0.price',
      }),
    )
    expect(result.drift).toContainEqual(
      expect.objectContaining({
        level: 'info',
        operation: 'formation.getPackages',
        path: 'packageCollection[].productPackages[].promoCode',
      }),
    )
    expect(code).toBe(1)
    const text = await doctor(envFor('production', {}, drifted))
    expect(text.out).toContain('Schema drift (answers our schemas reject):')
    expect(text.out).toMatch(/formation\.getPackages {2}packageCollection\.0\.productPackages\.0\.price: /)
  })

  it('AUTH-1: never prints the token — not for any simulator token, not when the service echoes it, not on errors', async () => {
    const tokens = production.sim.tokens
    // A service that quotes the key it refuses, and one that is not there at all.
    const echoing = await serveFetch(async (request) => {
      const key = request.headers.get('authorization') ?? ''
      return Response.json(
        { statusCode: 401, message: `Invalid API key ${key}`, errorMessage: [key] },
        { status: 401 },
      )
    })
    const runs = [
      ...Object.keys(tokens).flatMap((name) => [doctor(envFor(name)), doctor(envFor(name), ['--json'])]),
      doctor(envFor('production', {}, echoing)),
      doctor(envFor('production', {}, echoing), ['--json']),
      doctor(envFor(`Bearer ${tokens.production}`)),
      doctor(envFor('production', { PARTNER_API_BASE_URL: 'not a url' })),
      doctor(envFor('production'), ['--bogus']),
    ]
    const outputs = await Promise.all(runs)
    // Nothing listens on port 1: a network failure, whose message must not carry the token either.
    const unreachable = await report(envFor('production', {}, 'http://127.0.0.1:1'))
    expect(new Set(Object.values(statusOf(unreachable.report)))).toEqual(new Set(['failed']))
    expect(unreachable.report.products[0]?.detail).toContain('could not be reached')
    outputs.push(unreachable)
    for (const { out, err } of outputs) {
      for (const token of Object.values(tokens)) {
        expect(out).not.toContain(token)
        expect(err).not.toContain(token)
        // Not a recognisable part of it either: the secret tail is what matters.
        expect(out + err).not.toContain(token.slice(-24))
      }
    }
    const echoed = outputs[Object.keys(tokens).length * 2]
    expect(echoed?.out).toContain('[redacted]')
  })

  it('says what is wrong with the command and the environment, with exit code 2', async () => {
    expect((await doctor({})).code).toBe(2)
    expect((await doctor({})).err).toContain('PARTNER_API_BASE_URL is not set')
    expect((await doctor(envFor('production'), ['--products', 'payroll'])).err).toContain(
      'Unknown product payroll',
    )
    let err = ''
    const code = await runDoctorCli(['check'], {}, { out: () => {}, err: (text) => (err += text) })
    expect(code).toBe(2)
    expect(err).toContain('Unknown command: check')
  })

  it('the built bin runs: node dist/cli.js doctor, with the environment', async () => {
    const cli = resolve(import.meta.dirname, '../../../dist/cli.js')
    expect(existsSync(cli), 'dist/cli.js is missing: run npm run build first').toBe(true)
    const run = (env: DoctorEnv, args: string[]) =>
      new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
        // Async, not spawnSync: the simulator answers from this very process.
        const child = execFile(
          process.execPath,
          [cli, 'doctor', ...args],
          // A Node start and the doctor's requests, twice: past 5 s together at load 20 on 2 cores.
          { env: { PATH: process.env.PATH, ...env }, timeout: 50_000 },
          (_error, stdout, stderr) => done({ code: child.exitCode, stdout, stderr }),
        )
      })
    const fine = await run(envFor('production'), ['--json'])
    expect(fine.code).toBe(0)
    expect((JSON.parse(fine.stdout) as DoctorReport).ok).toBe(true)
    const refused = await run(envFor('staging'), [])
    expect(refused.code).toBe(1)
    expect(refused.stdout).toContain('AUTH-3')
    expect(refused.stdout + refused.stderr).not.toContain(production.sim.tokens.staging)
  }, 120_000)
})
