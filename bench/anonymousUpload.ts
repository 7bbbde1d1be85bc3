// Runs the one bench row of issue 18 alone: `tsx bench/anonymousUpload.ts`.
import { anonymousUploadRow } from './proxyCpu'

const row = await anonymousUploadRow()
console.log(`${row.name}  ${row.value}  ${row.note}`)
