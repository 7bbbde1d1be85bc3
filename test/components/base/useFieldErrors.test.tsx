import { act, render, renderHook } from '@testing-library/react'
import { createRef, useRef, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { useFieldErrors, type FieldErrorsOptions } from '../../../components/base/useFieldErrors'
import { PartnerApiError } from '../../../src/index'

// The one place a form's check problems and the service's refusal meet on its fields (issue 20):
// CompanyForm and the renew dialog keep a refusal on a field the owner edits, OrderRfiForm drops it.
// Issue 35: every form places a refusal here — the tax form checking as the owner types (`live`), the
// formation form showing the refused field's step first (`placeRefusal`, `onRefused`).

const FIELDS = ['name', 'ein'] as const
type Field = (typeof FIELDS)[number]

const refusal = (fieldErrors: Record<string, string>) =>
  new PartnerApiError({
    kind: 'validation',
    operation: 'compliance.createCompany',
    message: 'refused',
    fieldErrors,
  })

// `live` left out: its problems are of the form's own type (`say` turns them into words).
const options = (more: Omit<Partial<FieldErrorsOptions<Field, string>>, 'live'> = {}) => ({
  order: FIELDS,
  idOf: (field: string) => `f-${field}`,
  anchor: createRef<Element>(),
  ...more,
})

describe('useFieldErrors', () => {
  it('puts the check’s problems on their fields, worded at render; show({}) forgets them', () => {
    const { result } = renderHook(() =>
      useFieldErrors({ ...options(), say: (code: 'required' | 'invalid') => `says ${code}` }),
    )
    let any = false
    act(() => {
      any = result.current.show({ name: 'required' })
    })
    expect(any).toBe(true)
    expect(result.current.errors).toEqual({ name: 'says required', ein: undefined })
    act(() => {
      any = result.current.show({})
    })
    expect(any).toBe(false)
    expect(result.current.errors.name).toBeUndefined()
  })

  it('a check’s problem wins over the refusal on the same field; editing drops the problem, not the refusal', () => {
    const refused = refusal({ name: 'Taken', ein: 'Bad EIN' })
    const { result } = renderHook(() => useFieldErrors(options({ refusal: refused })))
    expect(result.current.errors).toEqual({ name: 'Taken', ein: 'Bad EIN' })
    act(() => void result.current.show({ ein: 'Fix the EIN' }))
    expect(result.current.errors).toEqual({ name: 'Taken', ein: 'Fix the EIN' })
    act(() => {
      result.current.edited('ein')
      result.current.edited('name')
    })
    expect(result.current.errors).toEqual({ name: 'Taken', ein: 'Bad EIN' })
  })

  it('with editClearsRefusal, a field the owner edits shows nothing until the next check', () => {
    const refused = refusal({ name: 'Taken', ein: 'Bad EIN' })
    const { result } = renderHook(() =>
      useFieldErrors(options({ refusal: refused, editClearsRefusal: true })),
    )
    act(() => result.current.edited('name'))
    expect(result.current.errors).toEqual({ name: undefined, ein: 'Bad EIN' })
    act(() => void result.current.show({}))
    expect(result.current.errors).toEqual({ name: 'Taken', ein: 'Bad EIN' })
  })

  it('focuses the first field in error after a failed check, and when a new refusal names a field', () => {
    function Form({ error }: { error: unknown }) {
      const anchor = useRef<HTMLFormElement>(null)
      const { errors, show } = useFieldErrors({
        order: FIELDS,
        idOf: (field) => `f-${field}`,
        anchor,
        refusal: error,
      })
      return (
        <form ref={anchor}>
          {FIELDS.map((field) => (
            <input key={field} id={`f-${field}`} aria-invalid={errors[field] ? true : undefined} />
          ))}
          <button type="button" onClick={() => show({ ein: 'Fix the EIN' })}>
            Check
          </button>
        </form>
      )
    }
    const { container, rerender, getByRole } = render(<Form error={null} />)
    const input = (field: Field) => container.querySelector(`#f-${field}`)
    expect(document.activeElement).toBe(document.body)
    act(() => getByRole('button').click())
    expect(document.activeElement).toBe(input('ein'))
    rerender(<Form error={refusal({ name: 'Taken' })} />)
    expect(document.activeElement).toBe(input('name'))
    expect(input('name')?.getAttribute('aria-invalid')).toBe('true')
  })

  it('maps refused paths to fields in the form’s words; words about answers not on the form are `unplaced`', () => {
    const fieldOf = (path: string) => (path === 'company.legalName' ? 'name' : undefined)
    const sayRefused = (message: string, field: Field) => `${field}: ${message}`
    const { result, rerender } = renderHook(
      ({ error }: { error: unknown }) => useFieldErrors(options({ refusal: error, fieldOf, sayRefused })),
      { initialProps: { error: refusal({ 'company.legalName': 'taken', 'company.phone': 'bad' }) } },
    )
    expect(result.current.errors).toEqual({ name: 'name: taken', ein: undefined })
    expect(result.current.refused).toEqual({ name: 'name: taken' })
    // Placed on a field: the fields say it; nothing for the form to say above them.
    expect(result.current.unplaced).toBe('')
    rerender({ error: refusal({ 'company.phone': 'Enter a phone number.', website: 'Enter a website.' }) })
    expect(result.current.errors).toEqual({ name: undefined, ein: undefined })
    expect(result.current.unplaced).toBe('Enter a phone number. Enter a website.')
  })

  it('live: the problems of now, whatever `show` was given; an edit stays off the refusal until a new one', () => {
    const { result, rerender } = renderHook(
      ({ live, error }: { live: Partial<Record<Field, string>>; error: unknown }) =>
        useFieldErrors({ ...options({ refusal: error, editClearsRefusal: true }), live }),
      { initialProps: { live: {}, error: refusal({ name: 'Taken', ein: 'Bad EIN' }) } },
    )
    act(() => result.current.edited('name'))
    expect(result.current.errors).toEqual({ name: undefined, ein: 'Bad EIN' })
    // A check that failed moves the focus, but what shows is `live`: the edit's mark stays.
    act(() => void result.current.show({ ein: 'stale' }))
    expect(result.current.errors).toEqual({ name: undefined, ein: 'Bad EIN' })
    rerender({ live: { ein: 'Nine digits' }, error: refusal({ name: 'Taken', ein: 'Bad EIN' }) })
    // A new refusal: its words on every field it names, the one edited before included.
    expect(result.current.errors).toEqual({ name: 'Taken', ein: 'Nine digits' })
    act(() => result.current.dismissRefusal())
    expect(result.current.errors).toEqual({ name: undefined, ein: 'Nine digits' })
  })

  it('onRefused shows what holds the refused field before the focus moves: it is focused and marked in one commit', () => {
    // The formation form's case: the refused field is on a step not shown when the answer comes.
    function Steps({ error }: { error: unknown }) {
      const anchor = useRef<HTMLFormElement>(null)
      const [step, setStep] = useState<'first' | 'second'>('first')
      const shownFields: readonly Field[] = step === 'first' ? ['name'] : ['ein']
      const { errors } = useFieldErrors<Field>({
        order: shownFields,
        idOf: (field) => `s-${field}`,
        anchor,
        refusal: error,
        placeRefusal: (byPath) => (byPath['partnerOrder.ein'] ? { ein: byPath['partnerOrder.ein'] } : {}),
        onRefused: (refused) => {
          if (refused.ein) setStep('second')
        },
      })
      return (
        <form ref={anchor}>
          {shownFields.map((field) => (
            <input key={field} id={`s-${field}`} aria-invalid={errors[field] ? true : undefined} />
          ))}
        </form>
      )
    }
    const { container, rerender } = render(<Steps error={null} />)
    rerender(<Steps error={refusal({ 'partnerOrder.ein': 'Bad EIN' })} />)
    const ein = container.querySelector('#s-ein')
    expect(ein).not.toBeNull()
    expect(document.activeElement).toBe(ein)
    expect(ein?.getAttribute('aria-invalid')).toBe('true')
  })

  it('a refusal there at mount: not focused by default (the form’s before); placed and focused when `new`', () => {
    function Form({ error, mounted }: { error: unknown; mounted: 'seen' | 'new' }) {
      const anchor = useRef<HTMLFormElement>(null)
      const { errors } = useFieldErrors({
        order: FIELDS,
        idOf: (field) => `m-${field}`,
        anchor,
        refusal: error,
        mountedRefusal: mounted,
      })
      return (
        <form ref={anchor}>
          {FIELDS.map((field) => (
            <input key={field} id={`m-${field}`} aria-invalid={errors[field] ? true : undefined} />
          ))}
        </form>
      )
    }
    const refused = refusal({ ein: 'Bad EIN' })
    const seen = render(<Form error={refused} mounted="seen" />)
    expect(seen.container.querySelector('#m-ein')?.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(document.body)
    seen.unmount()
    const fresh = render(<Form error={refused} mounted="new" />)
    expect(document.activeElement).toBe(fresh.container.querySelector('#m-ein'))
    fresh.unmount()
  })
})
