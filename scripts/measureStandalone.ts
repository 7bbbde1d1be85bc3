// The standalone elements file as a page without a bundler loads it, measured on the built
// dist/standalone/ itself (no bundler in between: it is what the browser fetches). Up front is the
// entry and every chunk it imports statically; each element's component is a chunk behind a dynamic
// `import()` that loads when the first element of its kind connects, with the chunks it imports in turn.
import { readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { parseAst } from 'rolldown/parseAst'
import { ELEMENT_SPECS, type FilingKitTagName } from '../elements/elementSpecs'
import { STANDALONE_FILE } from '../standalone/standaloneElementsConfig'
import { PRELOAD_FUNCTION, productOf } from '../standalone/standalonePreload'

const FOLDER = resolve(import.meta.dirname, '../dist/standalone')

export interface StandaloneWeight {
  /** min+gzip bytes of the entry and the chunks it imports statically. */
  readonly upFront: number
  /** The files loaded up front, relative to dist/standalone/. */
  readonly upFrontFiles: readonly string[]
  /**
   * Per element: min+gzip bytes its first connect fetches beyond up front (its component's chunks);
   * the files a page fetches until the element's first request can go out (up front, the component's
   * chunks, the generated checks and its product's routes), and in how many round trips, each one the
   * files a browser can ask for at once: those a file names statically once it arrives, those the entry
   * preloads, and the dynamic imports once what triggers them has run.
   */
  readonly elements: readonly {
    readonly tag: FilingKitTagName
    readonly firstRender: number
    readonly requests: number
    readonly roundTrips: number
  }[]
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
  // What the entry preloads beside each component's dynamic import (standalonePreload.ts).
  const preloads = new Map(
    [
      ...readFileSync(entry, 'utf8').matchAll(
        new RegExp(`${PRELOAD_FUNCTION}\\((\\[[^\\]]*\\])\\),import\\(\`([^\`]+)\``, 'g'),
      ),
    ].map((match) => [
      resolve(folder, match[2]!),
      (JSON.parse(match[1]!) as string[]).map((file) => resolve(folder, file)),
    ]),
  )
  /** When each file arrives (in round trips), fetching `roots` at `start` and what they import statically. */
  const arrive = (roots: readonly string[], start: number, at: Map<string, number>) => {
    const queue = roots.map((file) => [file, start] as const)
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [file, time] = next
      if ((at.get(file) ?? Infinity) <= time) continue
      at.set(file, time)
      for (const child of of(file).statics) queue.push([child, time + 1])
    }
    return Math.max(...[...at.values()])
  }
  const dynamicNamed = (prefix: string) => {
    const found = [...imports.keys(), ...of(entry).dynamics].find((file) =>
      relative(resolve(folder, 'chunks'), file).startsWith(`${prefix}-`),
    )
    if (!found) throw new Error(`standalone: no chunk named ${prefix}-*`)
    return found
  }
  /** The page's fetches until the element's first request: the entry, its component, then that request's chunks. */
  const toFirstRequest = (component: string) => {
    const at = new Map<string, number>()
    const loaded = arrive([entry], 1, at)
    const rendered = arrive([component, ...(preloads.get(component) ?? [])], loaded + 1, at)
    const product = productOf(relative(resolve(folder, 'chunks'), component))
    const requested = [dynamicNamed('validateCall'), dynamicNamed(`${product}ClientRoutes`)]
    const answered = requested.every((file) => at.has(file)) ? rendered : arrive(requested, rendered + 1, at)
    return { requests: at.size, roundTrips: answered }
  }
  const elements = (Object.keys(ELEMENT_SPECS) as FilingKitTagName[]).map((tag) => {
    const prefix = `${componentOf(tag)}-`
    const chunk = of(entry).dynamics.filter((file) =>
      relative(resolve(folder, 'chunks'), file).startsWith(prefix),
    )
    // A renamed chunk must not quietly weigh nothing.
    if (chunk.length !== 1)
      throw new Error(`<${tag}>: ${chunk.length} chunks named ${prefix}* loaded by the entry`)
    return {
      tag,
      firstRender: gz([...closure(chunk)].filter((file) => !upFront.has(file))),
      ...toFirstRequest(chunk[0]!),
    }
  })
  return {
    upFront: gz(upFront),
    upFrontFiles: [...upFront].map((file) => relative(folder, file)),
    elements,
  }
}
