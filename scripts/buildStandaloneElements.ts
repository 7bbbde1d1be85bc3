// `npm run build`'s second step, after vite build empties dist/: dist/standalone/filing-kit-elements.js (see standaloneElementsConfig).
import { build } from 'vite'
import { standaloneElementsConfig } from '../standalone/standaloneElementsConfig'

await build(standaloneElementsConfig({ write: true }))
