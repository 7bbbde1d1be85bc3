// The portal's own words, in the two languages it offers. The components bring theirs (filing-kit's
// `es` catalog, passed to FilingKitProvider); these are only the host's chrome around them.
import { createContext, useContext } from 'react'
import type { Language } from './preferences'

const en = {
  brand: 'Acme Business Portal',
  tagline: 'Banking, payroll and paperwork for small businesses',
  'nav.dashboard': 'Dashboard',
  'nav.formation': 'Form a company',
  'nav.tax': 'Tax registration',
  'nav.import': 'Import companies',
  'nav.main': 'Main',
  'settings.language': 'Language',
  'settings.theme': 'Theme',
  'settings.theme.light': 'Light',
  'settings.theme.dark': 'Dark',
  'account.signedInAs': 'Signed in as {name}',
  'account.switchTo': 'Switch to {name}',
  'account.signOut': 'Sign out',
  'signIn.title': 'Sign in to Acme Business Portal',
  'signIn.lead':
    'A demo: pick a customer, no password. Each one owns different companies, and the portal’s server lets each see only their own.',
  'signIn.as': 'Continue as {name}',
  'dashboard.greeting': 'Welcome back, {name}',
  'dashboard.lead': 'What your companies owe the state, and when.',
  'dashboard.companies': 'Your companies',
  'dashboard.noCompanies': 'No companies yet. Form one or import a list.',
  'dashboard.scoping': 'Someone else’s company',
  'dashboard.scopingLead':
    '{owner} owns company {companyId}. The portal’s server refuses to show it to you. Try:',
  'dashboard.scopingLink': 'Open company {companyId}',
  'dashboard.openById': 'Open a company by id',
  'dashboard.companyId': 'Company id',
  'dashboard.open': 'Open',
  'company.back': 'All companies',
  'company.refusedTitle': 'You can’t open this company',
  'company.refused':
    'Company {companyId} isn’t one of yours: the portal’s server refused to fetch it (HTTP {status}). Only its owner can see its alerts and plans.',
  'company.failed': 'This company could not be loaded: {message}',
  'company.pickAlert': 'Pick an alert to see what it asks for and file it.',
  'company.file': 'File it',
  'company.filing': 'Filing',
  'company.closeForm': 'Close',
  'company.plans': 'Plans',
  'company.details': '{type} · {state}',
  'formation.title': 'Form a new company',
  'formation.lead':
    'We file the paperwork with the state for you. Choose a package, tell us about the company, and follow the order here.',
  'formation.orders': 'Your orders',
  'formation.order': 'Following your order',
  'formation.new': 'Start another company',
  'tax.title': 'Register as an employer',
  'tax.lead': 'Get a federal EIN and state payroll tax accounts before your first payroll.',
  'tax.orders': 'Your registrations',
  'orders.kind.formation': 'Company formation',
  'orders.kind.tax': 'Employer registration',
  'orders.unnamed': 'Business without a name',
  'orders.placed': 'Placed {date}',
  'tax.order': 'Following your registration',
  'tax.new': 'Start another registration',
  'import.title': 'Bring your companies to Acme',
  'import.lead': 'Bring many companies in at once from a spreadsheet (CSV) or a JSON file.',
  'import.done': 'Your new companies are on your dashboard now.',
  'import.toDashboard': 'Go to the dashboard',
  'import.single': 'Add one company with a form',
  'newCompany.title': 'Add a company you already run',
  'newCompany.lead':
    'Its compliance deadlines (annual reports, registered agent renewals…) are then tracked here.',
  'newCompany.open': 'Open its page',
  'clock.title': 'Simulated clock',
  'clock.lead':
    'The demo runs on a simulator: move its clock to see the order advance as the state processes it.',
  'clock.move': 'Move the clock one step',
  'clock.moveMany': 'Move it five steps',
  'clock.moved': 'Steps moved so far: {count}.',
  'footer.demo':
    'Demo portal built with filing-kit — the proxy holds the API token; this page never sees it.',
  'footer.simulator': 'Running against the simulator (seed 1).',
  'footer.real': 'Running against the real service.',
  'footer.plain': 'The same services on a plain HTML page, with no framework',
  'error.session': 'The portal could not reach its server: {message}',
  retry: 'Try again',
}

export type TextId = keyof typeof en

