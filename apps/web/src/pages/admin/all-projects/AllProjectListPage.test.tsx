import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import { routeKey } from '../../../api/call';
import { setToken } from '../../../auth/cookies';
import { useSession } from '../../../auth/session-store';
import { tabSocket } from '../../../realtime/socket';
import { ADMIN_MAP } from '../../../routes/admin';
import { fakeApi } from '../../../../test/fake-api';
import { gatewayStandIn } from '../../../../test/gateway-stand-in';
import { projectFixture } from '../../../../test/project-fixture';
import { renderAt } from '../../../../test/render';
import { sessionAs } from '../../../../test/session-as';
import AllProjectListPage from './AllProjectListPage';

/** The gateway's user room. */
const gateway = gatewayStandIn();

const route = ADMIN_MAP.routes.find((r) => r.path === '/PortalIndex/allProjectList')!;
const LIST = routeKey(Sproject.GetPaged);
const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const openWindow = { applyToTime: at(-20), uppriceFromTime: at(-10), uppriceToTime: at(50), paused: false };

/** The files the page hands to the browser's download, read as text. */
const saved: Blob[] = [];
const { createObjectURL, revokeObjectURL } = URL;
// The test DOM's Blob has no text(); its FileReader reads one.
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
beforeEach(() => {
  useSession.getState().reset();
  saved.length = 0;
  URL.createObjectURL = (blob: Blob) => {
    saved.push(blob);
    return 'blob:saved';
  };
  URL.revokeObjectURL = () => {};
});
afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

describe("the platform's projects (/PortalIndex/allProjectList)", () => {
  it("shows a project's new state the moment the push tells the administrator, with no reload", async () => {
    sessionAs(ROLES.admin);
    let state = 5;
    fakeApi({ [LIST]: () => ({ status: 200, result: { totalCount: 1, items: [projectFixture({ state })] } }) });
    setToken('admin-token');
    tabSocket('admin-token', gateway.url());
    renderAt(<AllProjectListPage />, { path: '/PortalIndex/allProjectList', route });
    const stateTag = async () =>
      within((await screen.findByText('办公桌椅采购')).closest('tr')!).getByTestId('project-state');
    expect(await stateTag()).toHaveTextContent('已发布');
    await gateway.connected();
    state = 7;
    gateway.sockets[0]!.emit('badge:counts', { v: 1, role: ROLES.admin, counts: {} });
    await waitFor(async () => expect(await stateTag()).toHaveTextContent('项目关闭'));
  });

  it('exports each state as the list shows it: a published project by where its window stands', async () => {
    sessionAs(ROLES.admin);
    const items = [
      projectFixture({ id: 1, projectName: '开放中', ...openWindow }),
      projectFixture({ id: 2, projectName: '已暂停', ...openWindow, paused: true }),
      projectFixture({ id: 3, projectName: '已关闭', state: 7 }),
    ];
    fakeApi({ [LIST]: () => ({ status: 200, result: { totalCount: items.length, items } }) });
    renderAt(<AllProjectListPage />, { path: '/PortalIndex/allProjectList', route });
    const shown = async (name: string) =>
      within((await screen.findByText(name)).closest('tr')!).getByTestId('project-state').textContent;
    expect(await shown('开放中')).toBe('竞价中');
    expect(await shown('已暂停')).toBe('竞价暂停');
    fireEvent.click(screen.getByRole('button', { name: /导出 CSV/ }));
    expect(saved).toHaveLength(1);
    const rows = (await textOf(saved[0]!)).split('\r\n').slice(1);
    const stateOf = (name: string) => rows.find((r) => r.includes(name))?.split(',')[4];
    expect(stateOf('开放中')).toBe(await shown('开放中'));
    expect(stateOf('已暂停')).toBe(await shown('已暂停'));
    expect(stateOf('已关闭')).toBe('项目关闭');
  });
});
