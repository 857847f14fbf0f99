import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { ROLES } from '@bidhall/domain/roles';
import { pageRoute } from '../routes/build';
import { renderAt } from '../../test/render';
import { TabBar } from './TabBar';
import { useTabs } from './tab-store';

const route = pageRoute('/usercenter/index', 'usercenter', [ROLES.purchaser], async () => ({ default: () => null }));

beforeEach(() => {
  Cookies.remove('MULTI_TABS');
  useTabs.setState({ tabs: [], active: undefined });
});

afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

async function menuAction(tabText: string, action: string) {
  fireEvent.contextMenu(screen.getByText(tabText));
  fireEvent.click(await screen.findByText(action));
}

describe('multi-tab bar', () => {
  it('opens the current page as a tab titled by the route, saved in the cookie', async () => {
    renderAt(<TabBar />, { path: '/usercenter/index', route });
    expect(await screen.findByText('个人中心')).toBeInTheDocument();
    expect(Cookies.get('MULTI_TABS')).toContain('/usercenter/index');
  });

  it('titles a tab with the project name parameter', async () => {
    renderAt(<TabBar />, { path: '/usercenter/index?id=3&projectName=办公桌采购', route });
    expect(await screen.findByText('办公桌采购')).toBeInTheDocument();
  });

  it('refuses to close the last tab, and says when nothing is left or right', async () => {
    renderAt(<TabBar />, { path: '/usercenter/index', route });
    await menuAction('个人中心', '关闭当前标签');
    expect(await screen.findByText('这是最后一个标签了, 无法被关闭')).toBeInTheDocument();
    await menuAction('个人中心', '关闭左侧');
    expect(await screen.findByText('左侧没有标签')).toBeInTheDocument();
    await menuAction('个人中心', '关闭右侧');
    expect(await screen.findByText('右侧没有标签')).toBeInTheDocument();
    expect(useTabs.getState().tabs).toHaveLength(1);
  });

  it('restores the tabs saved in the cookie and closes the others with "close all"', async () => {
    useTabs.getState().open({ key: '/dashboard/workplace', name: 'workplace' });
    useTabs.getState().reload();
    renderAt(<TabBar />, { path: '/usercenter/index', route });
    expect(await screen.findByText('工作台')).toBeInTheDocument();
    expect(screen.getByText('个人中心')).toBeInTheDocument();
    await menuAction('个人中心', '关闭全部');
    await waitFor(() => expect(screen.queryByText('工作台')).toBeNull());
    expect(useTabs.getState().tabs.map((t) => t.key)).toEqual(['/usercenter/index']);
  });

  it('is a navigation of links, each tab with a close button named after its page', async () => {
    useTabs.getState().open({ key: '/dashboard/workplace', name: 'workplace' });
    useTabs.getState().reload();
    renderAt(<TabBar />, { path: '/usercenter/index', route });
    const strip = await screen.findByRole('navigation', { name: '已打开的页面' });
    // Links, not a tablist: a tablist may hold tabs only, and each of these has a button beside it.
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('link', { name: '个人中心' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '工作台' })).not.toHaveAttribute('aria-current');
    expect(strip).toContainElement(screen.getByRole('link', { name: '工作台' }));
    fireEvent.click(screen.getByRole('button', { name: '关闭“工作台”' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: '工作台' })).toBeNull());
    expect(useTabs.getState().tabs.map((t) => t.key)).toEqual(['/usercenter/index']);
  });

  it("brings the current page's tab into view in a strip wider than the window", async () => {
    // jsdom lays nothing out, so it has no scrollIntoView of its own: this one records its callers.
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    for (const name of ['workplace', 'myProject', 'newProject']) useTabs.getState().open({ key: `/x/${name}`, name });
    useTabs.getState().reload();
    renderAt(<TabBar />, { path: '/usercenter/index', route });
    const current = await screen.findByRole('link', { name: '个人中心' });
    await waitFor(() => expect(scrolled.at(-1)).toBe(current));
  });
});
