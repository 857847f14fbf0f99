/**
 * The one security-header policy of the platform. The api and the gateway give it to helmet,
 * the web build stamps the nonce placeholder into index.html (vite's html.cspNonce), and the
 * compose nginx's header snippet is checked against it. Change a header here, nowhere else.
 */

/**
 * Written by the build into index.html (script, style and the csp-nonce meta) and replaced
 * with a fresh random nonce on every answer that serves the page (api: crypto, nginx:
 * $request_id). Letters only, so it survives HTML and nginx's sub_filter unescaped.
 */
export const CSP_NONCE_PLACEHOLDER = 'BIDHALLCSPNONCE';

/** The path that serves the big screen's page; only it may be framed (by named origins). */
export const SCREEN_PAGE_PATH = '/screen';

export type CspOptions = {
  /** The page's nonce (index.html); answers that are not the page carry none. */
  nonce?: string | undefined;
  /** Extra origins the page may call or open sockets to (split topology: api and gateway hosts). */
  connectOrigins?: readonly string[];
  /** Origins that may frame this answer; empty means nobody ('none'). */
  frameAncestors?: readonly string[];
  /** Hashes ('sha256-…') of fixed <style> blocks of a page not ours (Swagger UI). */
  styleHashes?: readonly string[];
};

/**
 * The CSP as directives (helmet's shape). Scripts come from the origin only: no inline script,
 * no eval (zod runs jitless in the browser). Styles from the origin plus antd's CSS-in-JS,
 * whose <style> elements carry the page's nonce (ConfigProvider csp.nonce); React and echarts
 * set style through the CSSOM, which CSP does not govern, so no 'unsafe-inline' is needed.
 */
export function cspDirectives(opts: CspOptions = {}): Record<string, string[]> {
  const nonce = opts.nonce ? [`'nonce-${opts.nonce}'`] : [];
  const frameAncestors = opts.frameAncestors?.length ? [...opts.frameAncestors] : ["'none'"];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...nonce],
    'style-src': ["'self'", ...nonce, ...(opts.styleHashes ?? []).map((h) => `'${h}'`)],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(opts.connectOrigins ?? []), ...socketOrigins(opts.connectOrigins ?? [])],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': frameAncestors,
  };
}

/** An http(s) origin's sockets are on ws(s) at the same host. */
function socketOrigins(origins: readonly string[]): string[] {
  return origins.filter((o) => /^https?:\/\//.test(o)).map((o) => o.replace(/^http/, 'ws'));
}

export function cspHeader(opts: CspOptions = {}): string {
  return Object.entries(cspDirectives(opts))
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** One year: long enough for browsers' HSTS preload expectations. */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;

/** The headers besides the CSP, as sent (nginx sets the same; helmet is configured to match). */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  // Old browsers without frame-ancestors; the big screen's page drops it for its named origins.
  'x-frame-options': 'DENY',
} as const;

/**
 * helmet's options for the policy (api and gateway pass them to helmet as they are). HSTS is
 * left to the caller: it belongs only on answers that travelled over HTTPS.
 */
export function helmetOptions(csp: CspOptions = {}) {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(csp) },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' as const },
    referrerPolicy: { policy: SECURITY_HEADERS['referrer-policy'] },
    crossOriginOpenerPolicy: { policy: SECURITY_HEADERS['cross-origin-opener-policy'] },
    // A split topology's page (another host of the same site) may still show the api's files.
    crossOriginResourcePolicy: { policy: 'same-site' as const },
    crossOriginEmbedderPolicy: false,
  };
}

export const HSTS_HEADER = `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`;

/**
 * Cache-Control by kind of answer: the page is revalidated every time so a release is seen at
 * once; hashed assets never change under their name; api answers are never stored.
 */
export const CACHE_CONTROL = {
  page: 'no-cache',
  hashedAsset: 'public, max-age=31536000, immutable',
  api: 'no-store',
} as const;

/** Vite's build output names carry a content hash: assets/name-[hash].ext. */
export const HASHED_ASSET = /^\/?assets\/.+-[\w-]{8,}\.\w+$/;

/** Methods that change nothing, so need no Origin check. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a page of `origin` belongs to the platform: served by the same host the request
 * reached, or one of the configured origins. No Origin at all is a client that is not a
 * browser page (services, k6, tests), which still has to present a token.
 */
export function originMatches(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[],
): boolean {
  if (origin === undefined || allowed.includes(origin)) return true;
  const originHost = /^https?:\/\/([^/?#]+)$/i.exec(origin)?.[1];
  return originHost !== undefined && host !== undefined && originHost.toLowerCase() === host.toLowerCase();
}

/**
 * Whether a call may proceed by its Origin: browsers send Origin on every state-changing
 * call, so a forged form or fetch from another site is refused before it changes anything.
 */
export function originAllowed(
  method: string,
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[],
): boolean {
  return SAFE_METHODS.has(method.toUpperCase()) || originMatches(origin, host, allowed);
}

/**
 * Attributes of every cookie the web app sets: sent only to this site's own pages (Strict;
 * the token never rides a link from another site), Secure whenever the page is on HTTPS.
 */
export function cookieAttributes(protocol: string, expires: Date) {
  return { path: '/', sameSite: 'strict' as const, secure: protocol === 'https:', expires };
}
