import type { ComplianceValueMessageId } from '../en/complianceValues'

/**
 * The Spanish strings of ../en/complianceValues, by message id: typed against that area, so a missing or
 * unknown id fails tsc.
 */
export const complianceValueMessages: Readonly<Record<ComplianceValueMessageId, string>> = {
  'compliance.alertName': '{type} {year}',
  'compliance.message.AnnualReport':
    '{company} debe presentar su informe anual ante el estado ({state}) a más tardar el {date} para mantenerse al día.',
  'compliance.message.RegisteredAgent':
    'El servicio de agente registrado de {company} en {state} termina el {date}. Renuévelo o nombre un agente nuevo.',
  'compliance.message.BOIReport':
    '{company} debe informar a FinCEN de sus beneficiarios finales a más tardar el {date}.',
  'compliance.message.FranchiseTax':
    '{company} debe presentar su informe del impuesto de franquicia ante el estado ({state}) a más tardar el {date}. Presentarlo tarde conlleva multas.',
  'compliance.product.AnnualReportFiling': 'Presentación del informe anual',
  'compliance.product.BOIReportFiling': 'Presentación del informe de beneficiarios finales',
  'compliance.product.RegisteredAgentService1Year': 'Servicio de agente registrado (1 año)',
  'compliance.product.FranchiseTaxReportPreparation': 'Preparación del informe del impuesto de franquicia',
  'compliance.product.AnnualReportStateFee': 'Tasa estatal del informe anual ({state})',
  'compliance.product.FranchiseTaxFilingFee': 'Tasa estatal del impuesto de franquicia ({state})',
}
