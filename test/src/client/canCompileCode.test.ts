import { config } from 'zod/mini'
import { canCompileCode } from '../../../src/client/canCompileCode'

// A page under a CSP without 'unsafe-eval' declares it with zod's `jitless`; Firefox logs even a
// caught, refused `new Function` as a console error, so the probe must not run there at all.
describe('canCompileCode', () => {
  const FunctionBefore = globalThis.Function
  afterEach(() => {
    globalThis.Function = FunctionBefore
    config({ jitless: false })
  })

  it('answers no without trying new Function when the partner set jitless', () => {
    let tried = 0
    globalThis.Function = new Proxy(FunctionBefore, {
      construct(target, args) {
        tried += 1
        return Reflect.construct(target, args) as object
      },
    })
    config({ jitless: true })
    expect(canCompileCode()).toBe(false)
    expect(tried).toBe(0)
  })

  it('may compile where eval is allowed and jitless is not set', () => {
    expect(canCompileCode()).toBe(true)
  })
})
