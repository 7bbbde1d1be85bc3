// The /plain page's own script: plain JavaScript as a partner would write it by hand, no build step.
//
// Who is signed in: the portal's own session, not one of this page's. The portal's server keeps it
// behind an HttpOnly cookie of this origin, and the proxy at /api/partner reads that cookie to scope
// every request to the customer's companies and orders. So a visitor who came from the portal is
// already signed in here, and one who came straight here gets the portal's own demo sign-in (the same
// buttons, the same /demo/sign-in). The page never holds an identity or a token: it reads names and
// ids from /demo/session, and the elements send the cookie with their requests like the portal does.
import { defineFilingKitElements } from '/plain/filing-kit-elements.js'

/** The portal's keys for the visitor's theme and language (preferences.ts): a choice made on one page holds on both. */
const THEME_KEY = 'acme.theme'
const LANGUAGE_KEY = 'acme.language'

const $ = (selector) => document.querySelector(selector)

/** The page's own words, in the portal's two languages; the elements bring theirs (locale below). */
const TEXT = {
  en: {
    pageTitle: 'Acme Business Portal · your filings',
    brand: 'Acme Business Portal',
    language: 'Language',
    theme: 'Theme',
    light: 'Light',
    dark: 'Dark',
    title: 'Your filings on one simple page',
    lead: 'The same services as the portal, all on one page.',
    back: 'Back to the portal',
    signInTitle: 'Sign in to the demo',
    signInLead: 'Pick a demo customer.',
    signInAs: 'Continue as {name}',
    signedInAs: 'Signed in as {name}',
    failure: 'The portal could not be reached. Try again in a moment.',
    filingTitle: 'File a compliance form',
    filingChoose: 'Choose an alert in the list to file it here.',
    nowFiling: 'Now filing: {name}',
    formationTitle: 'Company formation',
    formationNone: 'You have no formation order yet.',
    formationLink: 'Form a company in the portal',
    developers: 'For developers: how this page works',
    developersLead:
      'This page embeds the portal’s services as custom elements (filing-kit/elements), with no framework and no bundler. Below, the fk-* events the elements sent, as the page’s own script saw them.',
    nothingYet: 'Nothing yet.',
    footer: 'A demo portal: nothing here is a real filing.',
  },
  es: {
    pageTitle: 'Acme Portal de Empresas · sus trámites',
    brand: 'Acme Portal de Empresas',
    language: 'Idioma',
    theme: 'Tema',
    light: 'Claro',
    dark: 'Oscuro',
    title: 'Sus trámites en una página sencilla',
    lead: 'Los mismos servicios que el portal, todos en una página.',
    back: 'Volver al portal',
    signInTitle: 'Inicie sesión en la demostración',
    signInLead: 'Elija un cliente de demostración.',
    signInAs: 'Continuar como {name}',
    signedInAs: 'Sesión de {name}',
    failure: 'No se pudo contactar con el portal. Vuelva a intentarlo en un momento.',
    filingTitle: 'Presentar un formulario de cumplimiento',
    filingChoose: 'Elija una alerta de la lista para presentarla aquí.',
    // Without the alert's name: the service writes it in English, and a Spanish sentence keeps to Spanish.
    nowFiling: 'Presentando la alerta elegida: el formulario está debajo.',
    formationTitle: 'Constitución de empresa',
    formationNone: 'Aún no tiene ningún pedido de constitución.',
    formationLink: 'Cree una empresa en el portal',
    developers: 'Para desarrolladores: cómo funciona esta página',
    developersLead:
      'Esta página integra los servicios del portal como elementos personalizados (filing-kit/elements), sin framework ni empaquetador. Debajo, los eventos fk-* que enviaron los elementos, tal como los vio el script de la página.',
    nothingYet: 'Nada todavía.',
    footer: 'Un portal de demostración: nada de lo que hay aquí es un trámite real.',
  },
}

/** The visitor's language, as the portal stored it; English until one is chosen. */
const language = localStorage.getItem(LANGUAGE_KEY) === 'es' ? 'es' : 'en'

/** `text('signInAs', { name })` in the visitor's language. */
const text = (id, values = {}) =>
  TEXT[language][id].replace(/\{(\w+)\}/g, (whole, name) => String(values[name] ?? whole))

/** The page's static words, the document's language and the language switch, in the visitor's language. */
function setUpLanguage() {
  document.documentElement.lang = language
  document.title = text('pageTitle')
  for (const element of document.querySelectorAll('[data-text]'))
    element.textContent = text(element.dataset.text)
  $('#events').dataset.empty = text('nothingYet')
  $('#language').value = language
  // The elements are defined once per page, in one language: a new choice starts a fresh page.
  $('#language').addEventListener('change', (event) => {
    localStorage.setItem(LANGUAGE_KEY, event.target.value)
    location.reload()
  })
}

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
      button.textContent = text('signInAs', { name: customer.name })
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
  // The owner reads a sentence; the cause is for the developer's console.
  console.warn(`The portal could not be reached: ${message}`)
  failure.textContent = text('failure')
  failure.hidden = false
}

/** One line of the event log in the "For developers" panel. */
function heard(type, text) {
  const item = document.createElement('li')
  item.textContent = `${type}: ${text}`
  $('#events').prepend(item)
}

function showServices(session) {
  const { customer } = session
  $('#account .acme-avatar').textContent = customer.name.slice(0, 1)
  $('#account .acme-account-name').textContent = text('signedInAs', { name: customer.name })
  $('#account').hidden = false

  defineFilingKitElements({
    baseUrl: '/api/partner',
    partnerId: session.partnerId,
    // The visitor's language: with an es locale and no catalog given, the elements speak Spanish.
    locale: language === 'es' ? 'es-US' : 'en-US',
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
    $('#filing-status').textContent = text('nowFiling', { name: alert.name })
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

setUpLanguage()
setUpTheme()
readSession().then(
  (session) => (session.customer ? showServices(session) : showSignIn(session.customers)),
  (error) => showFailure(error.message),
)
