/** antd's scroll containers: a table's (its `scroll.x`, and every table on a phone, App.tsx) and a fixed header's body. */
const SCROLLERS = '.ant-table-content, .ant-table-body';

/**
 * A table wider than its card scrolls inside it, and a keyboard can scroll it only once it
 * can take the focus (WCAG 2.1.1; axe's scrollable-region-focusable). antd has no prop for
 * its scroll container, so each one is made focusable as it appears.
 */
export function keepScrollRegionsFocusable(root: HTMLElement): () => void {
  const mark = () => {
    for (const scroller of root.querySelectorAll<HTMLElement>(`:is(${SCROLLERS}):not([tabindex])`))
      scroller.tabIndex = 0;
  };
  mark();
  // Only an added element can bring a scroller: the live halls' text updates and removals pass.
  const observer = new MutationObserver((records) => {
    if (records.some((record) => [...record.addedNodes].some((node) => node.nodeType === Node.ELEMENT_NODE))) mark();
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
