// The Spanish catalog in a module of its own, so that an es page's dynamic import of it loads the
// catalog alone; through the components' public entry, like the components here.
export { es as default } from '../../components'
