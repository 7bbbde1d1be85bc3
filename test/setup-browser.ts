// Before every file of the browser projects (setupFiles run per file; the modules they import load
// once per page). The browser project runs its files in one page (isolate: false), so what a
// module registers when it is first imported — as @testing-library/react registers its cleanup, or a
// helper its hooks — would reach the first file only; registered here, it holds for every file.
import { cleanup } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach } from 'vitest'

// A real browser with real events (vitest/browser's userEvent drives Playwright): React updates land
// asynchronously and the tests wait for them with findBy/waitFor, so React's act() environment, which
// @testing-library/react switches on, would only print warnings here.
// (@testing-library/react switches it on in a beforeAll of its own, registered on its import above;
// this one runs after it.)
beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
})
// Each test is a fresh tab: the seeded simulator gives every test the same alert ids, and a
// form's draft (sessionStorage) from one test must not prefill another's form.
beforeEach(() => sessionStorage.clear())
// Each test starts on an empty page: what the last test rendered is unmounted.
afterEach(() => cleanup())
