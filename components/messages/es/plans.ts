import type { PlanMessageId } from '../en/plans'

/**
 * The Spanish strings of ../en/plans, by message id: typed against that area, so a missing or unknown id
 * fails tsc.
 */
export const planMessages: Readonly<Record<PlanMessageId, string>> = {
  'service.RegisteredAgent': 'Agente registrado',
  'service.AnnualReport': 'Informe anual',
  'service.BOIReport': 'Informe de beneficiarios finales',
  'service.FranchiseTax': 'Impuesto de franquicia',
  'service.ComplianceMonitoring': 'Seguimiento de cumplimiento',

  'subscription.status.Active': 'Activo',
  'subscription.status.ReadyForReview': 'Cancelación en revisión',
  'subscription.status.Cancelled': 'Cancelado',
  'subscription.renewal.auto': 'Automática',
  'subscription.renewal.manual': 'Manual',
  'subscription.renewal.none': 'No se renueva',
  'subscription.renewal.onHold': 'En pausa mientras se revisa la cancelación',
  'subscription.term': '{start} – {end}',
  'subscription.termEnded': '(terminado)',
}
