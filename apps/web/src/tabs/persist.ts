import { COOKIE, readCookie, writeCookie } from '../auth/cookies';
import type { Tab, TabState } from './rules';

/** Browsers keep about 4 KB per cookie; older tabs give way first, the active one never. */
const COOKIE_BUDGET = 3800;

type Stored = { k: string; n: string; t?: string }[];

export function serializeTabs(state: TabState): string {
  let tabs = state.tabs;
  let json = encode(tabs, state.active);
  // The cookie stores the value URI-encoded, so that is the size that counts.
  while (encodeURIComponent(json).length > COOKIE_BUDGET && tabs.length > 1) {
    const drop = tabs.findIndex((t) => t.key !== state.active);
    tabs = tabs.filter((_, i) => i !== drop);
    json = encode(tabs, state.active);
  }
  return json;
}

function encode(tabs: Tab[], active: string | undefined): string {
  const list: Stored = tabs.map((t) => (t.title ? { k: t.key, n: t.name, t: t.title } : { k: t.key, n: t.name }));
  return JSON.stringify({ a: active, l: list });
}

export function parseTabs(raw: string | undefined): TabState {
  if (!raw) return { tabs: [], active: undefined };
  try {
    const parsed = JSON.parse(raw) as { a?: unknown; l?: unknown };
    if (!Array.isArray(parsed.l)) return { tabs: [], active: undefined };
    const tabs: Tab[] = (parsed.l as Stored)
      .filter((s) => typeof s?.k === 'string' && typeof s?.n === 'string')
      .map((s) => (typeof s.t === 'string' ? { key: s.k, name: s.n, title: s.t } : { key: s.k, name: s.n }));
    return { tabs, active: typeof parsed.a === 'string' ? parsed.a : undefined };
  } catch {
    // A damaged cookie starts an empty bar rather than breaking the page.
    return { tabs: [], active: undefined };
  }
}

export const loadTabs = (): TabState => parseTabs(readCookie(COOKIE.tabs));
export const saveTabs = (state: TabState) => writeCookie(COOKIE.tabs, serializeTabs(state));
