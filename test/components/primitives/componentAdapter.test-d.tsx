// Type tests (checked by `tsc -p tsconfig.json`): a partner's primitives are checked against the
// adapter's interfaces where they are passed to the provider.
import { expectTypeOf } from 'vitest'
import { FilingKitProvider } from '../../../hooks'
import {
  defaultComponents,
  es,
  type ButtonProps,
  type ComponentAdapter,
  type FilingKitMessages,
} from '../../../components'

function MyButton({ children, onClick, type = 'button' }: ButtonProps) {
  return (
    <button type={type} onClick={onClick}>
      {children}
    </button>
  )
}

/** A button from a design system whose click handler wants the event: still fits (extra params are optional). */
function EventButton(props: { children: React.ReactNode; onClick?: (event?: unknown) => void }) {
  return <button type="button" {...props} />
}

export const ok = (
  <FilingKitProvider
    baseUrl="/api/partner"
    partnerId="P1"
    components={{ Button: MyButton, Badge: defaultComponents.Badge }}
  >
    {null}
  </FilingKitProvider>
)
export const alsoOk = (
  <FilingKitProvider baseUrl="/api/partner" partnerId="P1" components={{ Button: EventButton }} messages={es}>
    {null}
  </FilingKitProvider>
)

/** A "button" that requires a prop the components never pass. */
function NeedsIcon(props: ButtonProps & { icon: string }) {
  return <button type="button">{props.icon}</button>
}

export const wrongProps = (
  // @ts-expect-error -- `icon` is required by the partner's button but the adapter's ButtonProps lacks it
  <FilingKitProvider baseUrl="/api/partner" partnerId="P1" components={{ Button: NeedsIcon }}>
    {null}
  </FilingKitProvider>
)

export const unknownPrimitive = (
  // @ts-expect-error -- not a primitive of the adapter
  <FilingKitProvider baseUrl="/api/partner" partnerId="P1" components={{ Carousel: MyButton }}>
    {null}
  </FilingKitProvider>
)

expectTypeOf(defaultComponents).toEqualTypeOf<ComponentAdapter>()
expectTypeOf(es).toEqualTypeOf<FilingKitMessages>()
