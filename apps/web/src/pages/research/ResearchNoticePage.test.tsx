import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { permissionsForRoles } from '@bidhall/domain/permissions';
import { ROLES } from '@bidhall/domain/roles';
import type { RoleName } from '@bidhall/domain/roles';
import { useSession } from '../../auth/session-store';
import { fakeApi } from '../../../test/fake-api';
import { projectFixture } from '../../../test/project-fixture';
import { renderAt } from '../../../test/render';
import { sessionAs } from '../../../test/session-as';
import { answerConfirm, routeAt } from '../../../test/workflow';
import ResearchNoticePage from './ResearchNoticePage';
import { Announcement } from '@bidhall/contracts/routes/announcement';
import { Research } from '@bidhall/contracts/routes/research';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import { routeKey } from '../../api/call';

const project = projectFixture({ id: 7, mode: 1, projectType: 3, projectName: '电脑市场调研', state: 5 });
const questions = [{ key: 'q1', title: '单价', type: 'price', required: true, unit: '元/台' }];
const openSurvey = {
  projectId: 7,
  projectName: '电脑市场调研',
  description: '',
  deadline: '2030-02-01T02:00:00.000Z',
  status: 1,
  publishedAt: '2030-01-01T02:00:00.000Z',
  correctedAt: null,
  terminatedAt: null,
  terminationReason: null,
  questions,
  responseCount: 2,
  serverNow: '2030-01-10T02:00:00.000Z',
};
const notice = (type: number) => ({
  id: 40 + type,
  projectId: 7,
  projectName: '电脑市场调研',
  projectNum: 'P-0001',
  type,
  typeName: '',
  title: '电脑市场调研公告',
  content: '',
  status: 0,
  applyToTime: null,
  uppriceFromTime: null,
  uppriceToTime: null,
  publishedAt: null,
  creationTime: '2030-01-10T01:00:00.000Z',
  attachments: [],
});

function show(
  role: RoleName = ROLES.agency,
  survey: object = openSurvey,
  permissions?: Parameters<typeof sessionAs>[1],
) {
  sessionAs(role, permissions);
  const calls = fakeApi({
    [routeKey(Sproject.GetSprojectDetail)]: () => ({ status: 200, result: project }),
    [routeKey(Research.Get)]: () => ({ status: 200, result: survey }),
    [routeKey(Announcement.GetList)]: () => ({ status: 200, result: { items: [] } }),
    [routeKey(Announcement.CreateOrUpdate)]: (call) => ({
      status: 200,
      result: notice((call.body as { type: number }).type),
    }),
    [routeKey(Announcement.Publish)]: (call) => ({
      status: 200,
      result: { ...notice(Number((call.body as { id: number }).id) - 40), status: 1 },
    }),
  });
  renderAt(<ResearchNoticePage />, { path: '/researchNotice?id=7', route: routeAt(role, '/researchNotice'), role });
  return calls;
}
const posted = (calls: ReturnType<typeof fakeApi>, method: string) =>
  calls.filter((c) => c.method === 'POST' && c.url.endsWith(method));
const surveyLoads = (calls: ReturnType<typeof fakeApi>) => calls.filter((c) => c.url.endsWith('Research/Get')).length;

/** Types a time into the deadline picker and commits it. */
function pickDeadline(value: string) {
  const input = screen.getByTestId('correction-deadline-input').closest('.ant-picker')!.querySelector('input')!;
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.blur(input);
}

/** Publish, through the preview and the confirmation (answered `ok`). */
async function publish(ok = true) {
  fireEvent.click(screen.getByTestId('notice-publish'));
  fireEvent.click(await screen.findByTestId('preview-publish'));
  await answerConfirm(ok);
}

beforeEach(() => useSession.getState().reset());

describe('research notices (/researchNotice)', () => {
  it('8: the new deadline is a field of the correction notice, checked beside it by the domain rule', async () => {
    const calls = show();
    fireEvent.click(await screen.findByRole('tab', { name: '调研更正公告' }));
    expect(await screen.findByTestId('notice-effect-8')).toHaveTextContent('发布本公告即更正问卷的填报截止时间');
    pickDeadline('2030-01-20 10:00');
    fireEvent.click(screen.getByTestId('notice-publish'));
    expect(await screen.findByText('新的截止时间不能早于原截止时间')).toBeInTheDocument();
    expect(posted(calls, 'CreateOrUpdate')).toHaveLength(0);

    pickDeadline('2030-03-01 10:00');
    const loads = surveyLoads(calls);
    await publish();
    await waitFor(() => expect(posted(calls, 'Announcement/Publish').map((c) => c.body)).toEqual([{ id: 48 }]));
    expect(posted(calls, 'CreateOrUpdate')[0]?.body).toMatchObject({
      projectId: 7,
      type: 8,
      times: { applyToTime: dayjs('2030-03-01 10:00').toISOString() },
    });
    // The notice was the one step: the survey was reloaded, never changed by a call of its own.
    await waitFor(() => expect(surveyLoads(calls)).toBeGreaterThan(loads));
    expect(calls.filter((c) => c.url.includes('/Research/') && c.method === 'POST')).toEqual([]);
  });

  it('8: a correction with no new deadline only announces', async () => {
    const calls = show();
    fireEvent.click(await screen.findByRole('tab', { name: '调研更正公告' }));
    await screen.findByTestId('correction-deadline');
    await publish();
    await waitFor(() => expect(posted(calls, 'Announcement/Publish')).toHaveLength(1));
    expect(posted(calls, 'CreateOrUpdate')[0]?.body).not.toHaveProperty('times');
  });

  it('8: asks no deadline once the survey is terminated', async () => {
    show(ROLES.agency, {
      ...openSurvey,
      status: 2,
      terminatedAt: '2030-01-09T02:00:00.000Z',
      terminationReason: '需求取消',
    });
    fireEvent.click(await screen.findByRole('tab', { name: '调研更正公告' }));
    expect(await screen.findByTestId('notice-editor')).toBeInTheDocument();
    expect(screen.queryByTestId('correction-deadline')).toBeNull();
  });

  it('9: publishing the termination notice is the single step, after the confirmation', async () => {
    const calls = show();
    fireEvent.click(await screen.findByRole('tab', { name: '调研终止公告' }));
    expect(await screen.findByTestId('notice-effect-9')).toHaveTextContent('公告正文作为终止原因');
    await publish(false);
    expect(posted(calls, 'Announcement/Publish')).toHaveLength(0);
    await publish(true);
    await waitFor(() => expect(posted(calls, 'Announcement/Publish').map((c) => c.body)).toEqual([{ id: 49 }]));
    expect(posted(calls, 'CreateOrUpdate').at(-1)?.body).toMatchObject({ type: 9, title: '电脑市场调研调研终止公告' });
    expect(calls.filter((c) => c.url.includes('/Research/') && c.method === 'POST')).toEqual([]);
  });

  it('hides the editor and the deadline field without the add permission on announcements', async () => {
    show(
      ROLES.agency,
      openSurvey,
      permissionsForRoles([ROLES.agency]).map((p) =>
        p.permissionId === 'announcement' ? { ...p, actionList: ['query', 'get'] } : p,
      ),
    );
    fireEvent.click(await screen.findByRole('tab', { name: '调研更正公告' }));
    expect(await screen.findByText('暂无公告')).toBeInTheDocument();
    expect(screen.queryByTestId('notice-editor')).toBeNull();
    expect(screen.queryByTestId('correction-deadline')).toBeNull();
  });
});
