// Rewrites the README's endpoint list from the route table, with the hooks that send each operation and
// the components using them (read from hooks/ and components/): run after changing either or the routes.
import { readFileSync, writeFileSync } from 'node:fs'
import { withEndpointTable } from './endpointTable'

const file = new URL('../README.md', import.meta.url)
writeFileSync(file, withEndpointTable(readFileSync(file, 'utf8')))
console.log('README.md endpoint list updated')
