import { act, render, renderHook } from '@testing-library/react'
import { createRef, useRef } from 'react'
import { describe, expect, it } from 'vitest'
import { useFieldErrors, type FieldErrorsOptions } from '../../../components/base/useFieldErrors'
import { PartnerApiError } from '../../../src/index'

// The one place a form's check problems and the service's refusal meet on its fields (issue 20):
// CompanyForm and the renew dialog keep a refusal on a field the owner edits, OrderRfiForm drops it.

const FIELDS = ['name', 'ein'] as const
type Field = (typeof FIELDS)[number]

const refusal = (fieldErrors: Record<string, string>) =>
  new PartnerApiError({
    kind: 'validation',
    operation: 'compliance.createCompany',
    message: 'refused',
    fieldErrors,
  })

const options = (more: Partial<FieldErrorsOptions<Field, string>> = {}) => ({
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
})
