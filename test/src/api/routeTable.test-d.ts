import { expectTypeOf } from 'vitest'
import type { OperationName, Routes } from '../../../src/index'
import type { PathParamsOf } from '../../../src/api/routeParts'

// Checked by `tsc`: an operation's name is written once (its key in the table) and its path
// parameters once (in its path); the route's `operation` and `pathParams` types are read from them.
expectTypeOf<Routes['compliance.getCompany']['operation']>().toEqualTypeOf<'compliance.getCompany'>()
expectTypeOf<Routes['compliance.getCompany']['pathParams']>().toEqualTypeOf<
  readonly ['partnerId', 'companyId']
>()
expectTypeOf<Routes['formation.getPackages']['pathParams']>().toEqualTypeOf<readonly []>()
expectTypeOf<Routes[OperationName]['operation']>().toEqualTypeOf<OperationName>()
expectTypeOf<PathParamsOf<'/v1/partners/{partnerId}/alerts/{alertId}/orders'>>().toEqualTypeOf<
  readonly ['partnerId', 'alertId']
>()
