// Type tests (checked by `tsc -p tsconfig.json`): a message id is checked wherever it is written. The
// provider's `messages` take the catalog's ids once filing-kit/components is imported, and an id the
// components build from a status, a field or a problem code must be one the catalog has.
import { expectTypeOf } from 'vitest'
import { FilingKitProvider, type BulkChunkStatus, type RegisteredMessages } from '../../../hooks'
import { es, type FilingKitMessages } from '../../../components'
import { hasMessage } from '../../../components/base/hasMessage'
import type { Text } from '../../../components/base/useText'
import { companyFieldLabel } from '../../../components/companies/fields'
import { formationFieldLabel, type FormationFieldName } from '../../../components/formation/words'
import { companyMessages, type CompanyMessageId } from '../../../components/messages/en/companies'
import type { FileMessageId } from '../../../components/messages/en/file'
import type { FormationMessageId } from '../../../components/messages/en/formation'
import { fileMessages as esFileMessages } from '../../../components/messages/es/file'

expectTypeOf<RegisteredMessages>().toEqualTypeOf<Readonly<Partial<FilingKitMessages>>>()

export const overrides = (
  <FilingKitProvider baseUrl="/api/partner" partnerId="P1" messages={{ 'common.retry': 'Once more' }}>
    {null}
  </FilingKitProvider>
)
export const wholeCatalog = (
  <FilingKitProvider baseUrl="/api/partner" partnerId="P1" messages={es}>
    {null}
  </FilingKitProvider>
)
export const misspelled = (
  // @ts-expect-error -- no such message id: a typo must not be silently ignored
  <FilingKitProvider baseUrl="/api/partner" partnerId="P1" messages={{ 'common.rerty': 'Once more' }}>
    {null}
  </FilingKitProvider>
)

declare const companyText: Pick<Text<CompanyMessageId>, 't'>
declare const status: BulkChunkStatus
declare const newStatus: BulkChunkStatus | 'paused'
companyText.t(`companyImport.chunk.${status}`)
// @ts-expect-error -- a chunk status added without its message fails, as UploadProgress builds the id
companyText.t(`companyImport.chunk.${newStatus}`)

companyFieldLabel('homeState', companyText)
// @ts-expect-error -- not a company field
companyFieldLabel('homeTown', companyText)

declare const formationText: Pick<Text<FormationMessageId>, 't'>
formationFieldLabel('contactEmail', formationText)
// @ts-expect-error -- a create-order field the catalog does not label
formationFieldLabel('contactFax', formationText)
expectTypeOf<'contactEmail'>().toExtend<FormationFieldName>()
expectTypeOf<FormationFieldName>().not.toEqualTypeOf<string>()

// An id built from what the service sends is known only at run time: checked, then typed.
declare const serviceValue: string
const id = `companyImport.chunk.${serviceValue}`
// @ts-expect-error -- an unchecked id is a plain string
companyText.t(id)
if (hasMessage(companyMessages, id)) companyText.t(id)

// Each area of the Spanish catalog has exactly its en-US area's ids.
expectTypeOf(esFileMessages).toEqualTypeOf<Readonly<Record<FileMessageId, string>>>()
