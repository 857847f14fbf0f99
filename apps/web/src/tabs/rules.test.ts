import { describe, expect, it } from 'vitest';
import { closeAll, closeLeft, closeRight, closeTab, openTab } from './rules';
import type { TabState } from './rules';
import { parseTabs, serializeTabs } from './persist';

const tab = (key: string) => ({ key, name: key.slice(1) || 'workplace' });
const state = (...keys: string[]): TabState => ({ tabs: keys.map(tab), active: keys[keys.length - 1] });
const keys = (s: TabState) => s.tabs.map((t) => t.key);

describe('tab rules', () => {
  it('opens a page once and makes it active; a new title replaces the old one', () => {
    let s = openTab(state('/a'), tab('/b'));
    s = openTab(s, tab('/a'));
    expect(keys(s)).toEqual(['/a', '/b']);
    expect(s.active).toBe('/a');
    s = openTab(s, { key: '/b', name: 'b', title: '项目甲' });
    expect(s.tabs[1]).toEqual({ key: '/b', name: 'b', title: '项目甲' });
  });

  it("opens a project's sub-page in the project's tab, in its place, and other projects apart", () => {
    const project = (path: string, id: number, title: string) => ({
      key: `${path}?id=${id}&projectName=${title}`,
      name: path.slice(1),
      title,
    });
    let s = openTab(state('/a'), project('/projectInfo', 5, '甲'));
    s = openTab(s, project('/projectInfo', 6, '乙'));
    s = openTab(s, tab('/b'));
    s = openTab(s, project('/projectPbSetting', 5, '甲'));
    expect(keys(s)).toEqual(['/a', '/projectPbSetting?id=5&projectName=甲', '/projectInfo?id=6&projectName=乙', '/b']);
    expect(s.active).toBe('/projectPbSetting?id=5&projectName=甲');
    // Pages without a project title stay apart whatever their query.
    s = openTab(s, tab('/c?id=5'));
    expect(keys(s)).toHaveLength(5);
  });

  it('never closes the last tab', () => {
    expect(closeTab(state('/a'), '/a')).toEqual({ ok: false, refusal: 'lastTab' });
  });

  it('closing the active tab moves to its neighbour', () => {
    const s = { ...state('/a', '/b', '/c'), active: '/b' };
    const out = closeTab(s, '/b');
    expect(out.ok && keys(out.state)).toEqual(['/a', '/c']);
    expect(out.ok && out.state.active).toBe('/c');
    const end = closeTab(state('/a', '/b', '/c'), '/c');
    expect(end.ok && end.state.active).toBe('/b');
  });

  it('closing another tab keeps the active one', () => {
    const out = closeTab(state('/a', '/b', '/c'), '/a');
    expect(out.ok && out.state.active).toBe('/c');
  });

  it('closes left and right of a tab, or says there is none', () => {
    const s = { ...state('/a', '/b', '/c', '/d'), active: '/d' };
    const left = closeLeft(s, '/c');
    expect(left.ok && keys(left.state)).toEqual(['/c', '/d']);
    expect(left.ok && left.state.active).toBe('/d');
    const right = closeRight(s, '/b');
    expect(right.ok && keys(right.state)).toEqual(['/a', '/b']);
    expect(right.ok && right.state.active).toBe('/b');
    expect(closeLeft(s, '/a')).toEqual({ ok: false, refusal: 'noLeft' });
    expect(closeRight(s, '/d')).toEqual({ ok: false, refusal: 'noRight' });
  });

  it('"close all" keeps the tab it was asked on', () => {
    const out = closeAll(state('/a', '/b', '/c'), '/b');
    expect(out.ok && out.state).toEqual({ tabs: [tab('/b')], active: '/b' });
  });
});

describe('tab cookie', () => {
  it('round-trips tabs with titles and the active tab', () => {
    const s: TabState = { tabs: [tab('/a'), { key: '/p?id=1&projectName=甲', name: 'p', title: '甲' }], active: '/a' };
    expect(parseTabs(serializeTabs(s))).toEqual(s);
  });

  it('drops the oldest tabs, never the active one, to stay within a cookie', () => {
    const many: TabState = {
      tabs: Array.from({ length: 200 }, (_, i) => tab(`/page-${i}-${'x'.repeat(20)}`)),
      active: `/page-0-${'x'.repeat(20)}`,
    };
    const restored = parseTabs(serializeTabs(many));
    expect(encodeURIComponent(serializeTabs(many)).length).toBeLessThanOrEqual(3800);
    expect(restored.tabs.length).toBeLessThan(200);
    expect(restored.tabs.some((t) => t.key === many.active)).toBe(true);
    expect(restored.tabs.at(-1)).toEqual(many.tabs.at(-1));
  });

  it('starts empty from a missing or damaged cookie', () => {
    expect(parseTabs(undefined)).toEqual({ tabs: [], active: undefined });
    expect(parseTabs('{not json')).toEqual({ tabs: [], active: undefined });
  });
});
