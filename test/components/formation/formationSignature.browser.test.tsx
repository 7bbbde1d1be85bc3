import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it } from 'vitest'
import { es, FormationOrderTracker } from '../../../components'
import { useUpdateFormationOrder } from '../../../hooks'
import { isPartnerApiError } from '../../../src/index'
import { axeViolations } from '../harness'
import { createFormationHarness, FAST_POLL, PHASE_MS } from '../formationHarness'

// Issue 34: sign for real. A signature request is answered by the owner's full name typed under the
// statement; the name, the statement and the time go to the service and stay with the answer.

/** An order of the harness at its signature request. */
async function atSignature(h: ReturnType<typeof createFormationHarness>) {
  const orderGuid = await h.createOrder()
  h.sim.advance(PHASE_MS * 3)
  expect((await h.client.formation.getOrder(orderGuid)).orderStatus).toBe('Signature Needed RFI')
  return orderGuid
}

describe('FormationOrderTracker: signing a signature request', () => {
  it('no box to tick: the owner types their full name under the statement; name, statement and time are sent; the page says who signed', async () => {
    const h = createFormationHarness({ rfi: true })
    const orderGuid = await atSignature(h)
    const { container } = h.render(<FormationOrderTracker orderGuid={orderGuid} poll={FAST_POLL} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Answer the request' }))
    const form = await screen.findByRole('form', { name: /^Your answer/ })
    expect(within(form).queryByRole('checkbox')).toBeNull()
    expect(within(form).getByText('I confirm these details and sign the filing electronically.')).toBeTruthy()
    const name = within(form).getByLabelText(/^Your full name, as your signature/)
    expect(await axeViolations(container)).toEqual([])
    // Unsigned, or a single letter: refused on the field, nothing sent.
    await userEvent.type(name, 'A')
    await userEvent.click(within(form).getByRole('button', { name: 'Send the answer' }))
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'))
    expect(name).toHaveAccessibleDescription(/Type your full name to sign/)
    expect(h.sent('/update-order-v1/')).toHaveLength(0)
    await userEvent.clear(name)
    await userEvent.type(name, '  Ada   Lovelace ')
    const before = Date.now()
    await userEvent.click(within(form).getByRole('button', { name: 'Send the answer' }))
    await screen.findByText('Thank you: your answer was sent and the order goes on.')
    const body = JSON.parse(h.sent('/update-order-v1/', 'PATCH')[0]!.body!)
    expect(body.signature).toEqual({
      fullName: 'Ada Lovelace',
      signedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/),
      statement: 'I confirm these details and sign the filing electronically.',
    })
    expect(Date.parse(body.signature.signedAt)).toBeGreaterThanOrEqual(before - 1000)
    const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date())
    expect(screen.getByText(`Signed electronically by Ada Lovelace on ${today}.`)).toBeTruthy()
    // The service kept it with the order's answer.
    expect(h.sim.state.formationOrders.get(orderGuid)!.updates[0]).toMatchObject({
      signature: { fullName: 'Ada Lovelace' },
    })
  })

  it('in Spanish, the statement signed is the one read, in Spanish', async () => {
    const h = createFormationHarness({ rfi: true })
    const orderGuid = await atSignature(h)
    h.render(<FormationOrderTracker orderGuid={orderGuid} poll={FAST_POLL} />, {
      messages: es,
      locale: 'es-US',
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Responder a la solicitud' }))
    await userEvent.type(await screen.findByLabelText(/^Su nombre completo, como firma/), 'Ada Lovelace')
    await userEvent.click(screen.getByRole('button', { name: 'Enviar la respuesta' }))
    await screen.findByText('Gracias: su respuesta se envió y el pedido continúa.')
    expect(JSON.parse(h.sent('/update-order-v1/', 'PATCH')[0]!.body!).signature.statement).toBe(
      'Confirmo estos datos y firmo la presentación electrónicamente.',
    )
    expect(screen.getByText(/^Firmado electrónicamente por Ada Lovelace el /)).toBeTruthy()
  })

  it('the service refuses an answer to a signature request that carries no signature, naming the field', async () => {
    const h = createFormationHarness({ rfi: true })
    const orderGuid = await atSignature(h)
    const refused = await h.client.formation
      .updateOrder(orderGuid, { contact: { contactPhone: '2055550199' } })
      .catch((error: unknown) => error)
    expect(isPartnerApiError(refused, 'validation')).toBe(true)
    expect(JSON.stringify((refused as { fieldErrors?: unknown }).fieldErrors)).toMatch(/FullName/i)
    expect((await h.client.formation.getOrder(orderGuid)).orderStatus).toBe('Signature Needed RFI')
  })

  it('useUpdateFormationOrder returns the signature sent in its result, for the record', async () => {
    const h = createFormationHarness({ rfi: true })
    const orderGuid = await atSignature(h)
    const signature = {
      fullName: 'Ada Lovelace',
      signedAt: new Date().toISOString(),
      statement: 'I confirm these details and sign the filing electronically.',
    }
    let result: ReturnType<typeof useUpdateFormationOrder> | undefined
    function Signer() {
      result = useUpdateFormationOrder()
      return (
        <button type="button" onClick={() => result!.mutate({ orderGuid, signature })}>
          Sign
        </button>
      )
    }
    h.render(<Signer />)
    await userEvent.click(await screen.findByRole('button', { name: 'Sign' }))
    await waitFor(() => expect(result!.isSuccess).toBe(true))
    expect(result!.variables?.signature).toEqual(signature)
  })
})
