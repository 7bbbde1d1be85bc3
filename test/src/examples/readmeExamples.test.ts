// The README's proxy examples are the files of examples/proxy/, which the tests type-check and run:
// each `<!-- example: path -->` marker is followed by a code block equal to that file.
import { readFileSync, readdirSync } from 'node:fs'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../../..')
const readme = readFileSync(resolve(root, 'README.md'), 'utf8')

/** Path → the code block that follows its marker in the README. */
function exampleBlocks(): Map<string, string> {
  const blocks = new Map<string, string>()
  for (const found of readme.matchAll(/<!-- example: (\S+) -->\s*```\w*\n([\s\S]*?)\n```/g)) {
    blocks.set(found[1] as string, found[2] as string)
  }
  return blocks
}

describe('README proxy examples', () => {
  const blocks = exampleBlocks()
  const files = readdirSync(resolve(root, 'examples/proxy'))
    .filter((name) => name.endsWith('.ts'))
    .map((name) => `examples/proxy/${name}`)

  it('every example file is shown in the README', () => {
    expect([...blocks.keys()].sort()).toEqual(files.sort())
  })

  it.each(files)('the README block for %s is the file, as tested', (path) => {
    expect(blocks.get(path)).toBe(readFileSync(resolve(root, path), 'utf8').replace(/\n$/, ''))
  })
})
