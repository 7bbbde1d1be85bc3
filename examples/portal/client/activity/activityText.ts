// The activity feed's words, in the portal's two languages: each event of the watcher as the owner
// reads it. Kept apart from text.ts so the feed is one folder; the same `{name}` placeholders.
import { useContext } from 'react'
import { LanguageContext } from '../text'

const en = {
  'activity.nav': 'Activity',
  'activity.navNew': 'new',
  'activity.title': 'Activity',
  'activity.lead': 'What happened to your orders and companies, newest first.',
  'activity.empty': 'Nothing yet. When an order moves forward or a filing comes due, it shows here.',
  'activity.failed': 'Your activity could not be loaded. It will try again in a moment.',
  'activity.new': 'New',
  'activity.yourCompany': 'your company',
  'order.phase_changed': 'Your order for {name} moved to its next step',
  'order.information_needed.signature': 'Your order for {name} needs your signature',
  'order.information_needed.data': 'Your order for {name} needs more information from you',
  'order.document_filed': '{name} has been filed with the state',
  'order.completed.formation': '{name} is formed: your order is complete',
  'order.completed.tax': 'Your tax registration for {name} is complete',
  'order.cancelled': 'Your order for {name} was cancelled',
  'tax.account_issued': 'Your state tax account number for {name} was issued',
  'tax.rate_assigned': 'Your state tax rate for {name} was assigned',
  'alert.opened': 'One of your companies has a new filing to make',
  'alert.due_soon': 'A filing is due in {count} days',
  'alert.due_soon.one': 'A filing is due tomorrow',
  'alert.overdue': 'A filing is past its due date',
  'alert.filed': 'A filing for one of your companies was made',
  'subscription.renewal_upcoming': 'A service plan renews in {count} days',
  'subscription.ended': 'A service plan has ended',
  'activity.open.order': 'Open the order',
  'activity.open.alert': 'Open the filing',
  'activity.open.company': 'Open the company',
}

export type ActivityTextId = keyof typeof en

const es: Record<ActivityTextId, string> = {
  'activity.nav': 'Actividad',
  'activity.navNew': 'nuevas',
  'activity.title': 'Actividad',
  'activity.lead': 'Lo que pasó con tus pedidos y tus empresas, lo más reciente primero.',
  'activity.empty': 'Nada todavía. Cuando un pedido avance o un trámite esté por vencer, aparecerá aquí.',
  'activity.failed': 'No se pudo cargar tu actividad. Se volverá a intentar en un momento.',
  'activity.new': 'Nueva',
  'activity.yourCompany': 'tu empresa',
  'order.phase_changed': 'Tu pedido para {name} pasó al siguiente paso',
  'order.information_needed.signature': 'Tu pedido para {name} necesita tu firma',
  'order.information_needed.data': 'Tu pedido para {name} necesita más información tuya',
  'order.document_filed': '{name} se presentó ante el estado',
  'order.completed.formation': '{name} ya está constituida: tu pedido está completo',
  'order.completed.tax': 'Tu registro fiscal para {name} está completo',
  'order.cancelled': 'Tu pedido para {name} se canceló',
  'tax.account_issued': 'Se emitió tu número de cuenta fiscal estatal para {name}',
  'tax.rate_assigned': 'Se asignó tu tasa de impuesto estatal para {name}',
  'alert.opened': 'Una de tus empresas tiene un nuevo trámite por presentar',
  'alert.due_soon': 'Un trámite vence en {count} días',
  'alert.due_soon.one': 'Un trámite vence mañana',
  'alert.overdue': 'Un trámite pasó su fecha de vencimiento',
  'alert.filed': 'Se presentó un trámite de una de tus empresas',
  'subscription.renewal_upcoming': 'Un plan de servicio se renueva en {count} días',
  'subscription.ended': 'Un plan de servicio terminó',
  'activity.open.order': 'Abrir el pedido',
  'activity.open.alert': 'Abrir el trámite',
  'activity.open.company': 'Abrir la empresa',
}

const TEXT = { en, es }

/** `t('activity.navNew', { count })` in the visitor's language. */
export function useActivityText() {
  const language = useContext(LanguageContext)
  return (id: ActivityTextId, values: Record<string, string | number> = {}) =>
    TEXT[language][id].replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole))
}
