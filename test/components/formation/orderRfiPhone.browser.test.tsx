import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it } from 'vitest'
import { es, FormationOrderTracker } from '../../../components'
import { createFormationHarness } from '../formationHarness'

// Issue 22: the order form refuses a phone number without its area code; the answer to a request
// for information took one and sent it. It is checked there too, before anything is sent.

describe('the answer to a request for information checks the phone as the order form does', () => {
  it.each([
    [
      'en',
      undefined,
      'Answer the request',
      /^Your answer/,
      /^Phone/,
      'Send the answer',
      'Enter a US phone number with its area code, like (205)\u00a0555-0100.',
    ],
    [
      'es',
      es,
      'Responder a la solicitud',
      /^Su respuesta/,
      /^Teléfono/,
      'Enviar la respuesta',
      'Escriba un teléfono de EE. UU. con su código de área, como (205)\u00a0555-0100.',
    ],
  ] as const)(
    '%s: a 7-digit number is refused on its field, focused, and nothing is sent',
    async (locale, messages, answer, formName, phoneLabel, submit, message) => {
      const h = createFormationHarness()
      const orderGuid = h.seededOrder('Data Needed RFI')
      h.render(<FormationOrderTracker orderGuid={orderGuid} poll={false} />, {
        locale,
        ...(messages ? { messages } : {}),
      })
      await userEvent.click(await screen.findByRole('button', { name: answer }))
      const form = await screen.findByRole('form', { name: formName })
      const phone = within(form).getByLabelText(phoneLabel)
      await userEvent.fill(phone, '555-0100')
      await userEvent.fill(
        within(form).getByLabelText(/^(What the business does|A qué se dedica el negocio)/),
        'A bakery',
      )
      await userEvent.click(within(form).getByRole('button', { name: submit }))
      await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'))
      expect(document.activeElement).toBe(phone)
      const described = phone.getAttribute('aria-describedby')!.split(' ')
      expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(message)
      expect(h.sent('/update-order-v1/')).toHaveLength(0)

      // With its area code it goes.
      await userEvent.fill(phone, '(205) 555-0100')
      await userEvent.click(within(form).getByRole('button', { name: submit }))
      await waitFor(() => expect(h.sent('/update-order-v1/', 'PATCH')).toHaveLength(1))
    },
  )
})
