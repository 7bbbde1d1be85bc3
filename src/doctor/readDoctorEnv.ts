import type { Product } from '../api/routeTypes'
import type { DoctorOptions } from './types'

export type DoctorEnv = Readonly<Record<string, string | undefined>>

const PRODUCTS: readonly Product[] = ['compliance', 'formation', 'taxRegistration']

/**
 * The doctor's options from the environment a partner's back end already has: `PARTNER_API_BASE_URL`,
 * `PARTNER_API_TOKEN`, `PARTNER_ID`, `PARTNER_API_USER_PID`, and optionally `PARTNER_API_ENVIRONMENT`
 * (`production` or `staging`) and `PARTNER_API_STAGING_BASE_URL`. Problems are listed, never the values.
 */
export function readDoctorEnv(
  env: DoctorEnv,
  products?: readonly string[],
): { options: DoctorOptions; errors: [] } | { options?: undefined; errors: string[] } {
  const errors: string[] = []
  const value = (name: string) => {
    const found = env[name]
    return found === undefined || found.trim() === '' ? undefined : found
  }
  const baseUrl = value('PARTNER_API_BASE_URL')
  const token = value('PARTNER_API_TOKEN')
  if (!baseUrl)
    errors.push('PARTNER_API_BASE_URL is not set: the service’s base address, e.g. https://api.example.com')
  else if (!/^https?:\/\//i.test(baseUrl.trim()) || !URL.canParse(baseUrl.trim()))
    errors.push('PARTNER_API_BASE_URL is not an absolute http(s) address')
  if (!token) errors.push('PARTNER_API_TOKEN is not set: the API token the operator issued')
  const environment = value('PARTNER_API_ENVIRONMENT')?.trim().toLowerCase()
  if (environment !== undefined && environment !== 'production' && environment !== 'staging')
    errors.push('PARTNER_API_ENVIRONMENT must be "production" or "staging"')
  const stagingBaseUrl = value('PARTNER_API_STAGING_BASE_URL')?.trim()
  if (stagingBaseUrl !== undefined && !URL.canParse(stagingBaseUrl))
    errors.push('PARTNER_API_STAGING_BASE_URL is not an absolute http(s) address')
  const unknown = (products ?? []).filter((product) => !PRODUCTS.includes(product as Product))
  if (unknown.length > 0) errors.push(`Unknown product ${unknown.join(', ')}: use ${PRODUCTS.join(', ')}`)
  if (errors.length > 0 || !baseUrl || !token) return { errors }
  return {
    errors: [],
    options: {
      baseUrl: baseUrl.trim(),
      token,
      partnerId: value('PARTNER_ID')?.trim(),
      apiUserPid: value('PARTNER_API_USER_PID')?.trim(),
      environment: environment as DoctorOptions['environment'],
      stagingBaseUrl,
      products: products as readonly Product[] | undefined,
    },
  }
}
