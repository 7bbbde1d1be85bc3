// Rewrites the README's endpoint list from the route table: run after changing src/api/routes.ts.
import { readFileSync, writeFileSync } from 'node:fs'
import { withEndpointTable } from './endpointTable'

const file = new URL('../README.md', import.meta.url)
writeFileSync(file, withEndpointTable(readFileSync(file, 'utf8')))
console.log('README.md endpoint list updated')
