// valueAt and humanizeFieldKey as `filing-kit/hooks` exports them, through a module of their own (as
// schemaHelpers.ts does for the schemas): lazy chunks use the same core modules (the formation form's
// checks valueAt, the compliance form's body humanizeFieldKey), and esbuild's code splitting loads up
// front every module a lazy chunk uses that the page's entry reaches by static imports, following
// each import of the barrel whether the page uses the name or not (issue 23). This module is used
// only where a partner's page uses these names; the components take them from ./coreHelpers.ts.
import { valueAt as valueAtPath, humanizeFieldKey as humanize } from '../src/index'

export const valueAt = valueAtPath
export const humanizeFieldKey = humanize
