import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it } from 'vitest'
import { es, FormationOrderTracker, TaxRegistrationForm } from '../../../components'
import { createComponentHarness } from '../harness'
import { createFormationHarness, formationRefusal } from '../formationHarness'

// Issue 22: the request-for-information form and the tax registration form headed a refusal of
// answers by the service "Something went wrong", unlike the other forms (issue 21). An answer the
// service names that is not on the form is said in the service's words, under the same heading.

const LOCALES = [
  ['en', undefined, 'The service did not accept some answers'],
  ['es', es, 'El servicio no aceptó algunas respuestas'],
] as const

const titleOf = (alert: HTMLElement) => alert.querySelector('.fk-alert-title')?.textContent

describe('a refusal of answers by the service is headed for what it is', () => {
  it.each(LOCALES)('OrderRfiForm (%s)', async (locale, messages, title) => {
    const h = createFormationHarness()
    const orderGuid = h.seededOrder('Data Needed RFI')
    const { container } = h.render(<FormationOrderTracker orderGuid={orderGuid} poll={false} />, {
      locale,
      ...(messages ? { messages } : {}),
    })
    await userEvent.click(
      await screen.findByRole('button', {
        name: locale === 'en' ? 'Answer the request' : 'Responder a la solicitud',
      }),
    )
    const form = await screen.findByRole('form', {
      name: locale === 'en' ? /^Your answer/ : /^Su respuesta/,
    })
    await userEvent.fill(
      within(form).getByLabelText(/^(What the business does|A qué se dedica el negocio)/),
      'Bakery',
    )
    h.answerNext('/update-order-v1/', 'PATCH', formationRefusal('Please enter a valid value for CompanyName'))
    await userEvent.click(
      within(form).getByRole('button', { name: locale === 'en' ? 'Send the answer' : 'Enviar la respuesta' }),
    )
    await waitFor(() => expect(h.sent('/update-order-v1/', 'PATCH')).toHaveLength(1))
    const alert = await within(container).findByRole('alert')
    expect(titleOf(alert)).toBe(title)
    // The company name is not on this form: the service's words say what it refused.
    expect(alert.textContent).toContain('Please enter a valid value for CompanyName')
    expect(alert.textContent).not.toMatch(/Something went wrong|Algo salió mal|highlighted|marcados/)
  })

  it.each(LOCALES)('TaxRegistrationForm (%s)', async (locale, messages, title) => {
    const h = createComponentHarness({
      intercept: (request, path) =>
        request.method === 'POST' && path.includes('tax-reg-50states')
          ? Response.json(
              {
                statusCode: 400,
                message: 'Validation failed.',
                errorMessage: ['partnerOrder.businessDetails.dbaName is not accepted by the state agency'],
                data: null,
              },
              { status: 400 },
            )
          : undefined,
    })
    const { container } = h.render(
      <TaxRegistrationForm
        defaultValues={{
          legalName: 'Northwind Traders LLC',
          entityType: 'LLC',
          firstPayrollDate: '2026-12-01',
          firstPayrollAmount: '1000',
          states: [{ state: 'CA', firstPayrollAmount: '1000' }],
          parties: [
            {
              type: 'INDIVIDUAL',
              firstName: 'Ada',
              lastName: 'Lovelace',
              businessName: '',
              title: 'Member',
              dateOfBirth: '1985-04-12',
            },
          ],
        }}
      />,
      { locale, ...(messages ? { messages } : {}) },
    )
    // Review, then send (issue 34).
    await userEvent.click(
      screen.getByRole('button', {
        name: locale === 'en' ? 'Review the registration' : 'Revisar el registro',
      }),
    )
    await userEvent.click(
      await screen.findByRole('button', {
        name:
          locale === 'en' ? 'Register for payroll taxes' : 'Registrarse para los impuestos sobre la nómina',
      }),
    )
    await waitFor(() => expect(h.sent('tax-reg-50states', 'POST')).toHaveLength(1))
    const alert = await within(container).findByRole('alert')
    expect(titleOf(alert)).toBe(title)
    expect(alert.textContent).toContain('is not accepted by the state agency')
    expect(alert.textContent).not.toMatch(/Something went wrong|Algo salió mal/)
  })
})
