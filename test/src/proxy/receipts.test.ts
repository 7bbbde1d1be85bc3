// Receipts (issue 32): every accepted write leaves a record for the signed-in owner who made it,
// served back to that owner alone, never holding an SSN or a date of birth, EINs to their last four.
import { describe, expect, it, vi } from 'vitest'
import { routes } from '../../../src/api/routes'
import { createMemoryStore, type PartnerProxyOptions } from '../../../src/proxy'
import { createPartnerSimulator } from '../../../src/simulator'
import { taxRegistrationInput } from '../../support/fixtures'
import { BASE, createOrderBody, proxyOver, write } from '../../support/exactlyOnceRig'

const as = (user: string) => ({ 'x-user': user })

function setup(options: Partial<PartnerProxyOptions> = {}) {
  const sim = createPartnerSimulator({ seed: 21 })
  const store = createMemoryStore()
  const proxy = proxyOver(sim, {
    store,
    authorize: ({ request }) => {
      const user = request.headers.get('x-user')
      return user ? { owner: user } : { status: 401 }
    },
    ...options,
  })
  const receipts = async (user: string, id = '') => {
    const response = await proxy(new Request(`${BASE}/receipts${id ? `/${id}` : ''}`, { headers: as(user) }))
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  return { sim, store, proxy, receipts, partnerId: sim.partners[0]!.partnerId }
}

const taxCreate = (pcid: string, user: string) =>
  new Request(`${BASE}${routes['taxRegistration.createOrder'].path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(BASE).origin, ...as(user) },
    body: JSON.stringify({ partnerOrder: { ...taxRegistrationInput(), pcid } }),
  })

describe('receipts at the proxy', () => {
  it('records each accepted write for its owner: what was submitted without SSN or date of birth, the EIN to its last four, the price and the ids', async () => {
    const { sim, proxy, receipts } = setup()
    const formation = await proxy(
      write(BASE, 'formation.createOrder', await createOrderBody(sim, 'a'.repeat(32)), as('alice')),
    )
    expect(formation.status).toBe(201)
    const tax = await proxy(taxCreate('b'.repeat(32), 'alice'))
    expect(tax.ok).toBe(true)
    const { orderGuid } = ((await formation.json()) as { data: { partnerOrder: { orderGuid: string } } }).data
      .partnerOrder

    const listed = await receipts('alice')
    expect(listed.status).toBe(200)
    const all = listed.body.receipts as Record<string, unknown>[]
    expect(all.map((receipt) => receipt.operation)).toEqual([
      'taxRegistration.createOrder',
      'formation.createOrder',
    ])
    const [taxReceipt, formationReceipt] = all
    expect(formationReceipt).toMatchObject({ pcid: 'a'.repeat(32), ids: { orderGuid }, status: 201 })
    expect(formationReceipt!.price).toEqual(expect.any(String))
    expect(formationReceipt!.products).toEqual(
      expect.arrayContaining([expect.objectContaining({ productId: expect.any(String) })]),
    )
    const text = JSON.stringify(taxReceipt)
    expect(text).toContain('Northwind Traders LLC')
    expect(text).toContain('•••6789')
    expect(text).not.toContain('12-3456789')
    expect(text).not.toContain('1985-04-12')
    expect(text).not.toMatch(/dateOfBirth|apiUserPid/)

    const one = await receipts('alice', taxReceipt!.id as string)
    expect(one.body).toEqual(taxReceipt)
  })

  it("serves an owner's receipts to that owner alone; without an owner nobody's", async () => {
    const { sim, proxy, receipts } = setup()
    await proxy(write(BASE, 'formation.createOrder', await createOrderBody(sim, 'c'.repeat(32)), as('alice')))
    const [mine] = (await receipts('alice')).body.receipts as { id: string }[]
    expect(await receipts('bob')).toEqual({ status: 200, body: { receipts: [] } })
    expect((await receipts('bob', mine!.id)).status).toBe(404)
    expect((await proxy(new Request(`${BASE}/receipts`))).status).toBe(401)

    const open = proxyOver(sim, { authorize: () => true })
    expect((await open(new Request(`${BASE}/receipts`))).status).toBe(403)
    const none = proxyOver(sim)
    expect((await none(new Request(`${BASE}/receipts`))).status).toBe(403)
    expect(
      (await proxy(new Request(`${BASE}/receipts`, { method: 'DELETE', headers: as('alice') }))).status,
    ).toBe(405)
  })

  it('a replayed write and a refused one leave no receipt of their own', async () => {
    const { sim, proxy, receipts, partnerId } = setup()
    const body = await createOrderBody(sim, 'd'.repeat(32))
    await Promise.all(
      Array.from({ length: 20 }, () => proxy(write(BASE, 'formation.createOrder', body, as('alice')))),
    )
    const refused = await proxy(
      write(BASE, 'compliance.createCompany', '{"name":"","ein":"1"}', as('alice'), partnerId),
    )
    expect(refused.status).toBeGreaterThanOrEqual(400)
    expect((await receipts('alice')).body.receipts).toHaveLength(1)
  })

  it("store.deleteOwner erases one owner's receipts and leaves the others'", async () => {
    const { sim, store, proxy, receipts, partnerId } = setup()
    await proxy(write(BASE, 'compliance.createCompany', '{"name":"Alice Co"}', as('alice'), partnerId))
    await proxy(write(BASE, 'compliance.createCompany', '{"name":"Bob Co"}', as('bob'), partnerId))
    void sim
    expect(await store.deleteOwner('alice')).toBeGreaterThan(0)
    expect((await receipts('alice')).body.receipts).toEqual([])
    expect((await receipts('bob')).body.receipts).toHaveLength(1)
  })

  it('keeps receipts for receipts.retentionMs, and none with receipts: false', async () => {
    const short = setup({ receipts: { retentionMs: 50 } })
    await short.proxy(
      write(BASE, 'compliance.createCompany', '{"name":"Brief Co"}', as('alice'), short.partnerId),
    )
    expect((await short.receipts('alice')).body.receipts).toHaveLength(1)
    await vi.waitFor(async () => expect((await short.receipts('alice')).body.receipts).toEqual([]), {
      timeout: 10_000,
    })

    const off = setup({ receipts: false })
    await off.proxy(
      write(BASE, 'compliance.createCompany', '{"name":"Unrecorded Co"}', as('alice'), off.partnerId),
    )
    expect((await off.receipts('alice')).body.receipts).toEqual([])
  })
})
