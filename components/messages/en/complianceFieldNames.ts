// The labels and help of the compliance fields we know (the service's own names, spec 2.6), applied
// in the compliance form's lazy chunk (../../compliance/withFieldDictionary) like ./complianceFields.ts.
// A field or section not listed here keeps the label derived from its name; underscores are left out
// of ids (`Filed_Qualification_Date` → `compliance.field.FiledQualificationDate`). `N` in an id stands
// for the number in numbered fields (`Owner2FullName` → `OwnerNFullName`, `{n}` = 2). Override any of
// them through the provider's `messages`.

/** The en-US labels (`compliance.field.<Name>`), help (`….help`) and section headings (`compliance.section.<Name>`). */
export const complianceFieldNameMessages = {
  'compliance.section.EntityState': 'Entity state',
  'compliance.section.PrincipalAddress': 'Principal business address',
  'compliance.section.Officers': 'Officers',
  'compliance.section.RegisteredAgent': 'Registered agent',
  'compliance.section.CompanyApplicant': 'Person who filed to form the company',
  'compliance.section.BeneficialOwners': 'Beneficial owners',
  'compliance.section.FranchiseTaxInformation': 'Franchise tax',

  'compliance.field.EntityName': 'Legal company name',
  'compliance.field.EntityName.help': 'Exactly as registered with the state.',
  'compliance.field.EntityNumber': 'Entity number',
  'compliance.field.EntityStatus': 'Status with the state',
  'compliance.field.EntityType': 'Entity type',
  'compliance.field.FiledQualificationDate': 'Date registered with the state',
  'compliance.field.EIN': 'Employer Identification Number (EIN)',
  'compliance.field.EIN.help': '9 digits from the IRS, e.g. 12-3456789.',
  'compliance.field.Street': 'Street address',
  'compliance.field.City': 'City',
  'compliance.field.State': 'State',
  'compliance.field.State.help': 'Two-letter code, e.g. CA.',
  'compliance.field.Zip': 'ZIP code',
  'compliance.field.OfficerCount': 'Officer count',
  'compliance.field.OfficerCount.help': 'How many officers the company has.',
  'compliance.field.OfficerNName': 'Officer {n}: full name',
  'compliance.field.OfficerNTitle': 'Officer {n}: title',
  'compliance.field.ContactEmail': 'Contact e-mail',
  'compliance.field.ContactEmail.help': 'Where the state sends notices about this filing.',
  'compliance.field.ConsentToElectronicFiling': 'Consent to electronic filing',
  'compliance.field.HasAddressChanged': 'The business address has changed',
  'compliance.field.CurrentAgentName': 'Current registered agent',
  'compliance.field.NewAgentName': 'New registered agent',
  'compliance.field.EffectiveDate': 'Effective date',
  'compliance.field.AcceptsServiceOfProcess': 'The agent accepts legal papers for the company',
  'compliance.field.AuthorizedSignerName': 'Name of the person signing',
  'compliance.field.SignerIsOwner': 'The person signing is an owner',
  'compliance.field.ApplicantName': 'Applicant’s full name',
  'compliance.field.ApplicantDateOfBirth': 'Applicant’s date of birth',
  'compliance.field.OwnerCount': 'Number of owners',
  'compliance.field.OwnerNFullName': 'Owner {n}: full legal name',
  'compliance.field.OwnerNDateOfBirth': 'Owner {n}: date of birth',
  'compliance.field.OwnerNOwnershipPercent': 'Owner {n}: share of ownership (%)',
  'compliance.field.IsExemptEntity': 'The company is exempt from this report',
  'compliance.field.IsExemptEntity.help':
    'Only some companies are, e.g. banks and large operating companies.',
  'compliance.field.ReportType': 'Kind of report',
  'compliance.field.ReportType.help': 'Initial, corrected or updated.',
  'compliance.choice.InitialReport': 'Initial report',
  'compliance.choice.CorrectedReport': 'Corrected report',
  'compliance.choice.UpdatedReport': 'Updated report',
  // The service's values the form shows or offers (a status with the state, an entity type), by their
  // letters and digits (`C-Corp` → `compliance.choice.CCorp`); a value not listed is shown as sent.
  'compliance.choice.Active': 'Active',
  'compliance.choice.Inactive': 'Inactive',
  'compliance.choice.GoodStanding': 'In good standing',
  'compliance.choice.Suspended': 'Suspended',
  'compliance.choice.Revoked': 'Revoked',
  'compliance.choice.Dissolved': 'Dissolved',
  'compliance.choice.LLC': 'LLC',
  'compliance.choice.Corporation': 'Corporation',
  'compliance.choice.CCorp': 'C corporation',
  'compliance.choice.SCorp': 'S corporation',
  'compliance.choice.NonProfitCorporation': 'Non-profit corporation',
  'compliance.choice.ProfessionalCorporation': 'Professional corporation',
  // A form's title the service words "<state> <kind of filing>" ("Washington Annual Report"), said
  // whole on a page in another language; `{type}` from the plan names (`service.*`).
  'compliance.form.definitionTitle': '{state} {type}',
  'compliance.field.TaxpayerNumber': 'State taxpayer number',
  'compliance.field.ReportYear': 'Report year',
  'compliance.field.AccountingYearBegin': 'Accounting year start',
  'compliance.field.AccountingYearEnd': 'Accounting year end',
  'compliance.field.TotalRevenue': 'Total revenue (US dollars)',
  'compliance.field.NumberOfEmployees': 'Number of employees',
  'compliance.field.NoTaxDue': 'No tax is due',
  'compliance.field.NoTaxDue.help': 'Check if revenue is under the state’s no-tax-due threshold.',
  'compliance.field.PreparerName': 'Name of the person preparing this report',
  'compliance.field.PreparerPhone': 'Preparer’s phone',
} as const

/** A message id of the compliance fields' labels. */
export type ComplianceFieldNameMessageId = keyof typeof complianceFieldNameMessages
