/**
 * Multi-tab bar rules (specification section 2), pure so they are tested without a browser.
 * A tab is keyed by the full path (path + query) so two projects open as two tabs.
 */
export interface Tab {
  key: string;
  /** Route name: the title key `menu.<name>` when no project name is given. */
  name: string;
  /** The project name query parameter, which wins over the route title. */
  title?: string;
}

export interface TabState {
  tabs: Tab[];
  active: string | undefined;
}

export type TabRefusal = 'lastTab' | 'noLeft' | 'noRight';
export type TabOutcome = { ok: true; state: TabState } | { ok: false; refusal: TabRefusal };

/** The query parameter whose value titles a tab. */
export const TAB_TITLE_PARAM = 'projectName';

export function openTab(state: TabState, tab: Tab): TabState {
  const exists = state.tabs.some((t) => t.key === tab.key);
  const tabs = exists ? state.tabs.map((t) => (t.key === tab.key ? tab : t)) : [...state.tabs, tab];
  return { tabs, active: tab.key };
}

export function closeTab(state: TabState, key: string): TabOutcome {
  const index = state.tabs.findIndex((t) => t.key === key);
  if (index < 0) return { ok: true, state };
  if (state.tabs.length <= 1) return { ok: false, refusal: 'lastTab' };
  const tabs = state.tabs.filter((t) => t.key !== key);
  // Closing the open tab moves to its right neighbour, or the left one at the end.
  const active = state.active === key ? tabs[Math.min(index, tabs.length - 1)]!.key : state.active;
  return { ok: true, state: { tabs, active } };
}

function keepRange(state: TabState, key: string, from: number, to: number): TabState {
  const tabs = state.tabs.slice(from, to);
  const active = tabs.some((t) => t.key === state.active) ? state.active : key;
  return { tabs, active };
}

export function closeLeft(state: TabState, key: string): TabOutcome {
  const index = state.tabs.findIndex((t) => t.key === key);
  if (index <= 0) return { ok: false, refusal: 'noLeft' };
  return { ok: true, state: keepRange(state, key, index, state.tabs.length) };
}

export function closeRight(state: TabState, key: string): TabOutcome {
  const index = state.tabs.findIndex((t) => t.key === key);
  if (index < 0 || index >= state.tabs.length - 1) return { ok: false, refusal: 'noRight' };
  return { ok: true, state: keepRange(state, key, 0, index + 1) };
}

/** "Close all" keeps the tab it was asked on, since the last tab can never be closed. */
export function closeAll(state: TabState, key: string): TabOutcome {
  const tab = state.tabs.find((t) => t.key === key);
  if (!tab) return { ok: true, state };
  return { ok: true, state: { tabs: [tab], active: key } };
}
