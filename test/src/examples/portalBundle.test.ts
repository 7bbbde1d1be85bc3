// `npm start` bundles the demo portal's page (examples/portal/server/bundleClient.ts) and prints what
// the bundler warns about just above its URL. A warning there is noise a partner trying the demo reads
// as a fault; INEFFECTIVE_DYNAMIC_IMPORT was one: createBulkCreateRun, loaded lazily by the client,
// imported statically by the bulk hook, so the lazy load loaded nothing later.
import { bundleClient } from '../../../examples/portal/server/bundleClient'

describe('the portal page `npm start` bundles', () => {
  it(
    'bundles without a bundler warning, the bulk run in a chunk of its own',
    { timeout: 120_000 },
    async () => {
      const printed: string[] = []
      const capture = (...args: unknown[]) => void printed.push(args.map(String).join(' '))
      const warn = vi.spyOn(console, 'warn').mockImplementation(capture)
      const log = vi.spyOn(console, 'log').mockImplementation(capture)
      const error = vi.spyOn(console, 'error').mockImplementation(capture)
      try {
        const files = await bundleClient()
        expect(printed.filter((line) => /INEFFECTIVE_DYNAMIC_IMPORT/.test(line))).toEqual([])
        expect(printed).toEqual([])
        // The run loads when an import is sent, not with the page.
        expect([...files.keys()].some((path) => /\/createBulkCreateRun-[\w-]+\.js$/.test(path))).toBe(true)
      } finally {
        warn.mockRestore()
        log.mockRestore()
        error.mockRestore()
      }
    },
  )
})
