import { defaultMessage } from './classifyFailure'
import { PartnerApiError } from './PartnerApiError'

/**
 * The contract error for an answer that is a redirect the fetch did not follow (a browser's opaque
 * redirect, status 0, under `redirect: 'manual'`), or that came through one anyway (an injected
 * fetch that ignores `redirect`): either way it is not the proxy's answer, and what it says must not
 * be taken as data. A plain 3xx (Node's fetch gives it as is) is a contract error by its status, in
 * `classifyFailure`. Undefined for any other answer. No status: an opaque redirect's 0 is none, and
 * a followed one's is another origin's.
 */
export function redirectError(operation: string, response: Response): PartnerApiError | undefined {
  if (response.type !== 'opaqueredirect' && !response.redirected) return undefined
  return new PartnerApiError({
    kind: 'contract',
    operation,
    message: defaultMessage('contract'),
    issues: ['the answer is or came through a redirect, which the client does not accept'],
  })
}
