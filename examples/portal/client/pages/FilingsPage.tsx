// "Your filings": the receipts the portal's proxy keeps of everything this customer sent (issue 32),
// read with filing-kit's useReceipts / useReceipt. One record opens on its own page, laid out to print.
import { useContext, type ReactNode } from 'react'
import { useReceipt, useReceipts, type FilingReceipt } from 'filing-kit/hooks'
import { humanizeFieldKey } from 'filing-kit'
import { LanguageContext, useText, type TextId } from '../text'
import { hrefOf } from '../useRoute'

const KNOWN = new Set([
  'formation.createOrder',
  'formation.updateOrder',
  'formation.cancelOrder',
  'formation.uploadDocument',
  'taxRegistration.createOrder',
  'compliance.createCompany',
  'compliance.bulkCreateCompanies',
  'compliance.submitAlertForms',
  'compliance.renewSubscription',
  'compliance.cancelSubscription',
])

const whatOf = (receipt: FilingReceipt): TextId =>
  KNOWN.has(receipt.operation) ? (`filing.${receipt.operation}` as TextId) : 'filing.other'

function useWhen() {
  return new Intl.DateTimeFormat(useContext(LanguageContext), { dateStyle: 'medium', timeStyle: 'short' })
}

/** What was submitted, as nested lists in the owner's words (labels from the field names, humanised). */
function Submitted({ value }: { value: unknown }): ReactNode {
  if (Array.isArray(value)) {
    return (
      <ol>
        {value.map((item, index) => (
          <li key={index}>
            <Submitted value={item} />
          </li>
        ))}
      </ol>
    )
  }
  if (typeof value === 'object' && value !== null) {
    return (
      <dl className="acme-record">
        {Object.entries(value).map(([name, item]) => (
          <div key={name}>
            <dt>{humanizeFieldKey(name)}</dt>
            <dd>
              <Submitted value={item} />
            </dd>
          </div>
        ))}
      </dl>
    )
  }
  return <>{typeof value === 'boolean' ? (value ? '✓' : '—') : String(value ?? '—')}</>
}

function Record({ receiptId }: { receiptId: string }) {
  const t = useText()
  const when = useWhen()
  const receipt = useReceipt(receiptId)
  if (receipt.error) return <p role="alert">{t('filings.notFound')}</p>
  if (!receipt.data) return <p aria-busy="true">…</p>
  const data = receipt.data
  return (
    <article className="acme-card acme-receipt" aria-labelledby="receipt-title">
      <h2 id="receipt-title">{t(whatOf(data))}</h2>
      <dl className="acme-record">
        <div>
          <dt>{t('filings.when')}</dt>
          <dd>
            <time dateTime={data.submittedAt}>{when.format(new Date(data.submittedAt))}</time>
          </dd>
        </div>
        {data.price ? (
          <div>
            <dt>{t('filings.price')}</dt>
            <dd>${data.price}</dd>
          </div>
        ) : null}
        {data.pcid ? (
          <div>
            <dt>{t('filings.reference')}</dt>
            <dd>{data.pcid}</dd>
          </div>
        ) : null}
      </dl>
      <h3>{t('filings.submitted')}</h3>
      <Submitted value={data.submitted} />
      <p className="acme-muted">{t('filings.privacy')}</p>
      <button type="button" className="acme-button acme-no-print" onClick={() => window.print()}>
        {t('filings.print')}
      </button>
    </article>
  )
}

export function FilingsPage({ receiptId }: { receiptId?: string | undefined }) {
  const t = useText()
  const when = useWhen()
  const receipts = useReceipts()
  return (
    <div className="acme-page">
      <div className="acme-page-head acme-no-print">
        <h1>{t('filings.title')}</h1>
        <p className="acme-lead">{t('filings.lead')}</p>
      </div>
      {receiptId ? (
        <>
          <p className="acme-no-print">
            <a href={hrefOf({ page: 'filings' })}>{t('filings.back')}</a>
          </p>
          <Record receiptId={receiptId} />
        </>
      ) : receipts.error ? (
        <p role="alert">{t('filings.failed', { message: receipts.error.message })}</p>
      ) : receipts.data?.length === 0 ? (
        <p>{t('filings.none')}</p>
      ) : (
        <ul className="acme-card acme-orders" aria-label={t('filings.title')}>
          {(receipts.data ?? []).map((receipt) => {
            const date = when.format(new Date(receipt.submittedAt))
            return (
              <li key={receipt.id}>
                <a
                  href={hrefOf({ page: 'filings', receiptId: receipt.id })}
                  aria-label={t('filings.open', { what: t(whatOf(receipt)), date })}
                >
                  {t(whatOf(receipt))}
                </a>
                <br />
                <span className="acme-muted">
                  <time dateTime={receipt.submittedAt}>{date}</time>
                  {receipt.price ? ` · $${receipt.price}` : ''}
                </span>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
