'use client'

/** Where a step stands: behind the process, at it, or still ahead. */
export type StepState = 'done' | 'current' | 'upcoming'

/** Props of `Stepper`. */
export interface StepperProps {
  /** The list's accessible name. */
  label: string
  /** The steps' names, in order. */
  steps: readonly string[]
  /** How many steps, from the first, are done. */
  done: number
  /** The step the process stands at (`aria-current="step"`), or -1 for none. */
  current: number
  /** Each state in words, read after the step's name (visually hidden); a state left out says nothing. */
  stateWords: Partial<Record<StepState, string>>
  /** The process is off its steps (on hold, say): the stylesheet mutes them. */
  halted?: boolean
}

/**
 * A process's steps as an ordered list: each with its number (a check once done), its state as
 * `data-step` for the stylesheet and in words for a screen reader. The trackers' progress.
 */
export function Stepper({ label, steps, done, current, stateWords, halted }: StepperProps) {
  return (
    <ol className="fk-stepper" aria-label={label} data-halted={halted ? '' : undefined}>
      {steps.map((step, index) => {
        const state: StepState = index < done ? 'done' : index === current ? 'current' : 'upcoming'
        const words = stateWords[state]
        return (
          <li
            key={step}
            className="fk-step"
            data-step={state}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="fk-step-marker" aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span className="fk-step-label">{step}</span>
            {words ? <span className="fk-visually-hidden"> {words}</span> : null}
          </li>
        )
      })}
    </ol>
  )
}
