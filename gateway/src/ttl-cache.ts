import { LRUCache } from 'lru-cache';

/**
 * A time-bounded cache: entries expire `ttlMs` after they were set, by the injected clock
 * (read on every look-up, so a test's clock moves them at once), and past `maxEntries` the
 * least recently used go, so a flood of distinct keys cannot grow it without end.
 * `ttlMs` must be positive: lru-cache takes 0 as "never expires".
 */
export function ttlCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(
  ttlMs: number,
  now: () => number,
  maxEntries = 10_000,
): LRUCache<K, V> {
  if (!(ttlMs > 0)) throw new Error(`ttlCache needs a positive ttl, got ${ttlMs}`);
  return new LRUCache<K, V>({ max: maxEntries, ttl: ttlMs, ttlResolution: 0, perf: { now } });
}
