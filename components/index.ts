// filing-kit/components: the drop-in components arrive in their own issues. This entry already exists so
// the package's shape is stable; it carries the root class every component renders, for host styling.

/** The class on every component's root element; `filing-kit/styles.css` scopes its tokens to it. */
export const FK_ROOT_CLASS = 'fk-root'
