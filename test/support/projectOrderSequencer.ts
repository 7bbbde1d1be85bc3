// The order in which Vitest hands out the Node-side test files (node, jsdom, the e2e files), which
// share two workers on a 2-core machine (maxWorkers in vite.config.ts). Vitest's own order is by
// project name: the e2e files first, then jsdom, then node — so the node project's CPU-heavy files
// (tsc over the packed package, the fuzz, the proxy under load) ran last, alone, for the suite's final ~40 s while the Chromium
// projects had long finished and a core stood idle. Here the node files go first, while the browser
// projects keep the other core busy, and the e2e files last: each of those drives a browser in
// processes of its own, so the suite's tail still uses both cores. Within a project Vitest's order
// stands (longest or largest file first).
import { BaseSequencer, type TestSpecification } from 'vitest/node'

const FIRST = ['node', 'node-isolated', 'jsdom', 'e2e-firefox', 'e2e']

export class ProjectOrderSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const rank = (spec: TestSpecification) => {
      const index = FIRST.indexOf(spec.project.name)
      return index === -1 ? FIRST.length : index
    }
    // Array#sort is stable: Vitest's order holds within each project.
    return sorted.sort((a, b) => rank(a) - rank(b))
  }
}
