import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import { useSession } from '../../../auth/session-store';
import { ADMIN_MAP } from '../../../routes/admin';
import { fakeApi } from '../../../../test/fake-api';
import { renderAt } from '../../../../test/render';
import { sessionAs } from '../../../../test/session-as';
import { typeInto } from '../../../../test/type-into';
import WebNoticeListPage from './WebNoticeListPage';
import { WebNotice } from '@bidhall/contracts/routes/web-notice';
import { routeKey } from '../../../api/call';

const route = ADMIN_MAP.routes.find((r) => r.path === '/eWebNoticeList')!;
const notice = {
  id: 4,
  title: '系统维护通知',
  content: '<p>周六维护</p>',
  isEnabled: true,
  creationTime: '2029-12-01T02:00:00.000Z',
  lastModificationTime: '2029-12-01T02:00:00.000Z',
};
const LIST = routeKey(WebNotice.GetPaged);

beforeEach(() => useSession.getState().reset());

describe('platform notices (/eWebNoticeList)', () => {
  it('checks the title as the contract does before creating a notice', async () => {
    sessionAs(ROLES.admin);
    const calls = fakeApi({
      [LIST]: () => ({ status: 200, result: { totalCount: 1, items: [notice] } }),
      [routeKey(WebNotice.Create)]: () => ({ status: 200, result: notice }),
    });
    renderAt(<WebNoticeListPage />, { path: '/eWebNoticeList', route });
    fireEvent.click(await screen.findByTestId('add-notice'));
    const dialog = await screen.findByRole('dialog');
    typeInto('公告标题', '<script>');
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('只能包含文字、数字和常用标点')).toBeInTheDocument();
    typeInto('公告标题', '春节放假通知');
    typeInto('公告内容', '2 月 1 日起放假');
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('WebNotice/Create'))?.body).toEqual({
        title: '春节放假通知',
        content: '2 月 1 日起放假',
        isEnabled: true,
      }),
    );
  });

  it('deletes only after the confirmation, with DELETE and the id in the query', async () => {
    sessionAs(ROLES.admin);
    const calls = fakeApi({
      [LIST]: () => ({ status: 200, result: { totalCount: 1, items: [notice] } }),
      [routeKey(WebNotice.Delete)]: () => ({ status: 200, result: null }),
    });
    renderAt(<WebNoticeListPage />, { path: '/eWebNoticeList', route });
    fireEvent.click(await screen.findByTestId('delete-4'));
    expect(await screen.findByText('删除后不可恢复，确定删除“系统维护通知”吗？')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click((await screen.findByRole('dialog')).querySelector('.ant-btn-dangerous')!);
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.params).toEqual({ id: 4 }));
  });

  it('hides writing and deleting without the permission', async () => {
    sessionAs(ROLES.admin, [{ permissionId: 'platformNotice', actionList: ['query', 'get'] }]);
    fakeApi({ [LIST]: () => ({ status: 200, result: { totalCount: 1, items: [notice] } }) });
    renderAt(<WebNoticeListPage />, { path: '/eWebNoticeList', route });
    expect(await screen.findByText('系统维护通知')).toBeInTheDocument();
    expect(screen.queryByTestId('add-notice')).not.toBeInTheDocument();
    expect(screen.queryByTestId('delete-4')).not.toBeInTheDocument();
  });
});
