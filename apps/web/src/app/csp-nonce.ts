/**
 * The page's CSP nonce, from the meta Vite writes (html.cspNonce) and the server fills per
 * answer. Browsers hide a nonce attribute's value from getAttribute, not from the property.
 */
export function cspNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || undefined;
}

/**
 * Every <style> element our scripts create carries the nonce. antd passes it itself
 * (ConfigProvider csp), but some of its helpers do not (the scrollbar measure of tables and
 * modals), nor does the rich-text editor. The nonce guards against injected markup, which
 * never runs through here; a script that does could read the meta anyway.
 */
export function stampStyleNonces(nonce: string | undefined): void {
  if (!nonce) return;
  const create = document.createElement.bind(document);
  document.createElement = ((tagName: string, options?: ElementCreationOptions) => {
    const element = create(tagName, options);
    if (element instanceof HTMLStyleElement) element.nonce = nonce;
    return element;
  }) as typeof document.createElement;
}
