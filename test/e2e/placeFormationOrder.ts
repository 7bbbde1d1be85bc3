// A formation order of a demo customer, placed through the portal's proxy as that customer (their own
// session cookie): the proxy records it as theirs (onOrderCreated), so the /plain page's tracker shows
// it. The portal's own e2e tests place orders through its form; for a test of the tracker on /plain,
// that form is not what is under test, so the order is placed here, in Node, in a few milliseconds.
import { createPartnerClient } from '../../src/index'
import { formationOrderInput } from '../support/fixtures'

/** Places an Alabama LLC order for `customerId` through the portal at `portalUrl`; returns its guid. */
export async function placeFormationOrder(portalUrl: string, customerId: string): Promise<string> {
  const signedIn = await fetch(`${portalUrl}/demo/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ customerId }),
  })
  if (!signedIn.ok) throw new Error(`/demo/sign-in answered ${signedIn.status}`)
  const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!
  const session = (await (await fetch(`${portalUrl}/demo/session`, { headers: { cookie } })).json()) as {
    partnerId: string
  }
  const client = createPartnerClient({
    baseUrl: `${portalUrl}/api/partner`,
    partnerId: session.partnerId,
    // A program, not a browser: it states the Origin the portal's page would send with the write.
    headers: { cookie, origin: new URL(portalUrl).origin },
  })
  const packages = await client.formation.getPackages({ entityType: 'LLC', state: 'AL' })
  const order = await client.formation.createOrder(
    formationOrderInput(packages.packageCollection[0]!.productPackages[0]!, {
      companyInfo: {
        companyDesiredName: 'Whitfield Plain LLC',
        companyBusinessCategory: 'Technology',
        companyBusinessDescription: 'Data consulting',
      },
    }),
  )
  return order.orderGuid
}
