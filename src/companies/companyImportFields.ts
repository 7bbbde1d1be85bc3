// The fields of spec 2.4 as an import maps them: flat paths (`businessAddress.state`), with the header
// names a partner's spreadsheet tends to use for each, matched loosely ("Tax ID", "Company Name").

/** Every field of a company (spec 2.4) a file's column can map to; address members are dotted. */
export const COMPANY_IMPORT_FIELDS = [
  'name',
  'PCID',
  'ein',
  'type',
  'formationDate',
  'homeState',
  'filingnumber',
  'buisnessCategory',
  'businessDescription',
  'website',
  'businessAddress.street',
  'businessAddress.street2',
  'businessAddress.city',
  'businessAddress.state',
  'businessAddress.zip',
  'businessAddress.country',
  'businessAddress.phone',
  'businessAddress.email',
] as const

/** A company field a column can map to. */
export type CompanyImportField = (typeof COMPANY_IMPORT_FIELDS)[number]

/** Which column (index into the file's headers) feeds each field; a field left out is not imported. */
export type CompanyColumnMapping = Partial<Record<CompanyImportField, number>>

// Header names seen in the wild, already normalised (lower case, letters and digits only).
const SYNONYMS: Readonly<Record<CompanyImportField, readonly string[]>> = {
  name: [
    'name',
    'companyname',
    'company',
    'legalname',
    'companylegalname',
    'businessname',
    'entityname',
    'entity',
  ],
  PCID: [
    'pcid',
    'partnercompanyid',
    'customerid',
    'clientid',
    'accountid',
    'externalid',
    'yourid',
    'reference',
    'ref',
  ],
  ein: [
    'ein',
    'taxid',
    'fein',
    'federaltaxid',
    'taxidnumber',
    'employeridentificationnumber',
    'federalein',
    'tin',
  ],
  type: ['type', 'entitytype', 'companytype', 'businesstype', 'legalstructure', 'structure'],
  formationDate: [
    'formationdate',
    'dateofformation',
    'formeddate',
    'dateformed',
    'incorporationdate',
    'dateofincorporation',
    'formed',
    'incorporated',
  ],
  homeState: [
    'homestate',
    'state',
    'stateofformation',
    'formationstate',
    'stateofincorporation',
    'incorporationstate',
    'jurisdiction',
    'domicilestate',
  ],
  filingnumber: [
    'filingnumber',
    'statefilingnumber',
    'filingno',
    'entitynumber',
    'stateentitynumber',
    'sosnumber',
    'stateid',
  ],
  buisnessCategory: ['buisnesscategory', 'businesscategory', 'category', 'industry', 'sector'],
  businessDescription: [
    'businessdescription',
    'description',
    'natureofbusiness',
    'whatthebusinessdoes',
    'purpose',
  ],
  website: ['website', 'web', 'url', 'site', 'homepage', 'websiteurl'],
  'businessAddress.street': [
    'street',
    'address',
    'streetaddress',
    'address1',
    'addressline1',
    'businessaddress',
    'street1',
  ],
  'businessAddress.street2': ['street2', 'address2', 'addressline2', 'suite', 'unit'],
  'businessAddress.city': ['city', 'town', 'addresscity', 'businesscity'],
  'businessAddress.state': ['addressstate', 'businessstate', 'mailingstate', 'businessaddressstate'],
  'businessAddress.zip': ['zip', 'zipcode', 'postalcode', 'postcode', 'postal'],
  'businessAddress.country': ['country', 'addresscountry'],
  'businessAddress.phone': ['phone', 'telephone', 'phonenumber', 'tel'],
  'businessAddress.email': [
    'email',
    'emailaddress',
    'complianceemail',
    'noticeemail',
    'contactemail',
    'mail',
  ],
}

const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '')

function synonymsOf(field: CompanyImportField): readonly string[] {
  return [
    normalise(field),
    normalise(field.replace('businessAddress.', 'business address ')),
    ...SYNONYMS[field],
  ]
}

/**
 * A first guess at which column feeds which field, from the headers alone: exact matches of a known
 * name first ("EIN", "Tax ID", "Company Name"), then a header that contains one ("Company legal name
 * (as filed)"). Each column feeds at most one field; a field with no good match stays unmapped.
 */
export function suggestCompanyMapping(headers: readonly string[]): CompanyColumnMapping {
  const normalised = headers.map(normalise)
  const mapping: CompanyColumnMapping = {}
  const taken = new Set<number>()
  const claim = (field: CompanyImportField, column: number) => {
    mapping[field] = column
    taken.add(column)
  }
  for (const field of COMPANY_IMPORT_FIELDS) {
    const names = synonymsOf(field)
    for (const name of names) {
      const column = normalised.findIndex((header, index) => header === name && !taken.has(index))
      if (column >= 0) {
        claim(field, column)
        break
      }
    }
  }
  for (const field of COMPANY_IMPORT_FIELDS) {
    if (mapping[field] !== undefined) continue
    const names = synonymsOf(field).filter((name) => name.length >= 4)
    const column = normalised.findIndex(
      (header, index) => !taken.has(index) && header !== '' && names.some((name) => header.includes(name)),
    )
    if (column >= 0) claim(field, column)
  }
  return mapping
}
