/**
 * The page's CSP nonce, from the meta Vite writes (html.cspNonce) and the server fills per
 * answer. Browsers hide a nonce attribute's value from getAttribute, not from the property.
 */
export function cspNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || undefined;
}
