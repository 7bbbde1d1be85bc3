// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { build } from 'esbuild'
import { build as viteBuild } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { en } from '../../../components'
import { commonMessages } from '../../../components/messages/en/common'
import { companyMessages } from '../../../components/messages/en/companies'
import { complianceMessages } from '../../../components/messages/en/compliance'
import { complianceFieldMessages } from '../../../components/messages/en/complianceFields'
import { complianceFieldNameMessages } from '../../../components/messages/en/complianceFieldNames'
import { complianceValueMessages } from '../../../components/messages/en/complianceValues'
import { fileMessages } from '../../../components/messages/en/file'
import { formationMessages } from '../../../components/messages/en/formation'
import { formationFormMessages } from '../../../components/messages/en/formationForm'
import { formationTrackerMessages } from '../../../components/messages/en/formationTracker'
import { planMessages } from '../../../components/messages/en/plans'
import { refusalMessages } from '../../../components/messages/en/refusal'
import { subscriptionMessages } from '../../../components/messages/en/subscriptions'
import { taxRegistrationMessages } from '../../../components/messages/en/taxRegistration'
import { valueMessages } from '../../../components/messages/en/value'

const AREAS = {
  common: commonMessages,
  file: fileMessages,
  value: valueMessages,
  refusal: refusalMessages,
  plans: planMessages,
  subscriptions: subscriptionMessages,
  compliance: complianceMessages,
  complianceFields: complianceFieldMessages,
  complianceFieldNames: complianceFieldNameMessages,
  complianceValues: complianceValueMessages,
  companies: companyMessages,
  formation: formationMessages,
  formationForm: formationFormMessages,
  formationTracker: formationTrackerMessages,
  taxRegistration: taxRegistrationMessages,
}
type Area = keyof typeof AREAS
const root = resolve(import.meta.dirname, '../../..')

describe('the en-US areas', () => {
  it('are disjoint, and en is exactly all of them', () => {
    const ids = Object.values(AREAS).flatMap((area) => Object.keys(area))
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.sort()).toEqual(Object.keys(en).sort())
    for (const area of Object.values(AREAS))
      for (const [id, text] of Object.entries(area)) expect(en[id as keyof typeof en], id).toBe(text)
  })
})

/**
 * The library built by `vite build` (vite.config.ts) into a throwaway directory, its entries each one
 * module: the strictest shape for tree-shaking, where package.json's `sideEffects` cannot help and only
 * the `#__PURE__` annotations let a partner's bundler drop the components a page does not use.
 */
async function buildLibrary(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'filing-kit-dist-'))
  await viteBuild({
    configFile: resolve(root, 'vite.config.ts'),
    root,
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, rollupOptions: { output: { preserveModules: false } } },
  })
  return outDir
}

/**
 * What a partner's bundler ships for a page importing `name` alone from the built entry: esbuild
 * (minified, code splitting on, as for an app), the entry and the chunks it loads up front;
 * dependencies stay external.
 */
async function pageWith(dist: string, name: string): Promise<string> {
  const result = await build({
    stdin: { contents: `export { ${name} } from './components.js'`, resolveDir: dist },
    bundle: true,
    minify: true,
    format: 'esm',
    splitting: true,
    outdir: join(dist, 'page'),
    write: false,
    metafile: true,
    packages: 'external',
    logLevel: 'silent',
    absWorkingDir: dist,
  })
  const byPath = new Map(result.outputFiles.map((file) => [file.path, file.text]))
  const loaded = new Set<string>()
  const visit = (output: string) => {
    if (loaded.has(output)) return
    loaded.add(output)
    for (const imported of result.metafile.outputs[output]!.imports)
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path)
  }
  visit(Object.keys(result.metafile.outputs).find((output) => output.endsWith('stdin.js'))!)
  return [...loaded].map((output) => byPath.get(resolve(dist, output)) ?? '').join('\n')
}

const hasId = (code: string, id: string) => code.includes(JSON.stringify(id))

const COMPONENTS = [
  'SubscriptionList',
  'ComplianceAlertList',
  'ComplianceAlertDetail',
  'ComplianceForm',
  'ComplianceCalendar',
  'CompanyForm',
  'BulkCompanyImport',
  'FormationOrderForm',
  'FormationOrderTracker',
  'TaxRegistrationForm',
  'TaxRegistrationTracker',
]

describe('a page importing one component ships only its areas’ strings', () => {
  let dist = ''
  beforeAll(async () => {
    dist = await buildLibrary()
  }, 60_000)
  afterAll(() => rmSync(dist, { recursive: true, force: true }))

  // complianceFields and complianceFieldNames may come along everywhere: the chunk shared with the
  // lazy compliance form holds them (Rolldown, which the budgets measure, keeps them in that chunk).
  it.each<[string, Area, readonly Area[]]>([
    ['SubscriptionList', 'subscriptions', ['file', 'plans', 'refusal']],
    // The alert types' names in the owner's language are the plans' service names (issue 21).
    // And the service's known values (alert names) in the page's language (issue 34).
    ['ComplianceAlertList', 'compliance', ['plans', 'complianceValues']],
    ['BulkCompanyImport', 'companies', ['file']],
    // Both forms head a refusal of answers through FormErrorView (issue 22).
    ['TaxRegistrationForm', 'taxRegistration', ['value', 'refusal']],
    ['FormationOrderForm', 'formationForm', ['formation']],
    ['FormationOrderTracker', 'formationTracker', ['formation', 'file', 'refusal']],
  ])(
    '%s: %s',
    async (name, own, also) => {
      const code = await pageWith(dist, name)
      expect(Object.keys(AREAS[own]).filter((id) => !hasId(code, id))).toEqual([])
      const allowed = new Set<Area>(['common', 'complianceFields', 'complianceFieldNames', own, ...also])
      for (const [area, messages] of Object.entries(AREAS))
        if (!allowed.has(area as Area))
          expect(
            Object.keys(messages).filter((id) => hasId(code, id)),
            `${area} in ${name}`,
          ).toEqual([])
      // Nor any other component: every withBase call is pure.
      const others = COMPONENTS.filter((other) => other !== name && code.includes(`"${other}"`))
      expect(others).toEqual([])
    },
    30_000,
  )
})
