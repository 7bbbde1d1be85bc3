// Next.js App Router: app/api/partner/[...path]/route.ts. A route handler is a Fetch handler,
// and so is the proxy: it is exported as one, per method the route table uses.
import { createPartnerProxy } from 'filing-kit/proxy'

const proxy = createPartnerProxy({
  upstream: process.env.PARTNER_API_BASE_URL!,
  token: process.env.PARTNER_API_TOKEN!,
  partnerId: process.env.PARTNER_ID!,
  apiUserPid: process.env.PARTNER_API_USER_PID,
  basePath: '/api/partner', // this file's route
  // authorize: your portal's own user check, before going live ("Your own user check" above)
})

export const GET = proxy
export const POST = proxy
export const PATCH = proxy
export const dynamic = 'force-dynamic' // answers are per request, never cached at build time
