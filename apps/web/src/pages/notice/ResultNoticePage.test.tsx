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
import ResultNoticePage from './ResultNoticePage';

const notice = { id: 3, projectId: 7, projectName: '办公桌椅采购', projectNum: 'P-0001', type: 5, typeName: '结果公告', title: '办公桌椅采购结果公告', content: '乙供应商中标', status: 1, applyToTime: null, uppriceFromTime: null, uppriceToTime: null, publishedAt: '2030-01-04T02:00:00.000Z', creationTime: '2030-01-04T01:00:00.000Z', attachments: [] };

function show(role: RoleName, state: number, items: unknown[] = []) {
  const calls = fakeApi({
    'GET /api/services/app/Sproject/GetSprojectDetail': () => ({ status: 200, result: projectFixture({ id: 7, state }) }),
    'GET /api/services/app/Announcement/GetList': () => ({ status: 200, result: { items } }),
    'POST /api/services/app/Announcement/CreateOrUpdate': () => ({ status: 200, result: { ...notice, status: 0 } }),
    'POST /api/services/app/Announcement/Publish': () => ({ status: 200, result: notice }),
  });
  renderAt(<ResultNoticePage />, { path: '/projectResultNotice?id=7', route: routeAt(role, '/projectResultNotice'), role });
  return calls;
}

beforeEach(() => useSession.getState().reset());

describe('result announcement (/projectResultNotice)', () => {
  it('the agency publishes the result of a closed project only after a confirmation', async () => {
    sessionAs(ROLES.agency);
    const calls = show(ROLES.agency, 7);
    fireEvent.click(await screen.findByTestId('notice-publish'));
    await answerConfirm(false);
    expect(calls.some((c) => c.url.endsWith('Publish'))).toBe(false);
    fireEvent.click(screen.getByTestId('notice-publish'));
    await answerConfirm(true);
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('Publish'))?.body).toEqual({ id: 3 }));
    expect(calls.find((c) => c.url.endsWith('CreateOrUpdate'))?.body).toMatchObject({ projectId: 7, type: 5, title: '办公桌椅采购结果公告' });
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
});
