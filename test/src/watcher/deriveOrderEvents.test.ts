import type { FormationOrder, TaxRegistrationOrder } from '../../../src/schemas'
import {
  deriveFormationOrderEvents,
  deriveTaxOrderEvents,
  orderActivity,
  type OrderSnapshot,
} from '../../../src/watcher/deriveOrderEvents'
import type { WatchEvent } from '../../../src/watcher/WatchEvent'

// Scripted get-order answers, in the order a poller would read them; each step's events checked.

const GUID = '8015fAbCdEfGhIjKlM'
const T = Date.parse('2026-11-02T09:00:00Z')
const context = (minutes: number) => ({ now: T + minutes * 60_000, scope: 'owner-7' })

function formation(phase: string, status: string, extra: Partial<FormationOrder> = {}): FormationOrder {
  return {
    orderGuid: GUID,
    orderPhase: phase,
    orderStatus: status,
    orderFilingType: phase === 'Order Received' ? null : 'Standard',
    filedDate: null,
    formedEntityId: null,
    ...extra,
  } as FormationOrder
}

/** Feeds answers one by one; returns the events of each read. */
function run(answers: FormationOrder[]): WatchEvent[][] {
  let snapshot: OrderSnapshot | undefined
  return answers.map((answer, index) => {
    const derived = deriveFormationOrderEvents(snapshot, answer, GUID, context(index))
    // Stored as JSON between polls, as a store does.
    snapshot = JSON.parse(JSON.stringify(derived.snapshot)) as OrderSnapshot
    return derived.events
  })
}

const types = (events: WatchEvent[]) => events.map((event) => event.type)

describe('watcher events: formation orders', () => {
  it('BF-4, GEN-5: a whole lifecycle gives each kind once, in order, with the scope', () => {
    const reads = run([
      formation('Order Received', 'Third Party Received'),
      formation('Reviewing Information', 'Ready for Editing'),
      formation('Processing', 'Ready for Processing'),
      formation('Processing', 'Signature Needed RFI'),
      formation('Submitted to Agency', 'State - Awaiting Approval', { filedDate: '2026-11-02' }),
      formation('Complete', 'Complete Info Received', {
        filedDate: '2026-11-02',
        formedEntityId: 'CA1234567890',
      }),
    ])
    expect(reads.map(types)).toEqual([
      [],
      ['order.phase_changed'],
      ['order.phase_changed'],
      ['order.phase_changed', 'order.information_needed'],
      ['order.phase_changed', 'order.document_filed'],
      ['order.phase_changed', 'order.completed'],
    ])
    const all = reads.flat()
    expect(new Set(all.map((event) => event.id)).size).toBe(all.length)
    expect(all.every((event) => event.scope === 'owner-7' && event.subject.id === GUID)).toBe(true)
    expect(reads[3]![1]).toMatchObject({ data: { kind: 'signature', status: 'Signature Needed RFI' } })
    expect(reads[4]![1]).toMatchObject({ data: { filedDate: '2026-11-02', filingType: 'Standard' } })
    expect(reads[5]![1]).toMatchObject({ data: { formedEntityId: 'CA1234567890', product: 'formation' } })
    expect(reads[1]![0]).toMatchObject({
      data: { phase: 'Reviewing Information', previousPhase: 'Order Received' },
    })
  })

  it('the same answer read again emits nothing; a change that did not happen emits nothing', () => {
    const same = formation('Processing', 'Ready for Processing')
    expect(run([same, same, same, same]).flat()).toEqual([])
  })

  it('a data RFI, an order cancelled, and an RFI waiting at the first read', () => {
    const data = run([
      formation('Reviewing Information', 'Ready for Editing'),
      formation('On Hold', 'Data Needed RFI'),
      formation('Cancelled', 'Client Unresponsive'),
    ])
    expect(data.map(types)).toEqual([
      [],
      ['order.phase_changed', 'order.information_needed'],
      ['order.phase_changed', 'order.cancelled'],
    ])
    expect(data[1]![1]).toMatchObject({ data: { kind: 'data' } })
    expect(types(run([formation('Processing', 'Signature Needed RFI')])[0]!)).toEqual([
      'order.information_needed',
    ])
  })

  it('a phase entered twice is two changes with two ids; the same reads give the same ids', () => {
    const script = [
      formation('Processing', 'Ready for Processing'),
      formation('Processing', 'Filing Rejected'),
      formation('Reviewing Information', 'Returned to Editing'),
      formation('Processing', 'Ready for Processing'),
    ]
    const first = run(script).flat()
    const ids = first.map((event) => event.id)
    expect(new Set(ids).size).toBe(3)
    expect(
      run(script)
        .flat()
        .map((event) => event.id),
    ).toEqual(ids)
  })

  it('how often an order is worth reading: active, waiting for a person, terminal', () => {
    expect(orderActivity({ phase: 'Processing', status: 'Ready for Processing' })).toBe('active')
    expect(orderActivity({ phase: 'Processing', status: 'Signature Needed RFI' })).toBe('waiting')
    expect(orderActivity({ phase: 'On Hold', status: 'Requested by Client' })).toBe('waiting')
    expect(orderActivity({ phase: 'Complete', status: 'Missing Information' })).toBe('terminal')
    expect(orderActivity({ phase: 'Cancelled', status: 'Requested by API Partner' })).toBe('terminal')
  })
})

