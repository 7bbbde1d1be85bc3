// What the headless stories share, from filing-kit/hooks and the simulator alone (never the components):
// the meta around a screen built from the hooks, and a text field that shows its own problem.
import type { Meta } from '@storybook/react-vite'
import type { ReactNode } from 'react'
import type { PartnerSimulator } from '../src/simulator'
import { providerFor, serve } from './support'

/**
 * A headless story file's meta, beside its `title` and `component` (those stay literal for
 * Storybook's index): the docs' description, the provider, and the seeded simulator before each story.
 */
export const headlessMeta = (
  sim: PartnerSimulator,
  description: string,
): Pick<Meta<unknown>, 'parameters' | 'decorators' | 'beforeEach'> => ({
  parameters: { docs: { description: { component: description } } },
  decorators: [providerFor(sim)],
  beforeEach({ msw }) {
    serve(sim, msw)
  },
})

/** A labelled text input; its problem, when there is one, is its description (`${id}-problem`). */
export function ProblemField({
  id,
  label,
  value,
  problem,
  onChange,
}: {
  id: string
  label: string
  value: string | undefined
  problem?: ReactNode
  onChange: (value: string) => void
}) {
  return (
    <p>
      <label htmlFor={id}>{label}</label>{' '}
      <input
        id={id}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem && <span id={`${id}-problem`}>{problem}</span>}
    </p>
  )
}
