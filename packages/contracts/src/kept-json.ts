const texts = new WeakMap<object, string>();

/**
 * JSON.stringify of an object that never changes, written once and kept beside it while it
 * lives: rankings keep the entries a quote did not move, so the bus text of the next ranking
 * (bus-text.ts) is mostly texts written already.
 */
export function keptJsonText(value: object): string {
  let text = texts.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    texts.set(value, text);
  }
  return text;
}
