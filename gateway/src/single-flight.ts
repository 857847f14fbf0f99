/**
 * Calls with the same key made while one is under way share its answer (or its failure)
 * instead of starting their own; once it settles the key is free and the next call starts
 * afresh. Nothing is kept: this only merges calls that overlap in time, so an answer is never
 * older than the call that asked for it was when it began.
 */
export function singleFlight<K, V>() {
  const inFlight = new Map<K, Promise<V>>();
  return (key: K, call: () => Promise<V>): Promise<V> => {
    let shared = inFlight.get(key);
    if (!shared) {
      shared = call().finally(() => inFlight.delete(key));
      inFlight.set(key, shared);
    }
    return shared;
  };
}
