// `npm run build`'s last step: dist/standalone/filing-kit-elements.js (see standaloneElementsConfig).
import { build } from 'vite'
import { standaloneElementsConfig } from './standaloneElementsConfig'

await build(standaloneElementsConfig({ write: true }))
