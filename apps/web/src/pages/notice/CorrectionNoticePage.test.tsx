import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import type { RoleName } from '@bidhall/domain/roles';
import { useSession } from '../../auth/session-store';
import { fakeApi } from '../../../test/fake-api';
import { projectFixture } from '../../../test/project-fixture';
import { renderAt } from '../../../test/render';
import { sessionAs } from '../../../test/session-as';
import { answerConfirm, routeAt } from '../../../test/workflow';
import CorrectionNoticePage from './CorrectionNoticePage';
import { Announcement } from '@bidhall/contracts/routes/announcement';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import { routeKey } from '../../api/call';

const draft = {
  id: 4,
  projectId: 7,
  projectName: '办公桌椅采购',
  projectNum: 'P-0001',
  type: 2,
  typeName: '更正公告',
  title: '办公桌椅采购更正公告',
  content: '',
  status: 0,
  applyToTime: null,
  uppriceFromTime: null,
  uppriceToTime: null,
  publishedAt: null,
  creationTime: '2029-12-20T01:00:00.000Z',
  attachments: [],
};

function show(role: RoleName) {
  const calls = fakeApi({
    [routeKey(Sproject.GetSprojectDetail)]: () => ({ status: 200, result: projectFixture({ id: 7, state: 5 }) }),
    [routeKey(Announcement.GetList)]: () => ({ status: 200, result: { items: [] } }),
    [routeKey(Announcement.CreateOrUpdate)]: () => ({ status: 200, result: draft }),
    [routeKey(Announcement.Publish)]: () => ({ status: 200, result: { ...draft, status: 1 } }),
  });
  renderAt(<CorrectionNoticePage />, {
    path: '/projectCorrectionNotice?id=7',
    route: routeAt(role, '/projectCorrectionNotice'),
    role,
  });
  return calls;
}

/** Types a time into a picker and commits it. */
function pick(field: string, value: string) {
  const input = screen.getByTestId(`time-${field}`).closest('.ant-picker')!.querySelector('input')!;
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.blur(input);
}

beforeEach(() => useSession.getState().reset());

describe('correction announcement (/projectCorrectionNotice)', () => {
  it('refuses to move a time backward, beside the field, with the domain rule', async () => {
    sessionAs(ROLES.agency);
    const calls = show(ROLES.agency);
    await screen.findByTestId('correction-times');
    pick('uppriceToTime', '2029-12-31 10:00');
    fireEvent.click(screen.getByTestId('notice-publish'));
    expect(await screen.findByText('更正只能将时间延后')).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('CreateOrUpdate'))).toBe(false);
  });

  it('publishes the times it moves forward after a confirmation', async () => {
    sessionAs(ROLES.agency);
    const calls = show(ROLES.agency);
    await screen.findByTestId('correction-times');
    pick('uppriceToTime', '2030-01-02 20:00');
    fireEvent.click(screen.getByTestId('notice-publish'));
    fireEvent.click(await screen.findByTestId('preview-publish'));
    await answerConfirm(true);
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('Publish'))?.body).toEqual({ id: 4 }));
    const saved = calls.find((c) => c.url.endsWith('CreateOrUpdate'))?.body as {
      type: number;
      times: Record<string, string>;
    };
    expect(saved.type).toBe(2);
    expect(Object.keys(saved.times)).toEqual(['uppriceToTime']);
  });

  it('shows no editor to the purchaser', async () => {
    sessionAs(ROLES.purchaser);
    show(ROLES.purchaser);
    expect(await screen.findByText('暂无公告')).toBeInTheDocument();
    expect(screen.queryByTestId('correction-times')).toBeNull();
  });
});
