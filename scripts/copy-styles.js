// The stylesheet ships as a plain file (filing-kit/styles.css): importing CSS from JS would force
// every consumer's bundler to handle it, and a host that doesn't import it gets unstyled markup.
import { copyFileSync, writeFileSync } from 'node:fs'

copyFileSync(
  new URL('../components/styles.css', import.meta.url),
  new URL('../dist/styles.css', import.meta.url),
)
// Its declaration (the `types` condition of ./styles.css): TypeScript 6 checks that a side-effect
// import resolves (noUncheckedSideEffectImports is on by default), so without it
// `import 'filing-kit/styles.css'` is an error in a project whose bundler types don't declare `*.css`.
writeFileSync(
  new URL('../dist/styles.d.css.ts', import.meta.url),
  '// filing-kit/styles.css is imported for its side effect only.\nexport {}\n',
)
