// One price per product across the seed: a package's add-on, a compliance alert's product and a
// renewal are the same catalogue product, so an owner never sees it at two prices.

/** The registered agent service, one year (a package add-on, the renewal alert's product). */
export const REGISTERED_AGENT_YEARLY = 125
