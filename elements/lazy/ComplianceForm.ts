// A module of its own, so that the element's dynamic import of it loads this component alone (see
// elementSpecs.ts); through the components' public entry, whose other components it leaves out.
export { ComplianceForm as default } from '../../components'
