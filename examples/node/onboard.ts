// A back-office job with filing-kit alone, no React: onboard a book of companies into compliance
// tracking with chunk progress, then submit an alert's compliance form and confirm its writeback.
// It runs against the simulator; in production, drop the simulator and give the client your
// proxy's address (`baseUrl: 'https://portal.example/api/partner'`) and, since this program is no
// browser, the origin one would send (`headers: { origin: 'https://portal.example' }`): the proxy
// takes writes only from its own origin or one in its `trustedOrigins`.
//   npm run build && node --import tsx examples/node/onboard.ts
import {
  awaitWriteback,
  createBulkCreateRun,
  createPartnerClient,
  isPartnerApiError,
  type ComplianceForm,
} from 'filing-kit'
import { createPartnerSimulator } from 'filing-kit/simulator'

const sim = createPartnerSimulator({ seed: 1, writebackDelayMs: 1_500 })
const client = createPartnerClient({
  baseUrl: 'http://localhost/api/partner',
  partnerId: sim.partners[0]!.partnerId,
  fetch: sim.viaProxy(), // the simulator behind the real proxy, as your portal's server would run it
})

// 1. A thousand companies, 200 per request, two requests at a time.
const rows = Array.from({ length: 1_000 }, (_, index) => ({
  name: `Imported Company ${index + 1} LLC`,
  PCID: `IMPORT-${index + 1}`,
}))
const run = createBulkCreateRun(client, rows, { concurrency: 2 })
let shown = -1
run.subscribe(({ progress }) => {
  if (progress.done === shown) return
  shown = progress.done
  const chunks = progress.chunks.map((chunk) => chunk.status).join(' ')
  console.log(`progress ${progress.done}/${progress.total}  [${chunks}]`)
})
try {
  await run.start()
} catch {
  // A refused chunk is `failed` (nothing stored): fix its rows and resend only it. An `unknown` one may
  // be stored: check the company list by PCID before `retryFailed({ includeUnknown: true })`.
  await run.retryFailed()
}
const created = run.snapshot().results.filter((result) => result !== undefined)
console.log(`created ${created.length} companies`)

// 2. An alert's forms, sent back with their sections as read (CMP-8); the service names one missing
//    field per refusal (CMP-10), which we fill and send again.
const [first] = await client.compliance.listAlerts()
const alert = await client.compliance.getAlert(first!.id)
const complianceForms = structuredClone(alert.complianceForms) as ComplianceForm[]
const sections = complianceForms[0]!.formDefinitions[0]!.sections
sections.EntityState = { ...sections.EntityState, EntityName: 'Renamed by the back office LLC' }
for (let attempt = 0; ; attempt += 1) {
  try {
    await client.compliance.submitAlertForms(alert.id, { complianceForms })
    break
  } catch (error) {
    const [path] = isPartnerApiError(error, 'validation') ? Object.keys(error.fieldErrors) : []
    if (!path || attempt === 20) throw error
    const [section, field] = path.split('.') as [string, string]
    sections[section] = { ...sections[section], [field]: `Value for ${field}` }
    console.log(`the service asked for ${path}; filled it`)
  }
}
console.log('submitted; waiting for the writeback')

// 3. The service writes back asynchronously (CMP-11): re-read the company until it shows the values.
const writeback = await awaitWriteback(client, alert.companyId!, { complianceForms }, { initialDelayMs: 250 })
console.log(`writeback ${writeback.state}`)
process.exitCode = created.length === rows.length && writeback.state === 'confirmed' ? 0 : 1
