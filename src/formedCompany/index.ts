// The company a formation order formed, registered for compliance tracking (issue 34).
export { registerFormedCompany } from './registerFormedCompany'
export type { FormedCompanyRegistration } from './registerFormedCompany'
export { formedCompanyInput, formedEntityType } from './formedCompanyInput'
