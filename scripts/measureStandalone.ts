// The standalone elements file as a page without a bundler loads it, measured on the built
// dist/standalone/ itself (no bundler in between: it is what the browser fetches). Up front is the
// entry and every chunk it imports statically; each element's component is a chunk behind a dynamic
// `import()` that loads when the first element of its kind connects, with the chunks it imports in turn.
import { readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { parseAst } from 'rolldown/parseAst'
import { ELEMENT_SPECS, type FilingKitTagName } from '../elements/elementSpecs'
import { STANDALONE_FILE } from './standaloneElementsConfig'

const FOLDER = resolve(import.meta.dirname, '../dist/standalone')

export interface StandaloneWeight {
  /** min+gzip bytes of the entry and the chunks it imports statically. */
  readonly upFront: number
  /** The files loaded up front, relative to dist/standalone/. */
  readonly upFrontFiles: readonly string[]
  /** Per element, min+gzip bytes its first connect fetches beyond up front (its component's chunks). */
  readonly elements: readonly { readonly tag: FilingKitTagName; readonly firstRender: number }[]
}

interface Imports {
  readonly statics: readonly string[]
  readonly dynamics: readonly string[]
}

/** A file's static and dynamic imports of files beside it, as absolute paths. */
function importsOf(file: string): Imports {
  const ast = parseAst(readFileSync(file, 'utf8'))
  const here = (specifier: string) => resolve(dirname(file), specifier)
  const statics = ast.body.flatMap((node) =>
    (node.type === 'ImportDeclaration' ||
      node.type === 'ExportNamedDeclaration' ||
      node.type === 'ExportAllDeclaration') &&
    node.source
      ? [here(String(node.source.value))]
      : [],
  )
  const dynamics: string[] = []
  // The minifier writes `import(`./chunks/x.js`)`: a template literal without expressions, or a string.
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return
    if (Array.isArray(node)) return node.forEach(visit)
    const { type, source } = node as { type?: string; source?: Record<string, unknown> }
    if (type === 'ImportExpression' && source) {
      const quasis = source.quasis as { value: { cooked: string } }[] | undefined
      const text =
        source.type === 'Literal' ? source.value : quasis?.length === 1 ? quasis[0]!.value.cooked : ''
      if (typeof text === 'string' && text.startsWith('.')) dynamics.push(here(text))
    }
    for (const value of Object.values(node)) visit(value)
  }
  visit(ast.body)
  return { statics, dynamics }
}

/** `fk-compliance-alert-list` → `ComplianceAlertList`, the name Rolldown gives its component's chunk. */
const componentOf = (tag: string) =>
  tag.slice(3).replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase())

export function measureStandalone(folder = FOLDER): StandaloneWeight {
  const imports = new Map<string, Imports>()
  const of = (file: string) => imports.get(file) ?? imports.set(file, importsOf(file)).get(file)!
  const closure = (roots: readonly string[]) => {
    const found = new Set<string>()
    const visit = (file: string) => {
      if (found.has(file)) return
      found.add(file)
      of(file).statics.forEach(visit)
    }
    roots.forEach(visit)
    return found
  }
  const gz = (files: Iterable<string>) =>
    [...files].reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).byteLength, 0)

  const entry = resolve(folder, STANDALONE_FILE)
  const upFront = closure([entry])
  const elements = (Object.keys(ELEMENT_SPECS) as FilingKitTagName[]).map((tag) => {
    const prefix = `${componentOf(tag)}-`
    const chunk = of(entry).dynamics.filter((file) =>
      relative(resolve(folder, 'chunks'), file).startsWith(prefix),
    )
    // A renamed chunk must not quietly weigh nothing.
    if (chunk.length !== 1)
      throw new Error(`<${tag}>: ${chunk.length} chunks named ${prefix}* loaded by the entry`)
    return { tag, firstRender: gz([...closure(chunk)].filter((file) => !upFront.has(file))) }
  })
  return {
    upFront: gz(upFront),
    upFrontFiles: [...upFront].map((file) => relative(folder, file)),
    elements,
  }
}
