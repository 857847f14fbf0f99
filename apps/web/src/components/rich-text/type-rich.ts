/**
 * For tests: puts text (or HTML) into a rich-text editor as a paste at the cursor, which
 * ProseMirror parses through its schema as it does in a browser. jsdom cannot run the
 * browser's own text input, and typing character by character through DOM mutations
 * loses characters there.
 */
export function pasteRich(box: HTMLElement, text: string, html = '') {
  const data: Record<string, string> = { 'text/plain': text, 'text/html': html };
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', {
    value: {
      getData: (type: string) => data[type] ?? '',
      types: html ? ['text/html', 'text/plain'] : ['text/plain'],
      files: [],
      items: [],
    },
  });
  box.focus();
  box.dispatchEvent(event);
}