const es: Record<TextId, string> = {
  brand: 'Acme Portal de Empresas',
  tagline: 'Banca, nómina y trámites para pequeñas empresas',
  'nav.dashboard': 'Inicio',
  'nav.formation': 'Crear una empresa',
  'nav.tax': 'Registro fiscal',
  'nav.import': 'Importar empresas',
  'nav.main': 'Principal',
  'settings.language': 'Idioma',
  'settings.theme': 'Tema',
  'settings.theme.light': 'Claro',
  'settings.theme.dark': 'Oscuro',
  'account.signedInAs': 'Sesión de {name}',
  'account.switchTo': 'Cambiar a {name}',
  'account.signOut': 'Cerrar sesión',
  'signIn.title': 'Inicie sesión en Acme Portal de Empresas',
  'signIn.lead':
    'Una demostración: elija un cliente, sin contraseña. Cada uno tiene empresas distintas y el servidor del portal solo le muestra las suyas.',
  'signIn.as': 'Continuar como {name}',
  'dashboard.greeting': 'Hola de nuevo, {name}',
  'dashboard.lead': 'Lo que sus empresas deben presentar al estado, y cuándo.',
  'dashboard.companies': 'Sus empresas',
  'dashboard.noCompanies': 'Aún no hay empresas. Cree una o importe una lista.',
  'dashboard.scoping': 'La empresa de otra persona',
  'dashboard.scopingLead':
    '{owner} es dueño de la empresa {companyId}. El servidor del portal se niega a mostrársela. Pruebe:',
  'dashboard.scopingLink': 'Abrir la empresa {companyId}',
  'dashboard.openById': 'Abrir una empresa por id',
  'dashboard.companyId': 'Id de la empresa',
  'dashboard.open': 'Abrir',
  'company.back': 'Todas las empresas',
  'company.refusedTitle': 'No puede abrir esta empresa',
  'company.refused':
    'La empresa {companyId} no es suya: el servidor del portal se negó a consultarla (HTTP {status}). Solo su dueño puede ver sus alertas y planes.',
  'company.failed': 'No se pudo cargar esta empresa: {message}',
  'company.pickAlert': 'Elija una alerta para ver qué pide y presentarla.',
  'company.file': 'Presentar',
  'company.filing': 'Presentación',
  'company.closeForm': 'Cerrar',
  'company.plans': 'Planes',
  'company.details': '{type} · {state}',
  'formation.title': 'Cree una empresa nueva',
  'formation.lead':
    'Presentamos los documentos ante el estado por usted. Elija un paquete, cuéntenos de la empresa y siga el pedido aquí.',
  'formation.orders': 'Sus pedidos',
  'formation.order': 'Seguimiento de su pedido',
  'formation.new': 'Crear otra empresa',
  'tax.title': 'Regístrese como empleador',
  'tax.lead':
    'Obtenga un EIN federal y las cuentas estatales de impuestos sobre la nómina antes de su primera nómina.',
  'tax.orders': 'Sus registros',
  'orders.kind.formation': 'Constitución de empresa',
  'orders.kind.tax': 'Registro como empleador',
  'orders.unnamed': 'Empresa sin nombre',
  'orders.placed': 'Realizado el {date}',
  'tax.order': 'Seguimiento de su registro',
  'tax.new': 'Iniciar otro registro',
  'import.title': 'Traiga sus empresas a Acme',
  'import.lead': 'Traiga muchas empresas a la vez desde una hoja de cálculo (CSV) o un archivo JSON.',
  'import.done': 'Sus nuevas empresas ya están en su inicio.',
  'import.toDashboard': 'Ir al inicio',
  'import.single': 'Agregar una sola empresa con un formulario',
  'newCompany.title': 'Agregue una empresa que ya tiene',
  'newCompany.lead':
    'Sus plazos de cumplimiento (informes anuales, renovaciones del agente registrado…) se siguen aquí.',
  'newCompany.open': 'Abrir su página',
  'clock.title': 'Reloj simulado',
  'clock.lead':
    'La demostración usa un simulador: adelante su reloj para ver cómo avanza el pedido mientras el estado lo tramita.',
  'clock.move': 'Adelantar el reloj un paso',
  'clock.moveMany': 'Adelantarlo cinco pasos',
  'clock.moved': 'Pasos adelantados: {count}.',
  'footer.demo':
    'Portal de demostración hecho con filing-kit: el proxy guarda el token de la API; esta página nunca lo ve.',
  'footer.simulator': 'Funciona con el simulador (semilla 1).',
  'footer.real': 'Funciona con el servicio real.',
  'footer.plain': 'Los mismos servicios en una página HTML sencilla, sin framework',
  'error.session': 'El portal no pudo contactar con su servidor: {message}',
  retry: 'Reintentar',
}

export const TEXT: Record<Language, Record<TextId, string>> = { en, es }

export const LanguageContext = createContext<Language>('en')

/** `t('dashboard.greeting', { name })` in the visitor's language. */
export function useText() {
  const language = useContext(LanguageContext)
  return (id: TextId, values: Record<string, string | number> = {}) =>
    TEXT[language][id].replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole))
}
