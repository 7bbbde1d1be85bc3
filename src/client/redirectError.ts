import { defaultMessage } from './classifyFailure'
import { PartnerApiError } from './PartnerApiError'

/**
 * The contract error for an answer that is a redirect the fetch did not follow (a browser's opaque
 * redirect, status 0, under `redirect: 'manual'`), or that came through one anyway (an injected
 * fetch that ignores `redirect`): either way it is not the proxy's answer, and what it says must not
 * be taken as data. A plain 3xx (Node's fetch gives it as is) is a contract error by its status, in
 * `classifyFailure`. Undefined for any other answer.
 */
export function redirectError(operation: string, response: Response): PartnerApiError | undefined {
  const opaque = response.type === 'opaqueredirect'
  if (!opaque && !response.redirected) return undefined
  return new PartnerApiError({
    kind: 'contract',
    operation,
    // An opaque redirect's 0 is no HTTP status; a followed one's is the other origin's.
    status: opaque ? undefined : response.status,
    message: defaultMessage('contract'),
    issues: [
      opaque
        ? 'the answer is a redirect, which the client does not follow'
        : 'the answer came through a redirect, which the client does not accept',
    ],
  })
}
