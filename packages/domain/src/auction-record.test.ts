import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import {
  GENESIS_HASH,
  appendToChain,
  canonicalJson,
  chainHash,
  verifyChain,
  verifyChainAsync,
  type Sha256Hex,
} from './auction-record.ts';

// The domain's tsconfig has no Node types on purpose (a Node API in domain code must fail to
// compile), so the test reaches node:crypto through an untyped dynamic import.
const cryptoModule = 'node:crypto';
const { createHash } = (await import(/* @vite-ignore */ cryptoModule)) as {
  createHash(alg: string): { update(text: string, enc: string): { digest(enc: string): string } };
};
const sha256: Sha256Hex = (text) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('canonicalJson', () => {
  it('sorts keys at every level and writes no whitespace', () => {
    expect(canonicalJson({ b: 1, a: [{ z: true, y: null }, 'x'], c: { e: 'é', d: -0 } })).toBe(
      '{"a":[{"y":null,"z":true},"x"],"b":1,"c":{"d":0,"e":"é"}}',
    );
  });

  it('sorts by UTF-16 code units like RFC 8785', () => {
    expect(canonicalJson({ b: 1, B: 2, é: 3, '1': 4 })).toBe('{"1":4,"B":2,"b":1,"é":3}');
  });

  it('honours toJSON and drops undefined members', () => {
    expect(canonicalJson({ amount: new Decimal('12.50'), gone: undefined })).toBe('{"amount":"12.5"}');
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [10n], [undefined], [[undefined]], [() => 1], [Symbol('s')]])(
    'refuses %s',
    (value) => {
      expect(() => canonicalJson(value)).toThrow(TypeError);
    },
  );

  it('refuses cycles but allows shared references', () => {
    const shared = { x: 1 };
    expect(canonicalJson([shared, shared])).toBe('[{"x":1},{"x":1}]');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => canonicalJson(cyclic)).toThrow(TypeError);
  });

  it('orders keys that look like array indexes as text too, not first by number', () => {
    expect(canonicalJson({ b: 1, '10': 2, '9': 3, a: 4 })).toBe('{"10":2,"9":3,"a":4,"b":1}');
    expect(canonicalJson({ '-1': 1, '01': 2, '1.5': 3, '4294967295': 4 })).toBe(
      '{"-1":1,"01":2,"1.5":3,"4294967295":4}',
    );
  });

  it('writes boxed values and class instances as the objects they are, as before', () => {
    class Line {
      constructor(
        readonly seq: number,
        readonly amount: string,
      ) {}
    }
    expect(canonicalJson([new Line(2, '9.50'), Object.create(null)])).toBe('[{"amount":"9.50","seq":2},{}]');
    expect(canonicalJson({ s: new String('ab') })).toBe('{"s":{"0":"a","1":"b"}}');
  });

  it('refuses a cycle through objects whose keys are out of order', () => {
    const a: Record<string, unknown> = { z: 1 };
    a.b = { y: 2, x: a };
    expect(() => canonicalJson(a)).toThrow(TypeError);
  });

  it('equals the plain definition: every object written with its keys sorted by UTF-16 code units', () => {
    const definition = (value: unknown): string => {
      if (Array.isArray(value)) return `[${value.map(definition).join(',')}]`;
      if (value !== null && typeof value === 'object') {
        const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${definition(v)}`).join(',')}}`;
      }
      return JSON.stringify(value);
    };
    const same = (value: unknown) => canonicalJson(value) === definition(value);
    fc.assert(fc.property(fc.jsonValue(), same), { numRuns: 500 });
    // Keys that look like array indexes, which an object always lists first.
    fc.assert(fc.property(fc.dictionary(fc.oneof(fc.nat().map(String), fc.string()), fc.jsonValue()), same));
  });

  it('does not depend on key order and parses back to the same value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = canonicalJson(value);
        expect(canonicalJson(JSON.parse(text))).toBe(text);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
        const reversed = JSON.parse(JSON.stringify(value), (_k, v: unknown) =>
          v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).reverse()) : v,
        );
        expect(canonicalJson(reversed)).toBe(text);
      }),
    );
  });
});

const events = [
  { type: 'quote.accepted', seq: 1, supplierId: 3, amount: '100.00', acceptedAt: 1000 },
  { type: 'window.changed', seq: 2, kind: 'paused', version: 2 },
  { type: 'quote.accepted', seq: 3, supplierId: 4, amount: '99.50', acceptedAt: 2000 },
];

describe('the hash chain (rules.md "The auction record")', () => {
  it('is h(n) = sha256(h(n-1) || canonical JSON of event n)', () => {
    const chain = appendToChain(GENESIS_HASH, events, sha256);
    expect(chain[0]!.hash).toBe(sha256(GENESIS_HASH + canonicalJson(events[0])));
    expect(chain[1]!.hash).toBe(sha256(chain[0]!.hash + canonicalJson(events[1])));
    expect(chainHash(chain[1]!.hash, events[2], sha256)).toBe(chain[2]!.hash);
    expect(verifyChain(chain, sha256)).toEqual({ ok: true, count: 3, head: chain[2]!.hash });
  });

  it('a known vector, so another implementation can check itself', () => {
    expect(sha256('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(chainHash(GENESIS_HASH, { b: 1, a: 2 }, sha256)).toBe(sha256(`${'0'.repeat(64)}{"a":2,"b":1}`));
  });

  it('can be continued where it stopped', () => {
    const first = appendToChain(GENESIS_HASH, events.slice(0, 2), sha256);
    const rest = appendToChain(first[1]!.hash, events.slice(2), sha256);
    expect([...first, ...rest]).toEqual(appendToChain(GENESIS_HASH, events, sha256));
  });

  it('finds a changed, removed or reordered event', () => {
    const chain = appendToChain(GENESIS_HASH, events, sha256);
    const tampered = chain.map((e, i) => (i === 1 ? { ...e, event: { ...e.event, kind: 'resumed' } } : e));
    expect(verifyChain(tampered, sha256)).toMatchObject({ ok: false, index: 1 });
    expect(verifyChain([chain[0]!, chain[2]!], sha256)).toMatchObject({ ok: false, index: 1 });
    expect(verifyChain([chain[1]!, chain[0]!, chain[2]!], sha256)).toMatchObject({ ok: false, index: 0 });
    expect(verifyChain(chain, sha256, 'f'.repeat(64))).toMatchObject({ ok: false, index: 0 });
  });

  it('verifies the same with an async hash (Web Crypto in a browser)', async () => {
    const chain = appendToChain(GENESIS_HASH, events, sha256);
    // Browser globals, typed by hand for the same reason as node:crypto above.
    const web = globalThis as unknown as {
      crypto: { subtle: { digest(alg: string, data: Uint8Array): Promise<ArrayBuffer> } };
      TextEncoder: new () => { encode(text: string): Uint8Array };
    };
    const webSha256 = async (text: string) =>
      [...new Uint8Array(await web.crypto.subtle.digest('SHA-256', new web.TextEncoder().encode(text)))]
        .map((b) => b.toString(16).padStart(2, '0'))
        .join('');
    expect(await verifyChainAsync(chain, webSha256)).toEqual(verifyChain(chain, sha256));
  });
});
