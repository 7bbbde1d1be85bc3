import { generatePcid } from '../../../src/client/generatePcid'

describe('generatePcid', () => {
  it('BF-3: a fresh 32-character hex id every time', () => {
    const ids = Array.from({ length: 500 }, generatePcid)
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
