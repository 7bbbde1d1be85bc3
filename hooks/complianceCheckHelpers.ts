// The compliance answers' checks (issue 31) and the "never stored" rule (issue 35) as
// `filing-kit/hooks` exports them, through a module of their own (./fieldHelpers.ts says why): the
// compliance form's lazy chunk uses the same core modules, and esbuild's code splitting would load
// them on every page that imports the barrel. The components take them from ./coreHelpers.ts.
import {
  checkComplianceAnswers as check,
  complianceFieldDomain as domain,
  isSensitiveFieldName as sensitive,
  parseComplianceNumber as parseNumber,
  withCountedBlocks as counted,
  withComplianceSignature as signed,
  complianceSignatureFields as signatureFields,
} from '../src/index'

export const checkComplianceAnswers = check
export const complianceFieldDomain = domain
export const isSensitiveFieldName = sensitive
export const parseComplianceNumber = parseNumber
export const withCountedBlocks = counted
export const withComplianceSignature = signed
export const complianceSignatureFields = signatureFields
