import { inflateSync, strFromU8 } from 'fflate';

/**
 * The item list of a packed `hall:frame` (packed-frame.ts), from its deflated bytes: inflated
 * and parsed from JSON, not checked. Apart from the schemas so that a client with no use for
 * them (a k6 script) takes this alone.
 */
export function unpackItems(deflated: Uint8Array): unknown {
  return JSON.parse(strFromU8(inflateSync(deflated)));
}
