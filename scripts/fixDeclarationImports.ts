// Makes the emitted declarations resolve under every moduleResolution a partner uses (bundler, node16,
// nodenext). tsc copies import specifiers into .d.ts files as written, and our sources write relative
// imports without extensions (fine for Vite and `moduleResolution: bundler`); node16/nodenext need
// `./x.js` or `./x/index.js`, or every such import fails and, under skipLibCheck, the exports quietly
// become `any`. So after `tsc -p tsconfig.build.json`, every relative specifier in dist/types gets the
// extension of the file that actually exists next to it.
//
// Why a post-processing step rather than the alternatives:
// - rewriting every import in src/ and hooks/ by hand would touch hundreds of lines, and nothing would
//   stop the next extensionless import from coming back;
// - bundling declarations per entry (rollup-plugin-dts, API Extractor, tsdown) duplicates the core's
//   classes and types into every entry that re-exports them (`filing-kit/hooks` re-exports the core),
//   so one type exists twice for a partner, and it adds a dependency that follows TypeScript's
//   releases (toolchain.md: vite-plugin-dts already broke on TS 7);
// - tsc-alias' `resolveFullPaths` does this too, but it is a dependency for ~60 lines that TypeScript's
//   own parser (already a devDependency) does exactly.
// It parses each file, so only real module specifiers change (imports, exports, `import("…")` types,
// `declare module`), never text in comments; a specifier that matches no file fails the build.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import ts from 'typescript'

/** `./x` → `./x.js` or `./x/index.js`, whichever declaration exists beside `fromFile`; other specifiers unchanged. */
export function resolveSpecifier(fromFile: string, specifier: string): string {
  if (!specifier.startsWith('./') && !specifier.startsWith('../') && specifier !== '.' && specifier !== '..')
    return specifier
  const base = resolve(dirname(fromFile), specifier)
  if (/\.(c|m)?js$/.test(specifier)) {
    if (existsSync(base.replace(/\.(c|m)?js$/, '.d.$1ts'))) return specifier
  } else if (existsSync(`${base}.d.ts`)) {
    return `${specifier}.js`
  } else if (existsSync(join(base, 'index.d.ts'))) {
    return `${specifier.replace(/\/$/, '')}/index.js`
  }
  throw new Error(`${fromFile}: no declaration file for the import '${specifier}'`)
}

/** The text of one declaration file with every relative module specifier made explicit. */
export function fixDeclaration(fileName: string, text: string): string {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
  const edits: { start: number; end: number; text: string }[] = []
  const rewrite = (literal: ts.Node | undefined) => {
    if (!literal || !ts.isStringLiteral(literal)) return
    const next = resolveSpecifier(fileName, literal.text)
    // Inside the quotes, so the quote style stays as emitted.
    if (next !== literal.text)
      edits.push({ start: literal.getStart(source) + 1, end: literal.end - 1, text: next })
  }
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) rewrite(node.moduleSpecifier)
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) rewrite(node.argument.literal)
    else if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name)) rewrite(node.name)
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
      rewrite(node.moduleReference.expression)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return edits
    .sort((a, b) => b.start - a.start)
    .reduce((result, edit) => result.slice(0, edit.start) + edit.text + result.slice(edit.end), text)
}

function declarationFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name)
    if (statSync(path).isDirectory()) return declarationFiles(path)
    return /\.d\.(c|m)?ts$/.test(name) ? [path] : []
  })
}

/** Rewrites every declaration under `directory` in place; returns how many files changed. */
export function fixDeclarationImports(directory: string): number {
  let changed = 0
  for (const file of declarationFiles(directory)) {
    const text = readFileSync(file, 'utf8')
    const fixed = fixDeclaration(file, text)
    if (fixed !== text) {
      writeFileSync(file, fixed)
      changed++
    }
  }
  return changed
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const directory = resolve(process.argv[2] ?? 'dist/types')
  try {
    const changed = fixDeclarationImports(directory)
    console.log(`Declaration imports made explicit in ${changed} files under ${relative('.', directory)}/`)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
