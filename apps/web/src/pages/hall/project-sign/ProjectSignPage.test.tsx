import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '../../../../test/fake-api';
import { renderAt } from '../../../../test/render';
import ProjectSignPage from './ProjectSignPage';
import { EApply } from '@bidhall/contracts/routes/eapply';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import { routeKey } from '../../../api/call';

const soon = new Date(Date.now() + 86_400_000).toISOString();
const project = {
  id: 6,
  projectName: '办公家具网上竞价',
  state: 5,
  applyToTime: soon,
  uppriceFromTime: soon,
  uppriceToTime: soon,
};
const returned = {
  id: 3,
  projectId: 6,
  status: 2,
  comment: '资质证书已过期',
  linkman: '赵',
  linkPhone: '13800000000',
  content: '',
  submitTime: new Date().toISOString(),
};

describe('ProjectSignPage', () => {
  it('shows a returned sign-up with its reason and resubmits it', async () => {
    const calls = fakeApi({
      [routeKey(Sproject.GetMyQuotedSprojectDetail)]: () => ({
        status: 200,
        result: { project, eApply: returned, quotes: [] },
      }),
      [routeKey(EApply.Submit)]: () => ({ status: 200, result: { ...returned, status: 0, comment: null } }),
    });
    renderAt(<ProjectSignPage />, { path: '/bid/project-sign?id=6' });
    expect(await screen.findByTestId('sign-status')).toHaveTextContent('已退回');
    expect(screen.getByTestId('return-reason')).toHaveTextContent('资质证书已过期');
    fireEvent.click(screen.getByTestId('sign-submit'));
    await waitFor(() => expect(screen.getByTestId('sign-status')).toHaveTextContent('待审核'));
    expect(calls.find((c) => c.url.endsWith('EApply/Submit'))!.body).toMatchObject({
      projectId: 6,
      linkman: '赵',
      linkPhone: '13800000000',
    });
  });

  it('offers the hall once the sign-up passed', async () => {
    fakeApi({
      [routeKey(Sproject.GetMyQuotedSprojectDetail)]: () => ({
        status: 200,
        result: { project, eApply: { ...returned, status: 1, comment: null }, quotes: [] },
      }),
    });
    renderAt(<ProjectSignPage />, { path: '/bid/project-sign?id=6' });
    expect(await screen.findByText('进入竞价大厅')).toBeInTheDocument();
    expect(screen.queryByTestId('sign-submit')).toBeNull();
  });
});
