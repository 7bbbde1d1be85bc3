/**
 * The shape of the service's alert names, "<type> <year>" and anything after a dash or colon
 * ("BOI Report 2026 - Summit Bakery Inc."): the type, the year, the rest (kept as written).
 */
export const ALERT_NAME_SHAPE = /^(.+?)\s+(\d{4})(\s*[-–—:·,].*)?$/su
