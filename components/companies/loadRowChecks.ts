import type * as RowChecks from './rowChecks'

/** The row checks, loaded when BulkCompanyImport first checks a file's rows (see ./rowChecks). */
export const loadRowChecks = (): Promise<typeof RowChecks> => import('./rowChecks')
