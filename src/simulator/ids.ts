import type { Random } from './random'

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** Record-id prefixes as the service writes them (partner-api-facts.md, "Hosts and paths"). */
export const ID_PREFIX = {
  order: '801',
  company: 'a0E',
  alert: '006',
  formData: 'a0F',
  formDefinition: 'a0G',
  subscription: 'a0S',
  product: '01t',
} as const
export type IdKind = keyof typeof ID_PREFIX

/** Makes 18-character record ids, unique within one simulator, from a seeded stream. */
export function createIdFactory(random: Random) {
  const used = new Set<string>()
  return function nextId(kind: IdKind): string {
    for (;;) {
      // Two instance characters then base62, like the record system's own ids.
      const id = `${ID_PREFIX[kind]}5f${random.chars(13, BASE62)}`
      if (!used.has(id)) {
        used.add(id)
        return id
      }
    }
  }
}
export type IdFactory = ReturnType<typeof createIdFactory>
