import { defineFilingKitElements, type FilingKitElementsOptions } from '../../elements'
import type { createComponentHarness } from '../components/harness'

/**
 * Defines the elements for this page (a browser test file is a page: once per file), talking to the
 * harness's simulator behind its real proxy, the client's read retries kept with short delays.
 */
export function defineElementsOnSimulator(
  h: ReturnType<typeof createComponentHarness>,
  more: Partial<Pick<FilingKitElementsOptions, 'queryClient'>> = {},
) {
  defineFilingKitElements({
    baseUrl: '/api/partner',
    partnerId: h.partnerId,
    fetch: h.fetch,
    retry: { baseDelayMs: 1, maxDelayMs: 5 },
    ...more,
  })
}
