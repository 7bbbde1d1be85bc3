import { screen, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'

/**
 * On ComplianceForm's review (issue 31): signs where the form asks for an electronic signature (the
 * owner's full name under the statement), then presses "File now". Returns the button.
 */
export async function fileNow(scope: HTMLElement = document.body, signer = 'Ada Lovelace') {
  const inside = within(scope)
  const button = await inside.findByRole('button', { name: 'File now' })
  const name = inside.queryByLabelText(/^Your full name/)
  if (name) await userEvent.fill(name, signer)
  await userEvent.click(button)
  return button
}

/** The same review signed but not filed: "File now" is the caller's to press (twice, by keyboard…). */
export async function signReview(signer = 'Ada Lovelace') {
  const button = await screen.findByRole('button', { name: 'File now' })
  const name = screen.queryByLabelText(/^Your full name/)
  if (name) await userEvent.fill(name, signer)
  return button
}
