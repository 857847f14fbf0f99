import { randomUUID } from 'node:crypto';
import { keptJsonText } from '@bidhall/contracts/kept-json';

// A quote's answer carries the whole ranking its supplier may see (200 lines in a hot project),
// and JSON.stringify of those lines was most of the answer's cost. Most lines are the very
// objects of the answer before (a ranking keeps the entries a quote did not move), so an array
// marked here has each element's text written once and kept beside the element, as the bus
// text does for its rankings (contracts/kept-json.ts). The elements must never change.

// A marked array stands in JSON.stringify's output as this, then its text replaces it. Only a
// string holding the nonce, drawn when the process starts, could be taken for a stand-in.
const MARK = `\u0000kept-json-${randomUUID()}:`;
const STAND_IN = new RegExp(`"${MARK.replace('\u0000', '\\\\u0000')}(\\d+)"`, 'g');

/** The texts of the marked arrays met by the JSON.stringify under way in jsonText, else null. */
let texts: string[] | null = null;

// Outside jsonText the array is itself: any other JSON.stringify writes it as usual.
function standIn(this: readonly object[]): unknown {
  if (texts === null) return this;
  texts.push(`[${this.map(keptJsonText).join(',')}]`);
  return `${MARK}${texts.length - 1}`;
}

/**
 * Marks `array`, whose elements are objects that never change, so that jsonText writes each
 * element's text once; returns it. The mark is a hidden toJSON, which changes nothing anywhere else.
 */
export function keepElementTexts<T extends object>(array: T[]): T[] {
  Object.defineProperty(array, 'toJSON', { value: standIn, enumerable: false, configurable: true });
  return array;
}

/** JSON.stringify(value), with the marked arrays in it written from their elements' kept texts. */
export function jsonText(value: unknown): string {
  const outer = texts;
  texts = [];
  try {
    const text = JSON.stringify(value);
    const found = texts;
    return found.length === 0 ? text : text.replace(STAND_IN, (_, i: string) => found[Number(i)]!);
  } finally {
    texts = outer;
  }
}
