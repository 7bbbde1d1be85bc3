import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { BadgeProps, FilingKitEvent } from '../../hooks'
import { SubscriptionList } from '../../components'
import { createComponentHarness } from './harness'

describe('the base every component shares', () => {
  it('a crash inside a component reaches the provider’s onEvent as a typed error event, and the page stays', async () => {
    const h = createComponentHarness()
    const bug = new Error('design system bug')
    const Badge = (_: BadgeProps): never => {
      throw bug
    }
    const events: FilingKitEvent[] = []
    const consoleError = console.error
    console.error = () => {}
    try {
      h.render(
        <main>
          <p>The host page</p>
          <SubscriptionList />
        </main>,
        { components: { Badge }, onEvent: (event) => events.push(event) },
      )
      await screen.findByRole('alert')
      const errors = events.filter((event) => event.type === 'error')
      expect(errors).toHaveLength(1)
      expect(errors[0]).toMatchObject({ type: 'error', component: 'SubscriptionList', error: bug })
      expect(errors[0]!.componentStack).toContain('Badge')
      expect(screen.getByText('The host page')).toBeTruthy()
    } finally {
      console.error = consoleError
    }
  })
})
