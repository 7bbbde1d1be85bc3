// The standalone elements file in two round trips: a page without a bundler fetches the entry, then,
// when an element first connects, its component's chunks and what its first request loads (the
// generated checks, its product's routes) all at once. Two changes to Rolldown's output make that:
// - everything the entry needs up front is in the entry itself (Rolldown puts it in one chunk, the
//   `$initial` group, behind a one-line facade: the facade and that chunk become one file), so no
//   second round trip for its static imports;
// - each dynamic import of a component announces, as it starts, every file that component's first
//   render and first answer will need (`<link rel="modulepreload">`), so the browser fetches them
//   side by side instead of discovering them one level at a time.
import { posix } from 'node:path'
import type { Plugin } from 'vite'

/** The group that gathers the entry's static imports into one chunk (merged into the entry below). */
export const INITIAL_GROUP = 'initial'

/** The function the entry calls with the files to preload; its calls are what measureStandalone reads. */
export const PRELOAD_FUNCTION = '__fkPreload'

interface ChunkLike {
  type: 'chunk'
  fileName: string
  code: string
  imports: string[]
  dynamicImports: string[]
}

// A relative specifier in an `import … from`, an `export … from` or an `import(…)`, as the minifier writes them.
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s*)(["'`])(\.{1,2}\/[^"'`]+)\2/g

/** `code` with each relative specifier `spec` replaced by `rewrite(spec)`. */
function rewriteSpecifiers(code: string, rewrite: (specifier: string) => string): string {
  return code.replace(SPECIFIER, (_, lead: string, quote: string, specifier: string) => {
    return `${lead}${quote}${rewrite(specifier)}${quote}`
  })
}

/** The product whose routes a component's first request loads, from its (chunk's) name. */
export function productOf(component: string): string {
  if (component.startsWith('Formation')) return 'formation'
  if (component.startsWith('TaxRegistration')) return 'taxRegistration'
  return 'compliance'
}

// Runs in the browser: a modulepreload link per file not yet announced, resolved against this module.
const PRELOAD_SOURCE = `const ${PRELOAD_FUNCTION}=e=>{if(typeof document>"u")return;for(const t of e){const n=new URL(t,import.meta.url).href;if(document.querySelector(\`link[rel="modulepreload"][href="\${n}"]\`))continue;const r=document.createElement("link");r.rel="modulepreload",r.href=n,document.head.appendChild(r)}};`

/**
 * Rolldown keeps its runtime (the CommonJS interop helpers React needs) in a chunk of its own that no
 * group captures: the entry takes its own copy, a scope of its own, so that it imports nothing. The
 * lazy chunks keep importing the runtime chunk (the helpers hold no shared state).
 */
function inlineRuntime(code: string, entry: ChunkLike, byName: Map<string, ChunkLike>): string {
  const runtime = entry.imports
    .map((file) => byName.get(file))
    .find((chunk) => chunk && /^rolldown-runtime-/.test(posix.basename(chunk.fileName)))
  if (!runtime) return code
  const exported = /export\s*\{([^}]*)\};?\s*$/.exec(runtime.code)
  if (!exported) throw new Error(`standalone: ${runtime.fileName} ends with no export list`)
  const members = exported[1]!.split(',').map((pair) => {
    const [local, name = local] = pair.trim().split(/\s+as\s+/)
    return `${name}:${local}`
  })
  const scope = `const __fkRuntime=(()=>{${runtime.code.slice(0, exported.index)};return{${members.join(',')}}})();`
  const specifier = `./${runtime.fileName}`
  const imports = new RegExp(
    `import\\s*\\{([^}]*)\\}\\s*from\\s*(["'\`])${specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\2;?`,
    'g',
  )
  let found = false
  const inlined = code.replace(imports, (_, names: string) => {
    found = true
    const bindings = names.split(',').map((pair) => {
      const [name, local = name] = pair.trim().split(/\s+as\s+/)
      return `${name}:${local}`
    })
    return `const{${bindings.join(',')}}=__fkRuntime;`
  })
  if (!found) throw new Error(`standalone: the entry's import of ${runtime.fileName} was not found`)
  entry.imports = entry.imports.filter((file) => file !== runtime.fileName)
  return scope + inlined
}

export function standalonePreload(entryFile: string): Plugin {
  return {
    name: 'filing-kit:standalone-preload',
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter(
        (file): file is typeof file & ChunkLike => file.type === 'chunk',
      )
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
      const entry = byName.get(entryFile)
      if (!entry) throw new Error(`standalone: no ${entryFile} in the bundle`)
      const [initialFile, ...others] = entry.imports
      const initial = initialFile ? byName.get(initialFile) : undefined
      if (!initial || others.length > 0 || !posix.basename(initial.fileName).startsWith(`${INITIAL_GROUP}-`))
        throw new Error(
          `standalone: ${entryFile} should import its one ${INITIAL_GROUP} chunk, not ${entry.imports.join(', ')}`,
        )

      // The facade `export{t as A,…}from"./chunks/initial-….js"` becomes `export{t as A,…}` after the
      // initial chunk's own code, its specifiers now relative to the entry's folder.
      const facade = /^export\s*\{([^}]*)\}\s*from\s*["'`][^"'`]+["'`];?\s*$/.exec(entry.code.trim())
      if (!facade) throw new Error(`standalone: ${entryFile} is not a re-exporting facade`)
      const fromEntry = (specifier: string) =>
        posix.normalize(posix.join(posix.dirname(initial.fileName), specifier))
      const toEntrySpecifier = (file: string) => `./${file}`
      let code = rewriteSpecifiers(initial.code, (specifier) => toEntrySpecifier(fromEntry(specifier)))
      // The facade names the initial chunk's exports, which are not its local names: map them back.
      const ownExports = /export\s*\{([^}]*)\};?\s*$/.exec(initial.code)
      if (!ownExports) throw new Error(`standalone: ${initial.fileName} ends with no export list`)
      const localOf = new Map(
        ownExports[1]!.split(',').map((pair) => {
          const [local, name = local] = pair.trim().split(/\s+as\s+/)
          return [name!, local!] as const
        }),
      )
      const reexports = facade[1]!.split(',').map((pair) => {
        const [name, alias = name] = pair.trim().split(/\s+as\s+/)
        const local = localOf.get(name!)
        if (!local) throw new Error(`standalone: ${initial.fileName} exports no ${name}`)
        return `${local} as ${alias}`
      })
      code = `${code}\nexport{${reexports.join(',')}};`
      entry.imports = initial.imports
      entry.dynamicImports = initial.dynamicImports
      code = inlineRuntime(code, entry, byName)
      delete bundle[initial.fileName]
      byName.delete(initial.fileName)
      // Chunks that imported the initial chunk import the entry instead.
      for (const chunk of byName.values()) {
        if (chunk === entry || !chunk.imports.includes(initial.fileName)) continue
        const relativeEntry = posix.relative(posix.dirname(chunk.fileName), entry.fileName)
        chunk.code = rewriteSpecifiers(chunk.code, (specifier) =>
          posix.join(posix.dirname(chunk.fileName), specifier) === initial.fileName
            ? relativeEntry.startsWith('.')
              ? relativeEntry
              : `./${relativeEntry}`
            : specifier,
        )
        chunk.imports = chunk.imports.map((file) => (file === initial.fileName ? entry.fileName : file))
      }

      // Each component's dynamic import preloads its static closure and its first request's chunks.
      const closure = (roots: string[]) => {
        const found = new Set<string>()
        const visit = (file: string) => {
          if (found.has(file) || file === entry.fileName) return
          found.add(file)
          byName.get(file)?.imports.forEach(visit)
        }
        roots.forEach(visit)
        return found
      }
      const chunkNamed = (prefix: string) =>
        entry.dynamicImports.find((file) => posix.basename(file).startsWith(`${prefix}-`))
      const validation = chunkNamed('validateCall')
      if (!validation) throw new Error('standalone: no validateCall chunk among the entry’s dynamic imports')
      code = code.replace(
        /\bimport\(\s*(["'`])\.\/(chunks\/([A-Z]\w*)-[^"'`]+)\1\s*\)/g,
        (call, _, file: string, component: string) => {
          const routes = chunkNamed(`${productOf(component)}ClientRoutes`)
          if (!routes) throw new Error(`standalone: no ${productOf(component)}ClientRoutes chunk`)
          const files = [...closure([file, validation, routes])].filter((each) => each !== file)
          return `(${PRELOAD_FUNCTION}(${JSON.stringify(files.map(toEntrySpecifier))}),${call})`
        },
      )
      entry.code = PRELOAD_SOURCE + code
    },
  }
}
