/**
 * jsdom's HTMLCollection is a proxy that answers every property read, `length` included, by
 * first looking for an element of that id or name among all its items. Array.from and for…of
 * read `length` at each step, so iterating a collection costs the square of its size. antd's
 * style registry iterates the head's children (hundreds of <style> elements) at every component
 * mount, which was a tenth of the component tests' CPU. This iterator reads the same live items
 * in the same way (the length, then the item, at each step) through the collection's own
 * length and item(), which look up no names.
 */
export function iterateCollectionsDirectly(window: Window & typeof globalThis) {
  const prototype = window.HTMLCollection.prototype;
  const length = Object.getOwnPropertyDescriptor(prototype, 'length')?.get;
  const item = Object.getOwnPropertyDescriptor(prototype, 'item')?.value as HTMLCollection['item'] | undefined;
  if (!length || typeof item !== 'function')
    throw new Error('jsdom changed: HTMLCollection has no length getter or item()');
  Object.defineProperty(prototype, Symbol.iterator, {
    configurable: true,
    writable: true,
    value: function* items(this: HTMLCollection) {
      for (let at = 0; at < (length.call(this) as number); at++) yield item.call(this, at);
    },
  });
}
