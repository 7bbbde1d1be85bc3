// The Registered Agent plan's cancellation with a proof PDF, as a customer does it in Firefox: the
// same steps in the portal's subscription list and in the /plain page's <fk-subscription-list>.
import { resolve } from 'node:path'
import { WAIT_MS, type PortalSession, type Query } from './firefoxPortal'

const PDF = resolve(import.meta.dirname, '../../components/fixtures/agent-appointment.pdf')

/**
 * Opens the cancel dialog of the Registered Agent plan in `plans`, closes it with Escape (the focus
 * goes back to the button), opens it with Enter, picks the PDF, sends it, and waits for the plan's
 * cancellation in review.
 */
export async function cancelRegisteredAgent(session: PortalSession, plans: Query): Promise<void> {
  const cancel = { role: 'button', name: /^Cancel Registered Agent/, within: plans }
  const dialog = { role: 'dialog', name: 'Cancel Registered Agent' }
  // The native <dialog>: focus inside it while open; Escape closes it and focus goes back to the opener.
  await session.click(cancel)
  await session.find(dialog)
  await session.focusedWithin(dialog)
  await session.page.keyboard.press('Escape')
  await session.gone({ role: 'dialog' })
  await session.focused(cancel)

  await session.page.keyboard.press('Enter')
  await session.upload({ label: /Proof of the new registered agent/, within: dialog }, PDF)
  // The file was read: its name, in words, becomes the document's title.
  const title = await session.find({ label: /^Document title/, within: dialog })
  await session.page.waitForFunction(
    (input) => (input as HTMLInputElement).value === 'Agent appointment',
    { timeout: WAIT_MS, polling: 100 },
    title,
  )
  await session.click({ role: 'button', name: 'Send for review', within: dialog })
  await session.find({ role: 'status', within: dialog })
  await session.click({ role: 'button', name: 'Done', within: dialog })
  await session.gone({ role: 'dialog' })
  await session.find({ text: 'Cancellation in review', within: plans })
}
