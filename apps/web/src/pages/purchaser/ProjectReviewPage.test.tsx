import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import { useSession } from '../../auth/session-store';
import { fakeApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { projectFixture } from '../../../test/project-fixture';
import { sessionAs } from '../../../test/session-as';
import { answerConfirm, routeAt } from '../../../test/workflow';
import ProjectReviewPage from './ProjectReviewPage';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import { routeKey } from '../../api/call';

const route = routeAt(ROLES.purchaser, '/ProjectInfoRead');
const show = () => renderAt(<ProjectReviewPage />, { path: '/ProjectInfoRead?id=7', route, role: ROLES.purchaser });

beforeEach(() => useSession.getState().reset());

describe('project review (/ProjectInfoRead)', () => {
  it('passes the project after a confirmation', async () => {
    sessionAs(ROLES.purchaser);
    const calls = fakeApi({
      [routeKey(Sproject.GetSprojectDetail)]: () => ({ status: 200, result: projectFixture({ id: 7, state: 2 }) }),
      [routeKey(Sproject.UpStatus)]: () => ({ status: 200, result: projectFixture({ id: 7, state: 4 }) }),
    });
    show();
    expect(await screen.findByText('办公桌椅采购')).toBeInTheDocument();
    expect(screen.getByText('120,000.00 (壹拾贰万元整)')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('review-pass'));
    await answerConfirm(true);
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('UpStatus'))?.params).toEqual({ id: 7, state: 4 }));
  });

  it('returns the project only with a reason', async () => {
    sessionAs(ROLES.purchaser);
    const calls = fakeApi({
      [routeKey(Sproject.GetSprojectDetail)]: () => ({ status: 200, result: projectFixture({ id: 7, state: 2 }) }),
      [routeKey(Sproject.UpStatus)]: () => ({ status: 200, result: projectFixture({ id: 7, state: 3 }) }),
    });
    show();
    fireEvent.click(await screen.findByTestId('review-return'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认退回' }));
    expect(await within(dialog).findByText('此项为必填项')).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('UpStatus'))).toBe(false);
    fireEvent.change(within(dialog).getByTestId('reason-input'), { target: { value: '预算与需求不符' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认退回' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('UpStatus'))).toMatchObject({
        params: { id: 7, state: 3 },
        body: { reason: '预算与需求不符' },
      }),
    );
  });

  it('shows no decision without the edit permission, nor once the project has moved on', async () => {
    sessionAs(ROLES.purchaser, [{ permissionId: 'project', actionList: ['query', 'get'] }]);
    fakeApi({
      [routeKey(Sproject.GetSprojectDetail)]: () => ({ status: 200, result: projectFixture({ id: 7, state: 2 }) }),
    });
    show();
    expect(await screen.findByText('办公桌椅采购')).toBeInTheDocument();
    expect(screen.queryByTestId('review-pass')).toBeNull();
    expect(screen.queryByTestId('review-return')).toBeNull();
  });
});
