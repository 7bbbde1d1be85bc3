// The stylesheet ships as a plain file (filing-kit/styles.css): importing CSS from JS would force
// every consumer's bundler to handle it, and a host that doesn't import it gets unstyled markup.
import { copyFileSync } from 'node:fs'

copyFileSync(
  new URL('../components/styles.css', import.meta.url),
  new URL('../dist/styles.css', import.meta.url),
)
