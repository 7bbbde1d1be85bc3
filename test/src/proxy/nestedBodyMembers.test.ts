import { API_USER_PID, BASE, jsonRequest, setup } from './helpers'

// BF-7: the caller never chooses `apiUserPid`; and a restricted user's body names no order but the
// one checked. An RFI answer (update order) is checked loosely — its members are the order's own —
// so both rules hold at every depth, not only at the top and directly under `partnerOrder`.

const MINE = '801000000000MINE01'
const THEIRS = '80100000000THEIRS1'
const UPDATE = `${BASE}/api/business-formation/update-order-v1/${MINE}`
const scopedToMine = { authorize: () => ({ companyIds: [], orderGuids: [MINE] }) }

/** Every value of `member` anywhere in a JSON text, in document order. */
function valuesOf(json: string, member: string): unknown[] {
  const found: unknown[] = []
  JSON.parse(json, (key, value: unknown) => {
    if (key === member) found.push(value)
    return value
  })
  return found
}

describe('update order: apiUserPid and order ids at every depth', () => {
  it('BF-7: a nested apiUserPid never travels; the configured one is set at the top', async () => {
    const { proxy, upstream } = setup(scopedToMine)
    const response = await proxy(
      jsonRequest(
        UPDATE,
        {
          apiUserPid: '99999',
          contact: { contactPhone: '2055550199' },
          responsibleParty: { apiUserPid: '99999', owners: [{ name: 'Ada', apiUserPid: '99999' }] },
          registerAgent: { details: { apiUserPid: '99999' } },
          partnerOrder: { apiUserPid: '99999' },
        },
        'PATCH',
      ),
    )
    expect(response.status).toBe(200)
    const sent = upstream.calls[0]!.body
    expect(valuesOf(sent, 'apiUserPid')).toEqual([API_USER_PID])
    expect(JSON.parse(sent)).toMatchObject({
      apiUserPid: API_USER_PID,
      contact: { contactPhone: '2055550199' },
      responsibleParty: { owners: [{ name: 'Ada' }] },
    })
  })

  it('nested order ids never travel: only the path names the order', async () => {
    const { proxy, upstream } = setup(scopedToMine)
    const response = await proxy(
      jsonRequest(
        UPDATE,
        {
          contact: { contactPhone: '2055550199', orderGuid: THEIRS },
          responsibleParty: { orderId: THEIRS, owners: [{ name: 'Ada', orderGuid: THEIRS }] },
          registerAgent: { partnerOrder: { orderGuid: THEIRS } },
          extra: [[{ orderId: THEIRS }]],
        },
        'PATCH',
      ),
    )
    expect(response.status).toBe(200)
    expect(upstream.calls).toHaveLength(1)
    expect(upstream.calls[0]!.url).toContain(MINE)
    const sent = upstream.calls[0]!.body
    expect(sent).not.toContain(THEIRS)
    expect(valuesOf(sent, 'orderGuid')).toEqual([])
    expect(valuesOf(sent, 'orderId')).toEqual([])
    expect(JSON.parse(sent)).toMatchObject({ responsibleParty: { owners: [{ name: 'Ada' }] } })
  })

  it('an upload still keeps the checked orderGuid at the top', async () => {
    const { proxy, upstream } = setup(scopedToMine)
    const response = await proxy(
      jsonRequest(`${BASE}/api/business-formation/send-order-document-v1`, {
        orderGuid: MINE,
        fileName: 'articles',
        extension: 'pdf',
        base64: 'JVBERi0=',
      }),
    )
    expect(response.status).toBe(200)
    expect(JSON.parse(upstream.calls[0]!.body)).toMatchObject({ orderGuid: MINE, fileName: 'articles' })
  })
})
