// Issue 34: the seed a knowledgeable owner reads without a frown. A state tax account only where the
// state has that tax (no Washington or Nevada withholding: they do not tax wages), a franchise tax
// alert or plan only where the company owes one (none in Florida, none for a non-profit), each
// agency by its state's own name. Over several seeds, every partner.
import { createPartnerSimulator } from '../../../src/simulator'

const NO_WAGE_TAX = ['AK', 'FL', 'NH', 'NV', 'SD', 'TN', 'TX', 'WA', 'WY']
const FRANCHISE_TAX_STATES = ['CA', 'DE', 'IL', 'NC', 'NY', 'TX']

describe('the seeded data is plausible to an owner who knows their state (issue 34)', () => {
  it.each([1, 2, 3, 7])('seed %i: withholding accounts only where the state taxes wages', (seed) => {
    const sim = createPartnerSimulator({ seed })
    const accounts = [...sim.state.taxOrders.values()].flatMap((order) => order.accounts)
    expect(accounts.length).toBeGreaterThan(0)
    for (const account of accounts) {
      if (account.accountType === 'Withholding')
        expect(NO_WAGE_TAX, `${account.state} withholding`).not.toContain(account.state)
      // The state's own agency, never "WA Department of Labor".
      expect(account.agencyName, account.state).not.toMatch(new RegExp(`^${account.state} `))
    }
    // Every seeded state with a wage tax has its withholding account beside its unemployment account.
    const states = new Set(accounts.map((account) => account.state))
    for (const state of states)
      expect(
        accounts.some((account) => account.state === state && account.accountType === 'Withholding'),
        state,
      ).toBe(!NO_WAGE_TAX.includes(state))
  })

  it.each([1, 2, 3, 7])('seed %i: a franchise tax only where the company owes one', (seed) => {
    const sim = createPartnerSimulator({ seed })
    const companyOf = (id: string) => sim.state.companies.get(id)!
    const owes = (id: string) => {
      const company = companyOf(id)
      if (company.type === 'Non-Profit Corporation') return false
      if (company.homeState === 'IL') return company.type !== 'LLC'
      return FRANCHISE_TAX_STATES.includes(company.homeState ?? '')
    }
    const alerts = [...sim.state.alerts.values()].filter((alert) => alert.alertType === 'Franchise Tax')
    expect(alerts.length).toBeGreaterThan(0)
    for (const alert of alerts) expect(owes(alert.companyId), companyOf(alert.companyId).name).toBe(true)
    for (const plan of sim.state.subscriptions.values())
      if (plan.serviceCategory === 'FranchiseTax') expect(owes(plan.entityId), plan.id).toBe(true)
  })
})
