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

/**
 * The project a tab shows: a titled tab's `id` with its title (every page of a project carries
 * both; a user's page, titled by the user's name, shares no title with a project); none for
 * other pages.
 */
function projectOf(tab: Tab): string | null {
  const id = new URLSearchParams(tab.key.split('?')[1] ?? '').get('id');
  return tab.title === undefined || id === null ? null : `${id} ${tab.title}`;
}

/**
 * Opens a page as a tab and makes it active. A page already open keeps its place; a page of a
 * project already open in a tab (another of its sub-pages) takes that tab's place rather than
 * adding a second tab of the same title.
 */
export function openTab(state: TabState, tab: Tab): TabState {
  const project = projectOf(tab);
  const same = (t: Tab) => t.key === tab.key || (project !== null && projectOf(t) === project);
  const at = state.tabs.findIndex(same);
  if (at < 0) return { tabs: [...state.tabs, tab], active: tab.key };
  const tabs = state.tabs.flatMap((t, i) => (i === at ? [tab] : same(t) ? [] : [t]));
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
