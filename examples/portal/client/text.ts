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
  'nav.filings': 'Your filings',
  'filings.title': 'Your filings',
  'filings.lead':
    'A record of everything you sent us, kept for you: what you submitted, when, and what it cost. Open one to print it.',
  'filings.none': 'Nothing filed yet. What you send appears here.',
  'filings.failed': 'Your filings could not be loaded: {message}',
  'filings.open': 'Open the record of {what} from {date}',
  'filings.back': 'All your filings',
  'filings.print': 'Print this record',
  'filings.when': 'Sent on',
  'filings.price': 'Price',
  'filings.reference': 'Your reference',
  'filings.submitted': 'What you submitted',
  'filings.notFound': 'This record is not one of yours, or it is no longer kept.',
  'filings.privacy':
    'Social Security numbers and dates of birth are never kept; tax ids show only their last four digits.',
  'filing.formation.createOrder': 'Company formation order',
  'filing.formation.updateOrder': 'Information sent for an order',
  'filing.formation.cancelOrder': 'Order cancellation',
  'filing.formation.uploadDocument': 'Document sent for an order',
  'filing.taxRegistration.createOrder': 'Employer registration',
  'filing.compliance.createCompany': 'Company added',
  'filing.compliance.bulkCreateCompanies': 'Companies imported',
  'filing.compliance.submitAlertForms': 'State filing',
  'filing.compliance.renewSubscription': 'Plan renewal',
  'filing.compliance.cancelSubscription': 'Plan cancellation',
  'filing.other': 'Request',
  'nav.main': 'Main',
  skip: 'Skip to main content',
  'settings.language': 'Language',
  'settings.theme': 'Theme',
  'settings.theme.light': 'Light',
  'settings.theme.dark': 'Dark',
  'account.signedInAs': 'Signed in as {name}',
  'account.switchTo': 'Switch to {name}',
  'account.signOut': 'Sign out',
  'signIn.title': 'Sign in to Acme Business Portal',
  'signIn.lead':
    'A demo: pick a customer, no password. Each one has different companies and sees only their own.',
  'signIn.as': 'Continue as {name}',
  'dashboard.greeting': 'Welcome back, {name}',
  'dashboard.lead': 'What your companies owe the state, and when.',
  'dashboard.companies': 'Your companies',
  'dashboard.noCompanies': 'No companies yet. Form one or import a list.',
  'dashboard.scoping': 'For developers: how the portal keeps customers apart',
  'dashboard.scopingLead':
    'The portal’s server lets each customer see only their own companies. Company {companyId} belongs to {owner}; opening it is refused. Try:',
  'dashboard.scopingLink': 'Open company {companyId}',
  'dashboard.openById': 'Open a company by id',
  'dashboard.companyId': 'Company id',
  'dashboard.open': 'Open',
  'company.back': 'All companies',
  'company.refusedTitle': 'You can’t open this company',
  'company.refused':
    'This company isn’t one of yours, so it can’t be shown here. Only the people it belongs to can see its alerts and plans.',
  'company.refusedDetail':
    'The portal’s server refused to fetch company {companyId} for this customer (HTTP {status}).',
  developers: 'For developers',
  'company.failed': 'This company could not be loaded. Try again in a moment.',
  'company.failedDetail': 'What the page was told: {message}',
  'company.pickAlert': 'Pick an alert to see what it asks for and file it.',
  'company.file': 'File it',
  'company.filing': 'Filing',
  'company.closeForm': 'Close',
  'company.plans': 'Plans',
  'company.details': '{type} · {state}',
  'companyType.LLC': 'LLC',
  'companyType.Corporation': 'Corporation',
  'companyType.CCorp': 'C corporation',
  'companyType.SCorp': 'S corporation',
  'companyType.ProfessionalCorporation': 'Professional corporation',
  'companyType.NonProfitCorporation': 'Non-profit corporation',
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
    'This is a demo: move the clock forward to see the order advance as the state would process it.',
  'clock.move': 'Move the clock one step',
  'clock.moveMany': 'Move it five steps',
  'clock.moved': 'Steps moved so far: {count}.',
  'footer.demo': 'A demo portal: nothing here is a real filing.',
  'footer.builtWith':
    'Built with filing-kit. The portal’s server holds the API token in its proxy; this page never sees it.',
  'footer.simulator': 'Running against the simulator (seed 1).',
  'footer.real': 'Running against the real service.',
  'footer.plain': 'The same services on a plain HTML page, with no framework',
  'error.session': 'The portal could not be reached. Check your connection, then try again.',
  'error.sessionDetail': 'What the page was told: {message}',
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
  'nav.filings': 'Sus trámites',
  'filings.title': 'Sus trámites',
  'filings.lead':
    'Un registro de todo lo que nos envió, guardado para usted: qué presentó, cuándo y cuánto costó. Abra uno para imprimirlo.',
  'filings.none': 'Aún no hay trámites. Lo que envíe aparecerá aquí.',
  'filings.failed': 'No se pudieron cargar sus trámites: {message}',
  'filings.open': 'Abrir el registro de {what} del {date}',
  'filings.back': 'Todos sus trámites',
  'filings.print': 'Imprimir este registro',
  'filings.when': 'Enviado el',
  'filings.price': 'Precio',
  'filings.reference': 'Su referencia',
  'filings.submitted': 'Lo que presentó',
  'filings.notFound': 'Este registro no es suyo o ya no se conserva.',
  'filings.privacy':
    'Nunca se guardan números de Seguro Social ni fechas de nacimiento; los números fiscales muestran solo sus últimos cuatro dígitos.',
  'filing.formation.createOrder': 'Pedido de constitución de empresa',
  'filing.formation.updateOrder': 'Información enviada para un pedido',
  'filing.formation.cancelOrder': 'Cancelación de pedido',
  'filing.formation.uploadDocument': 'Documento enviado para un pedido',
  'filing.taxRegistration.createOrder': 'Registro como empleador',
  'filing.compliance.createCompany': 'Empresa añadida',
  'filing.compliance.bulkCreateCompanies': 'Empresas importadas',
  'filing.compliance.submitAlertForms': 'Presentación ante el estado',
  'filing.compliance.renewSubscription': 'Renovación de plan',
  'filing.compliance.cancelSubscription': 'Cancelación de plan',
  'filing.other': 'Solicitud',
  'nav.main': 'Principal',
  skip: 'Saltar al contenido principal',
  'settings.language': 'Idioma',
  'settings.theme': 'Tema',
  'settings.theme.light': 'Claro',
  'settings.theme.dark': 'Oscuro',
  'account.signedInAs': 'Sesión de {name}',
  'account.switchTo': 'Cambiar a {name}',
  'account.signOut': 'Cerrar sesión',
  'signIn.title': 'Inicie sesión en Acme Portal de Empresas',
  'signIn.lead':
    'Una demostración: elija un cliente, sin contraseña. Cada uno tiene empresas distintas y solo ve las suyas.',
  'signIn.as': 'Continuar como {name}',
  'dashboard.greeting': 'Hola de nuevo, {name}',
  'dashboard.lead': 'Lo que sus empresas deben presentar al estado, y cuándo.',
  'dashboard.companies': 'Sus empresas',
  'dashboard.noCompanies': 'Aún no hay empresas. Cree una o importe una lista.',
  'dashboard.scoping': 'Para desarrolladores: cómo el portal separa a sus clientes',
  'dashboard.scopingLead':
    'El servidor del portal solo deja ver a cada cliente sus propias empresas. La empresa {companyId} pertenece a {owner}; abrirla se rechaza. Pruebe:',
  'dashboard.scopingLink': 'Abrir la empresa {companyId}',
  'dashboard.openById': 'Abrir una empresa por id',
  'dashboard.companyId': 'Id de la empresa',
  'dashboard.open': 'Abrir',
  'company.back': 'Todas las empresas',
  'company.refusedTitle': 'No puede abrir esta empresa',
  'company.refused':
    'Esta empresa no es una de las suyas, así que no se puede mostrar aquí. Solo las personas a las que pertenece pueden ver sus alertas y planes.',
  'company.refusedDetail':
    'El servidor del portal se negó a consultar la empresa {companyId} para este cliente (HTTP {status}).',
  developers: 'Para desarrolladores',
  'company.failed': 'No se pudo cargar esta empresa. Vuelva a intentarlo en un momento.',
  'company.failedDetail': 'Lo que recibió la página: {message}',
  'company.pickAlert': 'Elija una alerta para ver qué pide y presentarla.',
  'company.file': 'Presentar',
  'company.filing': 'Presentación',
  'company.closeForm': 'Cerrar',
  'company.plans': 'Planes',
  'company.details': '{type} · {state}',
  'companyType.LLC': 'LLC',
  'companyType.Corporation': 'Corporación',
  'companyType.CCorp': 'Corporación C',
  'companyType.SCorp': 'Corporación S',
  'companyType.ProfessionalCorporation': 'Corporación profesional',
  'companyType.NonProfitCorporation': 'Corporación sin fines de lucro',
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
    'Esto es una demostración: adelante el reloj para ver cómo avanzaría el pedido mientras el estado lo tramita.',
  'clock.move': 'Adelantar el reloj un paso',
  'clock.moveMany': 'Adelantarlo cinco pasos',
  'clock.moved': 'Pasos adelantados: {count}.',
  'footer.demo': 'Un portal de demostración: nada de lo que hay aquí es un trámite real.',
  'footer.builtWith':
    'Hecho con filing-kit. El servidor del portal guarda el token de la API en su proxy; esta página nunca lo ve.',
  'footer.simulator': 'Funciona con el simulador (semilla 1).',
  'footer.real': 'Funciona con el servicio real.',
  'footer.plain': 'Los mismos servicios en una página HTML sencilla, sin framework',
  'error.session': 'No se pudo contactar con el portal. Compruebe su conexión y vuelva a intentarlo.',
  'error.sessionDetail': 'Lo que recibió la página: {message}',
  retry: 'Reintentar',
}

export const TEXT: Record<Language, Record<TextId, string>> = { en, es }

export const LanguageContext = createContext<Language>('en')

/**
 * A company's type as the service sends it (`Non-Profit Corporation`, `S-Corp`) in the visitor's
 * words when the catalog knows it; an unknown one as the service wrote it.
 */
export function companyTypeName(t: ReturnType<typeof useText>, type: string | null | undefined): string {
  if (!type) return ''
  const id = `companyType.${type.replace(/[^A-Za-z0-9]/g, '')}`
  return Object.hasOwn(en, id) ? t(id as TextId) : type
}

/** `t('dashboard.greeting', { name })` in the visitor's language. */
export function useText() {
  const language = useContext(LanguageContext)
  return (id: TextId, values: Record<string, string | number> = {}) =>
    TEXT[language][id].replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole))
}
