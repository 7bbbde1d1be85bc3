import { alertDetailSchema, alertSchema } from '../../../src/schemas'
import { call, makeSim } from './helpers'

type Sections = Record<string, Record<string, unknown>>

/** An open alert of the first partner whose form needs `field`, and its detail as read. */
async function openAlert(setup: ReturnType<typeof makeSim>, type = 'Annual Report') {
  const { sim, compliance } = setup
  const list = await call(sim, 'GET', `${compliance}/alerts?type=${encodeURIComponent(type)}`)
  const alert = list.body.opportunities[0]
  const detail = await call(sim, 'GET', `${compliance}/alerts/${alert.id}`)
  return detail.body.data
}

/** The submit body a client builds from the read alert, values changed by `edit`. */
function submitBody(
  detail: {
    complianceForms: {
      formDataId: string
      formDefinitions: { formDefinitionId: string; sections: Sections }[]
    }[]
  },
  edit: (sections: Sections) => void = () => {},
) {
  return {
    complianceForms: detail.complianceForms.map((form) => ({
      formDataId: form.formDataId,
      formDefinitions: form.formDefinitions.map((definition) => {
        const sections = structuredClone(definition.sections)
        edit(sections)
        return { formDefinitionId: definition.formDefinitionId, sections }
      }),
    })),
  }
}

/** Fills every blank prefilled string, as a customer completing the form would. */
const complete = (sections: Sections) => {
  for (const fields of Object.values(sections)) {
    for (const [name, value] of Object.entries(fields))
      if (value === '') fields[name] = name.endsWith('Date') ? '2026-12-01' : `filled-${name}`
  }
}

