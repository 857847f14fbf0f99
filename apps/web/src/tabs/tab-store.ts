import { create } from 'zustand';
import { loadTabs, saveTabs } from './persist';
import type { Tab, TabOutcome, TabRefusal, TabState } from './rules';
import { openTab } from './rules';

interface TabStore extends TabState {
  open: (tab: Tab) => void;
  /** Applies a close rule; answers the refusal to show, if any. */
  apply: (outcome: TabOutcome) => TabRefusal | undefined;
  reload: () => void;
}

/** Open tabs, restored from their cookie on load and saved on every change. */
export const useTabs = create<TabStore>()((set, get) => ({
  ...loadTabs(),
  open: (tab) => {
    const next = openTab(get(), tab);
    saveTabs(next);
    set(next);
  },
  apply: (outcome) => {
    if (!outcome.ok) return outcome.refusal;
    saveTabs(outcome.state);
    set(outcome.state);
    return undefined;
  },
  reload: () => set(loadTabs()),
}));
