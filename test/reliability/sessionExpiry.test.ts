// Session expiry mid-flow (issue 13, AUTH-2): the portal's session lapses between two calls; the next
// call gets a 401, `onUnauthorized` refreshes it (here: the fetch switches from a revoked token to a
// valid one, as a portal's cookie would be renewed), the call is sent once more and the flow goes on.
// Never a loop: a refresh that does not help ends in one `unauthorized` error after one retry.
import { createPartnerClient, isPartnerApiError } from '../../src/client/index'
import { createPartnerSimulator } from '../../src/simulator/index'
import { completedForms, taxRegistrationInput, TEST_BASE_URL } from '../support/fixtures'

function setup() {
  const sim = createPartnerSimulator({ seed: 41, writebackDelayMs: 0 })
  const valid = sim.viaProxy()
  const revoked = sim.viaProxy({ token: sim.tokens.revoked })
  const session = { current: valid, refreshes: 0, statuses: [] as number[] }
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const answer = await session.current(new Request(input, init))
    session.statuses.push(answer.status)
    return answer
  }
  const expire = () => void (session.current = revoked)
  const client = createPartnerClient({
    baseUrl: TEST_BASE_URL,
    partnerId: sim.partners[0]!.partnerId,
    fetch,
    retry: { baseDelayMs: 1 },
    onUnauthorized: () => {
      session.refreshes += 1
      session.current = valid
      return true
    },
  })
  return { sim, client, session, expire }
}

describe('session expiry mid-flow', () => {
  it('AUTH-2: 401 → onUnauthorized → one retry → the flow continues, at every step, reads and writes', async () => {
    const { sim, client, session, expire } = setup()
    const companiesBefore = sim.state.companies.size
    const taxBefore = sim.state.taxOrders.size

    const [first] = await client.compliance.listAlerts()
    expire()
    const alert = await client.compliance.getAlert(first!.id)
    expect(session.statuses.slice(-2)).toEqual([401, 200])
    expect(session.refreshes).toBe(1)

    expire()
    const accepted = await client.compliance.submitAlertForms(alert.id, {
      complianceForms: completedForms(sim, alert.id, alert.complianceForms),
    })
    expect(accepted).toBe(true)
    expect(sim.state.alerts.get(alert.id)!.submissions).toHaveLength(1)

    expire()
    await client.compliance.createCompany({ name: 'Expired Session LLC', PCID: 'expiry-1' })
    expect(sim.state.companies.size - companiesBefore).toBe(1)

    expire()
    await client.taxRegistration.createOrder(taxRegistrationInput())
    expect(sim.state.taxOrders.size - taxBefore).toBe(1)

    expect(session.refreshes).toBe(4)
    // Each 401 is followed by exactly one retry that succeeds: no write was stored twice.
    expect(session.statuses.filter((status) => status === 401)).toHaveLength(4)
    expect(
      session.statuses.every(
        (status, index) =>
          status !== 401 || session.statuses[index + 1] === 200 || session.statuses[index + 1] === 201,
      ),
    ).toBe(true)
  })

  it('AUTH-2: a refresh that does not help ends in one unauthorized error after one retry — never a loop', async () => {
    const sim = createPartnerSimulator({ seed: 42 })
    const revoked = sim.viaProxy({ token: sim.tokens.revoked })
    let sent = 0
    let refreshes = 0
    const client = createPartnerClient({
      baseUrl: TEST_BASE_URL,
      partnerId: sim.partners[0]!.partnerId,
      fetch: (input, init) => {
        sent += 1
        return revoked(new Request(input, init))
      },
      retry: { baseDelayMs: 1 },
      // Claims success every time: the client must still stop after one retry.
      onUnauthorized: () => {
        refreshes += 1
        return true
      },
    })
    const error = await client.compliance.listAlerts().catch((caught: unknown) => caught)
    expect(isPartnerApiError(error, 'unauthorized')).toBe(true)
    expect(sent).toBe(2)
    expect(refreshes).toBe(1)

    const write = await client.compliance
      .createCompany({ name: 'Never Stored LLC' })
      .catch((caught: unknown) => caught)
    expect(isPartnerApiError(write, 'unauthorized')).toBe(true)
    expect(sent).toBe(4)
    expect(refreshes).toBe(2)
  })
})