describe('simulator: Compliance alerts', () => {
  it('CMP-6: list alerts is a bare {opportunities} of list elements, with every alert type', async () => {
    const { sim, compliance } = makeSim()
    const answer = await call(sim, 'GET', `${compliance}/alerts`)
    expect(answer.status).toBe(200)
    expect(Object.keys(answer.body)).toEqual(['opportunities'])
    const alerts = answer.body.opportunities as Record<string, unknown>[]
    for (const alert of alerts) expect(alertSchema.safeParse(alert).success).toBe(true)
    expect(new Set(alerts.map((alert) => alert.serviceCategory))).toEqual(
      new Set(['Annual Report', 'Registered Agent', 'BOI Report', 'Franchise Tax']),
    )
  })

  it('CMP-6: filters by companyId and by a URL-encoded type', async () => {
    const { sim, compliance } = makeSim()
    const all = (await call(sim, 'GET', `${compliance}/alerts`)).body.opportunities as {
      entityId: string
      serviceCategory: string
    }[]
    const companyId = all[0]?.entityId
    const byCompany = await call(sim, 'GET', `${compliance}/alerts?companyId=${companyId}`)
    expect(byCompany.body.opportunities.length).toBe(
      all.filter((alert) => alert.entityId === companyId).length,
    )
    const byType = await call(sim, 'GET', `${compliance}/alerts?type=Registered%20Agent`)
    expect(byType.body.opportunities.length).toBe(
      all.filter((alert) => alert.serviceCategory === 'Registered Agent').length,
    )
    expect(byType.body.opportunities.length).toBeGreaterThan(0)
  })

  it('CMP-6: {opportunities: []} is a success for a company with no open alerts', async () => {
    const { sim, compliance, partner } = makeSim()
    const quiet = [...sim.state.companies.values()].find(
      (company) =>
        company.partnerId === partner.partnerId &&
        ![...sim.state.alerts.values()].some((alert) => alert.companyId === company.id),
    )
    expect(quiet).toBeDefined()
    const answer = await call(sim, 'GET', `${compliance}/alerts?companyId=${quiet?.id}`)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ opportunities: [] })
  })

  it('CMP-6: a company of another partner is 403 {statusCode, message}', async () => {
    const { sim, compliance, other } = makeSim()
    const theirs = [...sim.state.companies.values()].find((company) => company.partnerId === other.partnerId)
    const answer = await call(sim, 'GET', `${compliance}/alerts?companyId=${theirs?.id}`)
    expect(answer.status).toBe(403)
    expect(answer.body).toEqual({ statusCode: 403, message: expect.any(String) })
  })

  it('CMP-7: get alert gives the detail view in {data, statusCode, message}, forms with every kind of value', async () => {
    const setup = makeSim()
    const { sim, compliance } = setup
    const id = (await call(sim, 'GET', `${compliance}/alerts?type=Franchise%20Tax`)).body.opportunities[0].id
    const answer = await call(sim, 'GET', `${compliance}/alerts/${id}`)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ statusCode: 200, message: 'Success' })
    const detail = alertDetailSchema.parse(answer.body.data)
    expect(detail.opportunityType).toBe('Compliance Alert')
    const sections = detail.complianceForms[0]?.formDefinitions[0]?.sections ?? {}
    expect(Object.keys(sections)).toEqual(
      expect.arrayContaining(['FranchiseTaxInformation', 'EntityState', 'root']),
    )
    const values = Object.values(sections).flatMap((fields) => Object.values(fields))
    expect(values.some((value) => typeof value === 'boolean')).toBe(true)
    expect(values.some((value) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))).toBe(true)
    expect(values.some((value) => typeof value === 'string' && /^\d+$/.test(value))).toBe(true)
    expect(detail.amount).toBe(
      detail.opportunityProducts.reduce((sum, product) => sum + (product.price ?? 0), 0),
    )
  })

  it('CMP-9: submit answers {data: true}, closes the alert and stores the values at once', async () => {
    const setup = makeSim()
    const { sim, compliance } = setup
    const detail = await openAlert(setup)
    const answer = await call(sim, 'POST', `${compliance}/alerts/${detail.id}/orders`, {
      body: submitBody(detail, (sections) => {
        complete(sections)
        if (sections.Officers) sections.Officers.OfficerCount = '3'
      }),
    })
    expect(answer.status).toBe(200)
    expect(answer.body.data).toBe(true)
    const open = (await call(sim, 'GET', `${compliance}/alerts`)).body.opportunities.map(
      (alert: { id: string }) => alert.id,
    )
    expect(open).not.toContain(detail.id)
    const reread = await call(sim, 'GET', `${compliance}/alerts/${detail.id}`)
    expect(reread.body.data.complianceForms[0].formDefinitions[0].sections.Officers.OfficerCount).toBe('3')
    expect(sim.state.alerts.get(detail.id)?.submissions).toHaveLength(1)
  })

  it('CMP-10: a required field left blank is 400 naming Section.Field, data false', async () => {
    const setup = makeSim()
    const { sim, compliance } = setup
    const detail = await openAlert(setup)
    const answer = await call(sim, 'POST', `${compliance}/alerts/${detail.id}/orders`, {
      body: submitBody(detail, (sections) => {
        complete(sections)
        if (sections.EntityState) sections.EntityState.EntityNumber = ''
      }),
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({
      statusCode: 400,
      message: 'Required field missing: EntityState.EntityNumber',
      data: false,
    })
    expect(sim.state.alerts.get(detail.id)?.open).toBe(true)
  })

  it('CMP-10: absent or empty complianceForms, missing formDataId, unknown alert, another partner’s alert are 400 data false', async () => {
    const setup = makeSim()
    const { sim, compliance, other } = setup
    const detail = await openAlert(setup)
    const path = `${compliance}/alerts/${detail.id}/orders`
    const theirs = [...sim.state.alerts.values()].find((alert) => alert.partnerId === other.partnerId)
    const withoutFormDataId = submitBody(detail, complete)
    delete (withoutFormDataId.complianceForms[0] as { formDataId?: string }).formDataId
    const cases: [string, unknown, RegExp][] = [
      [path, {}, /complianceForms is required/],
      [path, { complianceForms: [] }, /complianceForms must not be empty/],
      [path, withoutFormDataId, /formDataId is required/],
      [
        `${compliance}/alerts/006NOSUCHALERT0000/orders`,
        submitBody(detail, complete),
        /No opportunity found/,
      ],
      [`${compliance}/alerts/${theirs?.id}/orders`, submitBody(detail, complete), /does not match/],
    ]
    for (const [target, body, message] of cases) {
      const answer = await call(sim, 'POST', target, { body })
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({ statusCode: 400, message: expect.stringMatching(message), data: false })
    }
  })

  it('writeback reaches the company only after writebackDelayMs (CMP-11 behaviour)', async () => {
    const setup = makeSim({ writebackDelayMs: 5000 })
    const { sim, compliance } = setup
    const detail = await openAlert(setup)
    const body = submitBody(detail, (sections) => {
      complete(sections)
      if (sections.EntityState) sections.EntityState.EntityNumber = 'NEW-ENTITY-42'
    })
    expect((await call(sim, 'POST', `${compliance}/alerts/${detail.id}/orders`, { body })).status).toBe(200)
    const read = async () => (await call(sim, 'GET', `${compliance}/companies/${detail.companyId}`)).body.data
    expect((await read()).filingnumber).not.toBe('NEW-ENTITY-42')
    sim.advance(4999)
    expect((await read()).filingnumber).not.toBe('NEW-ENTITY-42')
    sim.advance(1)
    const company = await read()
    expect(company.filingnumber).toBe('NEW-ENTITY-42')
    expect(company.complianceValues['EntityState.EntityNumber']).toBe('NEW-ENTITY-42')
  })

  it('a resubmit of a closed alert is refused (no opportunity left)', async () => {
    const setup = makeSim({ writebackDelayMs: 0 })
    const { sim, compliance } = setup
    const detail = await openAlert(setup, 'BOI Report')
    const body = submitBody(detail, complete)
    expect((await call(sim, 'POST', `${compliance}/alerts/${detail.id}/orders`, { body })).status).toBe(200)
    const again = await call(sim, 'POST', `${compliance}/alerts/${detail.id}/orders`, { body })
    expect(again.status).toBe(400)
    expect(again.body.data).toBe(false)
  })
})
