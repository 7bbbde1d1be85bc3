// Node's own http server, the proxy on /api/partner (run: node --import tsx examples/proxy/node.ts).
import { createServer } from 'node:http'
import { createPartnerProxy, toNodeListener } from 'filing-kit/proxy'

const proxy = createPartnerProxy({
  upstream: process.env.PARTNER_API_BASE_URL!, // production or staging: only the host differs
  token: process.env.PARTNER_API_TOKEN!, // that environment's token; never sent to the browser
  partnerId: process.env.PARTNER_ID!,
  apiUserPid: process.env.PARTNER_API_USER_PID,
  basePath: '/api/partner', // the client's baseUrl points here
  // authorize: your portal's own user check, before going live ("Your own user check" above)
})

// toNodeListener checks the target as it arrived on the wire: `/../` and `\` are refused, not resolved.
export const server = createServer(toNodeListener(proxy)).listen(Number(process.env.PORT ?? 3000))
