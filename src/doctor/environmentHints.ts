/** Which of the service's two environments a host or a token appears to belong to (AUTH-3, GEN-6). */
export type EnvironmentGuess = 'production' | 'staging' | 'unknown'

const STAGING_LABEL = /^(staging|stage|stg|sandbox|sbx|test|testing|uat|qa|dev|demo|preprod|preview)$/i

function isLocal(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '')
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^\d{1,3}(\.\d{1,3}){3}$/.test(host) ||
    host.includes(':') // an IPv6 literal
  )
}

/**
 * The environment a base address names. The spec gives production and staging distinct base
 * addresses and nothing else (GEN-6), so a host is read by its labels: `api-staging.example.com`
 * or `sandbox.api.example.com` is staging; any other public name is taken for production; an IP
 * address or localhost says nothing (a tunnel, a simulator).
 */
export function environmentOfHost(hostname: string): EnvironmentGuess {
  if (isLocal(hostname)) return 'unknown'
  const labels = hostname.toLowerCase().split(/[.-]/)
  return labels.some((label) => STAGING_LABEL.test(label)) ? 'staging' : 'production'
}

/**
 * What a token's own wording suggests, e.g. `pk_test_…` or `pk_live_…` (the simulator's tokens read
 * so; the spec says nothing of the real service's format, so this is a hint, never a verdict).
 */
export function environmentOfToken(token: string): EnvironmentGuess {
  const words = token.toLowerCase().split(/[^a-z0-9]+/)
  // Only the leading words: a random tail may happen to spell "test".
  const head = words.slice(0, 3)
  if (head.some((word) => ['test', 'staging', 'stage', 'sandbox', 'sbx', 'uat'].includes(word)))
    return 'staging'
  if (head.some((word) => ['live', 'prod', 'production'].includes(word))) return 'production'
  return 'unknown'
}