describe('watcher events: tax registration orders', () => {
  const tax = (phase: string, extra: Partial<TaxRegistrationOrder> = {}) =>
    ({
      orderGuid: GUID,
      orderPhase: phase,
      orderStatus: 'x',
      accountNumbers: [],
      taxRates: [],
      ...extra,
    }) as TaxRegistrationOrder
  const accounts = [
    { state: 'CA', accountType: 'Unemployment Insurance', accountNumber: '123-4567-8' },
    { state: 'CA', accountType: 'Withholding', accountNumber: '9876543210' },
  ]
  const rates = [{ state: 'CA', accountType: 'Unemployment Insurance', rate: 3.4 }]

  it('TAX-2: account numbers issued (last four only) and rates assigned, once each', () => {
    let snapshot: OrderSnapshot | undefined
    const reads = [
      tax('Processing'),
      tax('Filing Approved', { accountNumbers: accounts }),
      tax('Filing Approved', { accountNumbers: accounts }),
      tax('Complete', { accountNumbers: accounts, taxRates: rates }),
      tax('Complete', { accountNumbers: accounts, taxRates: rates }),
    ].map((answer, index) => {
      const derived = deriveTaxOrderEvents(snapshot, answer, GUID, context(index))
      snapshot = JSON.parse(JSON.stringify(derived.snapshot)) as OrderSnapshot
      return derived.events
    })
    expect(reads.map(types)).toEqual([
      [],
      ['order.phase_changed', 'tax.account_issued', 'tax.account_issued'],
      [],
      ['order.phase_changed', 'tax.rate_assigned', 'order.completed'],
      [],
    ])
    expect(reads[1]!.slice(1).map((event) => event.data)).toEqual([
      { orderGuid: GUID, state: 'CA', accountType: 'Unemployment Insurance', accountNumberLast4: '67-8' },
      { orderGuid: GUID, state: 'CA', accountType: 'Withholding', accountNumberLast4: '3210' },
    ])
    expect(JSON.stringify(reads)).not.toContain('9876543210')
    expect(reads[3]![1]).toMatchObject({ data: { rate: 3.4, state: 'CA' }, subject: { kind: 'taxOrder' } })
  })

  it('numbers already there at the first read are not news', () => {
    const derived = deriveTaxOrderEvents(
      undefined,
      tax('Complete', { accountNumbers: accounts, taxRates: rates }),
      GUID,
      context(0),
    )
    expect(derived.events).toEqual([])
  })
})
