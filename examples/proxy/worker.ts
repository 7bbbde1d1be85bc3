// Cloudflare Workers (workerd): the addresses are vars and the token a secret of the Worker
// (`wrangler secret put PARTNER_API_TOKEN`), handed to `fetch` as `env`.
import { createPartnerProxy, type PartnerProxy } from 'filing-kit/proxy'

export interface Env {
  PARTNER_API_BASE_URL: string
  PARTNER_API_TOKEN: string
  PARTNER_ID: string
  PARTNER_API_USER_PID: string
}

let proxy: PartnerProxy | undefined

export default {
  fetch(request: Request, env: Env): Promise<Response> {
    // Created on the first request of an isolate, when `env` is known; stateless, so any isolate serves any request.
    proxy ??= createPartnerProxy({
      upstream: env.PARTNER_API_BASE_URL,
      token: env.PARTNER_API_TOKEN,
      partnerId: env.PARTNER_ID,
      apiUserPid: env.PARTNER_API_USER_PID,
      basePath: '/api/partner',
      // authorize: your portal's own user check, before going live ("Your own user check" above)
    })
    return proxy(request)
  },
}
