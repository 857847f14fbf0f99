import { createRequire } from 'node:module';

/**
 * antd's tables and modals measure the scrollbar on mount (@rc-component/util's
 * getTargetScrollBarSize): they copy the target's computed scrollbar style onto a new element,
 * insert a <style> for its ::-webkit-scrollbar, and take the element's offsetWidth less its
 * clientWidth. jsdom lays nothing out, so both are 0 and the answer is always { width: 0,
 * height: 0 }; the measure only cost a getComputedStyle of the target and its ancestors, and a
 * style sheet added and removed, which drops every computed style. This answers the same
 * without measuring.
 */
export function skipScrollbarMeasure() {
  const fromTable = createRequire(createRequire(import.meta.url).resolve('@rc-component/table'));
  const measure = fromTable('@rc-component/util/lib/getScrollBarSize') as {
    getTargetScrollBarSize?: (target?: HTMLElement | null) => { width: number; height: number };
  };
  if (typeof measure.getTargetScrollBarSize !== 'function')
    throw new Error('@rc-component/util changed: no getTargetScrollBarSize to answer for jsdom');
  measure.getTargetScrollBarSize = () => ({ width: 0, height: 0 });
}
