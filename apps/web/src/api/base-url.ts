/**
 * The api host by site hostname (specification section 7): production, test or local.
 * Local is the same origin (the api serves this app); the other two may point elsewhere
 * through build-time variables, and default to the same origin as well.
 */
type SiteKind = 'production' | 'test' | 'local';

function siteKind(hostname: string): SiteKind {
  if (hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname === '') return 'local';
  if (/^test[.-]|[.-]test[.-]/.test(hostname)) return 'test';
  return 'production';
}

export function apiBase(hostname: string): string {
  const env = import.meta.env;
  const kind = siteKind(hostname);
  if (kind === 'production') return env.VITE_API_BASE_PRODUCTION ?? '';
  if (kind === 'test') return env.VITE_API_BASE_TEST ?? '';
  return '';
}
