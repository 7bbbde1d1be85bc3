// The provider takes UI types it must not import: the primitives' props and the message catalog belong
// to the components floor (arrows point down). filing-kit/components fills this interface in by
// declaration merging (TanStack Router's `Register`), so wherever the components are part of the
// program the provider's `components` prop is checked against their adapter and its `messages` against
// their catalog (a misspelled id fails tsc); a screen built on the hooks alone sees plain records, which
// the hooks only carry through to `useFilingKitConfig()`.

/** Filled in by `filing-kit/components`; empty on the hooks floor. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into by filing-kit/components
export interface FilingKitRegister {}

/** The primitives the provider's `components` prop takes: the registered adapter, else any record. */
export type RegisteredComponents = FilingKitRegister extends { components: infer Adapter }
  ? Adapter
  : Readonly<Record<string, unknown>>

/** The provider's `messages` overrides: any ids of the registered catalog, else any record of strings. */
export type RegisteredMessages = FilingKitRegister extends { messages: infer Catalog }
  ? Readonly<Partial<Catalog>>
  : Readonly<Record<string, string>>
