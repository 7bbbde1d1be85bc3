import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// design.md: rjsf and its JSON-Schema validator are a chunk loaded only when ComplianceForm renders.
// Rollup splits at the dynamic import, so the rule is in the sources: only the lazy body (and the
// theme and validator it alone imports) imports them at run time; everything else their types only.
const componentsDir = resolve(import.meta.dirname, '../../../components')
const LAZY = new Set([
  'compliance/ComplianceFormBody.tsx',
  'compliance/rjsfTheme.tsx',
  'compliance/jsonSchemaValidator.ts',
])

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  )
}
const RUNTIME_IMPORT =
  /^\s*import\s+(?!type\b)[^;]*?from\s+['"](@rjsf\/[^'"]+|ajv[^'"]*|@cfworker\/json-schema)['"]/m

describe('the compliance form chunk', () => {
  it('no module of filing-kit/components but the lazy form body imports rjsf or a validator at run time', () => {
    const offenders = sources(componentsDir)
      .map((file) => relative(componentsDir, file).split('\\').join('/'))
      .filter((file) => !LAZY.has(file))
      .filter((file) => RUNTIME_IMPORT.test(readFileSync(join(componentsDir, file), 'utf8')))
    expect(offenders).toEqual([])
  })

  it('the body is reached only through a dynamic import, and the rjsf theme and validator only from the body', () => {
    for (const file of sources(componentsDir)) {
      const name = relative(componentsDir, file).split('\\').join('/')
      const text = readFileSync(file, 'utf8')
      if (name !== 'compliance/ComplianceFormBody.tsx')
        expect(text, name).not.toMatch(/from\s+['"]\.\/(rjsfTheme|jsonSchemaValidator)['"]/)
      expect(text, name).not.toMatch(/^\s*import[^;(]*from\s+['"][./]*(compliance\/)?ComplianceFormBody['"]/m)
    }
    expect(readFileSync(join(componentsDir, 'compliance/ComplianceForm.tsx'), 'utf8')).toMatch(
      /import\(['"]\.\/ComplianceFormBody['"]\)/,
    )
  })
})
