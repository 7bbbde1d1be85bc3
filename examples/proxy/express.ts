// Express 5: mount the proxy before any body parser (it reads the body stream itself).
import express from 'express'
import { createPartnerProxy, toNodeListener } from 'filing-kit/proxy'

const proxy = createPartnerProxy({
  upstream: process.env.PARTNER_API_BASE_URL!,
  token: process.env.PARTNER_API_TOKEN!,
  partnerId: process.env.PARTNER_ID!,
  apiUserPid: process.env.PARTNER_API_USER_PID,
  basePath: '/api/partner', // the mount path: the proxy reads Express's originalUrl, the full path
  // authorize: your portal's own user check, before going live ("Your own user check" above)
})

export const app = express()
app.use('/api/partner', toNodeListener(proxy))
app.use(express.json()) // your other routes from here on
app.get('/health', (_request, response) => {
  response.json({ ok: true })
})

export const server = app.listen(Number(process.env.PORT ?? 3000))
