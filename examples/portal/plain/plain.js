// The /plain page's own script: plain JavaScript as a partner would write it by hand, no build step.
//
// Who is signed in: the portal's own session, not one of this page's. The portal's server keeps it
// behind an HttpOnly cookie of this origin, and the proxy at /api/partner reads that cookie to scope
// every request to the customer's companies and orders. So a visitor who came from the portal is
// already signed in here, and one who came straight here gets the portal's own demo sign-in (the same
// buttons, the same /demo/sign-in). The page never holds an identity or a token: it reads names and
// ids from /demo/session, and the elements send the cookie with their requests like the portal does.
import { defineFilingKitElements } from '/plain/filing-kit-elements.js'

/** The portal's key for the visitor's theme (preferences.ts): a choice made on one page holds on both. */
const THEME_KEY = 'acme.theme'

const $ = (selector) => document.querySelector(selector)

function applyTheme(theme) {
  // data-theme picks the portal's palette; data-fk-theme the elements' own dark defaults.
  document.documentElement.dataset.theme = theme
  document.documentElement.dataset.fkTheme = theme
  $('#theme').value = theme
}

function setUpTheme() {
  const stored = localStorage.getItem(THEME_KEY)
  const prefersDark = window.matchMedia('(prefers-color-scheme: dark)').matches
  applyTheme(stored === 'light' || stored === 'dark' ? stored : prefersDark ? 'dark' : 'light')
  $('#theme').addEventListener('change', (event) => {
    localStorage.setItem(THEME_KEY, event.target.value)
    applyTheme(event.target.value)
  })
}

async function readSession() {
  const response = await fetch('/demo/session')
  if (!response.ok) throw new Error(`/demo/session answered ${response.status}`)
  return response.json()
}

function showSignIn(customers) {
  $('#services').hidden = true
  $('#account').hidden = true
  const buttons = $('#sign-in-buttons')
  buttons.replaceChildren(
    ...customers.map((customer) => {
      const button = document.createElement('button')
      button.type = 'button'
      button.className = 'acme-button acme-button-primary'
      button.textContent = `Continue as ${customer.name}`
      button.addEventListener('click', async () => {
        const response = await fetch('/demo/sign-in', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ customerId: customer.id }),
        })
        if (!response.ok) return showFailure(`/demo/sign-in answered ${response.status}`)
        // The elements are defined once per page, for one customer: a fresh page starts clean.
        location.reload()
      })
      return button
    }),
  )
  $('#sign-in').hidden = false
}

function showFailure(message) {
  const failure = $('#session-failure')
  failure.textContent = `The portal could not be reached: ${message}`
  failure.hidden = false
}

/** One line in "What this page heard". */
function heard(type, text) {
  const item = document.createElement('li')
  item.textContent = `${type}: ${text}`
  $('#events').prepend(item)
}

function showServices(session) {
  const { customer } = session
  $('#account .acme-avatar').textContent = customer.name.slice(0, 1)
  $('#account .acme-account-name').textContent = `Signed in as ${customer.name}`
  $('#account').hidden = false

  defineFilingKitElements({
    baseUrl: '/api/partner',
    partnerId: session.partnerId,
    locale: 'en-US',
    // The proxy answers 401 once the portal's session is gone (signed out elsewhere, server restarted).
    onUnauthorized: async () => {
      showSignIn(session.customers)
      return false
    },
  })

  // The alert chosen in the list opens in the filing form; `target` says which company it is for.
  const form = $('fk-compliance-form')
  $('fk-compliance-alert-list').addEventListener('fk-select', (event) => {
    const { alert, target } = event.detail
    form.companyId = target.companyId
    form.alertId = alert.id
    form.hidden = false
    $('#filing-status').textContent = `Now filing: ${alert.name}`
    heard('fk-select', alert.name)
  })
  form.addEventListener('fk-submitted', (event) => {
    // Once when the service took the filing, again when the company's records show it (or not yet).
    const words = { pending: 'filed', confirmed: 'records updated', timed_out: 'records not updated yet' }
    heard('fk-submitted', words[event.detail.writeback] ?? event.detail.writeback)
  })

  $('fk-subscription-list').addEventListener('fk-cancelled', (event) => {
    const inReview = event.detail.status === 'Ready for Review'
    heard('fk-cancelled', inReview ? 'cancellation sent for review' : 'plan cancelled')
  })
  $('fk-subscription-list').addEventListener('fk-renewed', () => heard('fk-renewed', 'renewal saved'))

  // The customer's latest formation order, if any (orders they placed in the portal).
  const formation = customer.orders.filter((order) => order.kind === 'formation').at(-1)
  const tracker = $('fk-formation-order-tracker')
  if (formation) {
    tracker.orderGuid = formation.orderGuid
    tracker.hidden = false
    tracker.addEventListener('fk-phase-change', (event) => heard('fk-phase-change', event.detail.phase))
  } else {
    $('#formation-none').hidden = false
  }

  $('fk-bulk-company-import').addEventListener('fk-complete', (event) => {
    const created = event.detail.filter((row) => row.status === 'created').length
    heard('fk-complete', `${created} of ${event.detail.length} companies imported`)
  })

  $('#sign-in').hidden = true
  $('#services').hidden = false
}

setUpTheme()
readSession().then(
  (session) => (session.customer ? showServices(session) : showSignIn(session.customers)),
  (error) => showFailure(error.message),
)
