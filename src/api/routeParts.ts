import type { RouteDefinition } from './routeTypes'

// The pieces every product's route table is made of.

export const read = { method: 'GET', idempotent: true, request: undefined } as const
export const write = (method: 'POST' | 'PATCH' = 'POST') => ({ method, idempotent: false }) as const

/** A product's route table, checked against `RouteDefinition` while keeping its literal types. */
export type ProductRoutes = Record<string, RouteDefinition>
