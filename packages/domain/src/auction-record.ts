/**
 * The auction record: every accepted quote and operator action of a project, chained by
 * h(n) = sha256(h(n-1) || canonicalJson(event n)) (docs/rules.md "The auction record").
 *
 * The hash function is a parameter: the domain has no I/O and runs in browsers, so Node
 * callers pass node:crypto, a browser passes Web Crypto (async variant) or a JS sha256.
 */

/** sha256 of the UTF-8 bytes of `text`, as 64 lower-case hex digits. */
export type Sha256Hex = (text: string) => string;
export type Sha256HexAsync = (text: string) => Promise<string>;

/** h(0): the hash the first event chains onto. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * Canonical JSON: object keys sorted by UTF-16 code units, no whitespace, strings and numbers
 * written as JSON.stringify writes them. For the data we record (strings, integers, booleans,
 * nulls, decimal amounts as strings) this equals RFC 8785 (JCS), so other languages can
 * reproduce it. `toJSON` is honoured (Decimal, Date); undefined object members are dropped.
 * Refused (TypeError): non-finite numbers, bigint, functions, symbols, cycles, undefined in
 * arrays or at the top.
 */
export function canonicalJson(value: unknown): string {
  return write(value, []);
}

/**
 * Keys written as JSON strings, by key: a record's events repeat the same few keys (a quote's
 * ranking lines above all) and every accepted quote is hashed on the quote path. Bounded.
 */
const quotedKeys = new Map<string, string>();
const QUOTED_KEYS_MAX = 1000;

function quotedKey(key: string): string {
  let quoted = quotedKeys.get(key);
  if (quoted === undefined) {
    quoted = JSON.stringify(key);
    if (quotedKeys.size < QUOTED_KEYS_MAX) quotedKeys.set(key, quoted);
  }
  return quoted;
}

// `ancestors` is the path from the top to this value: a cycle is a value already on it.
// Built by concatenation rather than map/filter/join: a quote's event carries the whole
// ranking, and every accepted quote is hashed on the quote path.
function write(value: unknown, ancestors: object[]): string {
  // toJSON is applied once, as JSON.stringify applies it.
  return writeData(typeof value === 'object' && value !== null && hasToJson(value) ? value.toJSON() : value, ancestors);
}

function writeData(value: unknown, ancestors: object[]): string {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return JSON.stringify(value);
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError('canonicalJson: non-finite number');
      return JSON.stringify(value);
    case 'object':
      break;
    default:
      throw new TypeError(`canonicalJson: cannot encode ${typeof value}`);
  }
  if (value === null) return 'null';
  if (ancestors.includes(value)) throw new TypeError('canonicalJson: cycle');
  ancestors.push(value);
  let out: string;
  if (Array.isArray(value)) {
    out = '[';
    for (let i = 0; i < value.length; i += 1) out += (i === 0 ? '' : ',') + write(value[i], ancestors);
    out += ']';
  } else {
    const record = value as Record<string, unknown>;
    out = '{';
    for (const key of Object.keys(record).sort()) {
      const member = record[key];
      if (member === undefined) continue;
      out += (out.length === 1 ? '' : ',') + quotedKey(key) + ':' + write(member, ancestors);
    }
    out += '}';
  }
  ancestors.pop();
  return out;
}

function hasToJson(value: object): value is { toJSON(): unknown } {
  return typeof (value as { toJSON?: unknown }).toJSON === 'function';
}

/** One link of the chain: the event and the hash after it. */
export interface RecordEntry<E = unknown> {
  event: E;
  hash: string;
}

/** h(n) from h(n-1) and event n. The previous hash enters as its 64 hex characters. */
export function chainHash(previousHash: string, event: unknown, sha256: Sha256Hex): string {
  return sha256(previousHash + canonicalJson(event));
}

/** Appends events to a chain that ends at `previousHash` (GENESIS_HASH for a new record). */
export function appendToChain<E>(previousHash: string, events: readonly E[], sha256: Sha256Hex): Array<RecordEntry<E>> {
  let hash = previousHash;
  return events.map((event) => {
    hash = chainHash(hash, event, sha256);
    return { event, hash };
  });
}

export type ChainVerdict =
  | { ok: true; count: number; head: string }
  /** `index` is the first entry whose hash does not follow from the ones before it. */
  | { ok: false; index: number; expected: string; found: string };

/** Re-computes the chain from `genesis` and compares every stored hash. */
export function verifyChain(
  entries: readonly RecordEntry[],
  sha256: Sha256Hex,
  genesis: string = GENESIS_HASH,
): ChainVerdict {
  let hash = genesis;
  for (const [index, entry] of entries.entries()) {
    hash = chainHash(hash, entry.event, sha256);
    if (hash !== entry.hash.toLowerCase()) return { ok: false, index, expected: hash, found: entry.hash };
  }
  return { ok: true, count: entries.length, head: hash };
}

/** verifyChain with an async hash, e.g. Web Crypto's subtle.digest in a browser. */
export async function verifyChainAsync(
  entries: readonly RecordEntry[],
  sha256: Sha256HexAsync,
  genesis: string = GENESIS_HASH,
): Promise<ChainVerdict> {
  let hash = genesis;
  for (const [index, entry] of entries.entries()) {
    hash = await sha256(hash + canonicalJson(entry.event));
    if (hash !== entry.hash.toLowerCase()) return { ok: false, index, expected: hash, found: entry.hash };
  }
  return { ok: true, count: entries.length, head: hash };
}
