import type { FormationMessageId } from '../en/formation'

/**
 * The Spanish strings of ../en/formation, by message id: typed against that area, so a missing or unknown id
 * fails tsc.
 */
export const formationMessages: Readonly<Record<FormationMessageId, string>> = {
  'formation.entity.LLC': 'LLC (sociedad de responsabilidad limitada)',
  'formation.entity.CCorp': 'Corporación C',
  'formation.entity.SCorp': 'Corporación S',
  'formation.entity.NonProfitCorporation': 'Corporación sin fines de lucro',
  'formation.entity.ProfessionalCorporation': 'Corporación profesional',
  'formation.field.contactFirstName': 'Nombre',
  'formation.field.contactLastName': 'Apellido',
  'formation.field.contactEmail': 'Correo electrónico',
  'formation.field.contactPhone': 'Teléfono',
  'formation.field.contactEveningPhone': 'Teléfono de tarde (opcional)',
  'formation.field.companyDesiredName': 'Nombre de la empresa',
  'formation.field.companyAlternativeName': 'Nombre alternativo (opcional)',
  'formation.field.companyBusinessCategory': 'Categoría del negocio',
  'formation.field.companyBusinessDescription': 'A qué se dedica el negocio',
  'formation.field.businessAddressAddress1': 'Dirección',
  'formation.field.businessAddressAddress2': 'Apartamento, oficina, unidad (opcional)',
  'formation.field.businessAddressCity': 'Ciudad',
  'formation.field.businessAddressState': 'Estado',
  'formation.field.businessAddressZip': 'Código postal',
  'formation.field.registeredAgentFirstName': 'Nombre del agente',
  'formation.field.registeredAgentLastName': 'Apellido del agente',
  'formation.field.registeredAgentAddress1': 'Dirección del agente',
  'formation.field.registeredAgentAddress2': 'Apartamento, oficina, unidad del agente (opcional)',
  'formation.field.registeredAgentCity': 'Ciudad del agente',
  'formation.field.registeredAgentState': 'Estado del agente',
  'formation.field.registeredAgentZip': 'Código postal del agente',
  'formation.field.responsiblePartySSN': 'SSN de la parte responsable',
  'formation.field.responsiblePartyEmail': 'Correo electrónico de la parte responsable',
  'formation.invalid.email': 'Escriba un correo electrónico, como nombre@ejemplo.com.',
  'formation.invalid.zip': 'Escriba un código postal de 5 dígitos, o ZIP+4.',
  'formation.invalid.ssn': 'Escriba los 9 dígitos del SSN.',
  'formation.invalid.state': 'Elija un estado.',
  'formation.invalid.generic': 'Revise este valor.',
  'formationForm.total': 'Total: {total}',
  'formationForm.invalidPhone':
    'Escriba un teléfono de EE. UU. con su código de área, como (205)\u00a0555-0100.',
}
