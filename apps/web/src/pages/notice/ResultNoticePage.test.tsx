import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import type { RoleName } from '@bidhall/domain/roles';
import { useSession } from '../../auth/session-store';
import { fakeApi } from '../../../test/fake-api';
import { projectFixture } from '../../../test/project-fixture';
import { renderAt } from '../../../test/render';
import { sessionAs } from '../../../test/session-as';
import { answerConfirm, routeAt } from '../../../test/workflow';
import { pasteRich } from '../../components/rich-text/type-rich';
import ResultNoticePage from './ResultNoticePage';
import { Announcement } from '@bidhall/contracts/routes/announcement';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import { routeKey } from '../../api/call';

const notice = {
  id: 3,
  projectId: 7,
  projectName: '办公桌椅采购',
  projectNum: 'P-0001',
  type: 5,
  typeName: '结果公告',
  title: '办公桌椅采购结果公告',
  content: '乙供应商中标',
  status: 1,
  applyToTime: null,
  uppriceFromTime: null,
  uppriceToTime: null,
  publishedAt: '2030-01-04T02:00:00.000Z',
  creationTime: '2030-01-04T01:00:00.000Z',
  attachments: [],
};

function show(role: RoleName, state: number, items: unknown[] = []) {
  const calls = fakeApi({
    [routeKey(Sproject.GetSprojectDetail)]: () => ({ status: 200, result: projectFixture({ id: 7, state }) }),
    [routeKey(Announcement.GetList)]: () => ({ status: 200, result: { items } }),
    [routeKey(Announcement.CreateOrUpdate)]: () => ({ status: 200, result: { ...notice, status: 0 } }),
    [routeKey(Announcement.Publish)]: () => ({ status: 200, result: notice }),
    [routeKey(Announcement.DraftFromResult)]: () => ({ status: 200, result: { ...notice, type: 6, status: 0 } }),
  });
  renderAt(<ResultNoticePage />, {
    path: '/projectResultNotice?id=7',
    route: routeAt(role, '/projectResultNotice'),
    role,
  });
  return calls;
}

beforeEach(() => useSession.getState().reset());

describe('result announcement (/projectResultNotice)', () => {
  it('the agency writes the result in the editor, sees it in the preview, and publishes after a confirmation', async () => {
    sessionAs(ROLES.agency);
    const calls = show(ROLES.agency, 7);
    const box = await screen.findByRole('textbox', { name: '公告内容' });
    pasteRich(box, '', '<h2>中标结果</h2><ul><li>乙供应商</li></ul>');
    fireEvent.click(screen.getByTestId('notice-publish'));
    const preview = await screen.findByTestId('notice-preview');
    expect(within(preview).getByText('办公桌椅采购结果公告')).toBeInTheDocument();
    expect(within(preview).getByRole('heading', { level: 2, name: '中标结果' })).toBeInTheDocument();
    expect(within(preview).getByRole('listitem')).toHaveTextContent('乙供应商');
    expect(calls.some((c) => c.url.endsWith('CreateOrUpdate'))).toBe(false);
    fireEvent.click(screen.getByTestId('preview-publish'));
    await answerConfirm(false);
    expect(calls.some((c) => c.url.endsWith('Publish'))).toBe(false);
    fireEvent.click(screen.getByTestId('preview-publish'));
    await answerConfirm(true);
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('Publish'))?.body).toEqual({ id: 3 }));
    expect(calls.find((c) => c.url.endsWith('CreateOrUpdate'))?.body).toMatchObject({
      projectId: 7,
      type: 5,
      title: '办公桌椅采购结果公告',
      content: '<h2>中标结果</h2><ul><li><p>乙供应商</p></li></ul>',
    });
  });

  it('previews a draft without publishing it', async () => {
    sessionAs(ROLES.agency);
    const calls = show(ROLES.agency, 6);
    pasteRich(await screen.findByRole('textbox', { name: '公告内容' }), '草拟中的结果');
    fireEvent.click(screen.getByTestId('notice-preview-open'));
    expect(within(await screen.findByTestId('notice-preview')).getByText('草拟中的结果')).toBeInTheDocument();
    expect(screen.queryByTestId('preview-publish')).toBeNull();
    expect(calls.some((c) => c.url.endsWith('CreateOrUpdate'))).toBe(false);
  });

  it('lets the agency only save a draft while the purchaser has not confirmed the result', async () => {
    sessionAs(ROLES.agency);
    show(ROLES.agency, 6);
    expect(await screen.findByTestId('notice-save')).toBeInTheDocument();
    expect(screen.queryByTestId('notice-publish')).toBeNull();
  });

  it('shows the purchaser the published notice with no editor', async () => {
    sessionAs(ROLES.purchaser);
    show(ROLES.purchaser, 7, [notice]);
    expect(await screen.findByText('乙供应商中标')).toBeInTheDocument();
    expect(screen.queryByTestId('notice-editor')).toBeNull();
  });

  it('opens the draft the confirmation wrote from the template in the editor, for the agency to review', async () => {
    sessionAs(ROLES.agency);
    show(ROLES.agency, 7, [{ ...notice, status: 0, content: '<p>成交供应商：乙供应商 | 金额（元） 98,000.00</p>' }]);
    const box = await screen.findByRole('textbox', { name: '公告内容' });
    await waitFor(() => expect(box).toHaveTextContent('乙供应商 | 金额（元） 98,000.00'));
    expect(screen.queryByTestId('notice-from-template')).toBeNull();
    expect(screen.getByTestId('notice-publish')).toBeInTheDocument();
  });

  it("drafts a failed project's failure notice from the template on the agency's request", async () => {
    sessionAs(ROLES.agency);
    const calls = show(ROLES.agency, 8);
    fireEvent.click(await screen.findByTestId('notice-from-template'));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('DraftFromResult'))?.body).toEqual({ projectId: 7, type: 6 }),
    );
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('GetList')).length).toBe(2));
  });
});
