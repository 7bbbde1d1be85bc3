// Every page the demo serves, bundled: the portal (bundleClient) and the /plain page with its standalone
// elements file (bundlePlainPage), built side by side — together they take about as long as the first
// alone. `npm start` runs it once at start; the tests run it once per test run (test/support/portalBundle.ts).
import { bundleClient, type BuiltFile } from './bundleClient'
import { bundlePlainPage } from './bundlePlainPage'

/** URL path → file, for the portal's pages and the /plain page's. */
export async function bundlePages(): Promise<Map<string, BuiltFile>> {
  const [portal, plain] = await Promise.all([bundleClient(), bundlePlainPage()])
  return new Map([...portal, ...plain])
}
