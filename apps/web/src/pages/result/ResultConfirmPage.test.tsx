import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import { useSession } from '../../auth/session-store';
import { fakeApi } from '../../../test/fake-api';
import { projectFixture } from '../../../test/project-fixture';
import { renderAt } from '../../../test/render';
import { sessionAs } from '../../../test/session-as';
import { answerConfirm, routeAt } from '../../../test/workflow';
import ResultConfirmPage from './ResultConfirmPage';
import { Result } from '@bidhall/contracts/routes/result';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import { routeKey } from '../../api/call';

const result = {
  projectId: 1,
  winbidRule: 1,
  state: 6,
  winners: [{ supplierId: 11, companyName: '甲供应商', amount: '98000.00' }],
  average: null,
  reason: null,
  board: null,
  submittedAt: '2030-01-02T03:05:00.000Z',
  confirmedAt: null,
};
const route = routeAt(ROLES.purchaser, '/projectQuoteAudit');

beforeEach(() => useSession.getState().reset());

describe('result confirmation (/projectQuoteAudit, purchaser)', () => {
  it('shows the winner and confirms the result only after the dialog', async () => {
    sessionAs(ROLES.purchaser);
    const calls = fakeApi({
      [routeKey(Sproject.GetSprojectDetail)]: () => ({ status: 200, result: projectFixture({ state: 6 }) }),
      [routeKey(Result.Get)]: () => ({ status: 200, result }),
      [routeKey(Result.Confirm)]: () => ({ status: 200, result: { ...result, state: 7 } }),
    });
    renderAt(<ResultConfirmPage />, { path: '/projectQuoteAudit?id=1', route, role: ROLES.purchaser });
    expect(await screen.findByText('甲供应商')).toBeInTheDocument();
    expect(screen.getByText('98,000.00')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('result-confirm'));
    await answerConfirm(false);
    expect(calls.some((c) => c.url.endsWith('Confirm'))).toBe(false);
    fireEvent.click(screen.getByTestId('result-confirm'));
    await answerConfirm(true);
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('Confirm'))?.body).toEqual({ projectId: 1 }));
  });

  it('shows the whole ranking of a price method beside the winner: every bidder by its last quote', async () => {
    sessionAs(ROLES.purchaser);
    const quote = (seq: number, supplierId: number, companyName: string, amount: string) => ({
      seq,
      supplierId,
      companyName,
      amount,
      acceptedAt: new Date(Date.UTC(2030, 0, 2, 3, 0, seq)).toISOString(),
    });
    fakeApi({
      [routeKey(Sproject.GetSprojectDetail)]: () => ({
        status: 200,
        result: projectFixture({ state: 6, winbidRule: 1 }),
      }),
      [routeKey(Result.Get)]: () => ({ status: 200, result }),
      [routeKey(Sproject.GetSprojectPriceList)]: () => ({
        status: 200,
        result: {
          items: [
            quote(1, 12, '乙供应商', '99500.00'),
            quote(2, 11, '甲供应商', '99000.00'),
            quote(3, 12, '乙供应商', '98500.00'),
            quote(4, 11, '甲供应商', '98000.00'),
            quote(5, 13, '丙供应商', '99900.00'),
          ],
        },
      }),
    });
    renderAt(<ResultConfirmPage />, { path: '/projectQuoteAudit?id=1', route, role: ROLES.purchaser });
    const ranking = await screen.findByTestId('result-ranking');
    await waitFor(() => expect(within(ranking).getAllByRole('row')).toHaveLength(4));
    const rows = within(ranking)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows[0]).toContain('甲供应商');
    expect(rows[0]).toContain('98,000.00');
    expect(rows[1]).toContain('乙供应商');
    expect(rows[2]).toContain('丙供应商');
  });

  it('offers no decision to a purchaser without the edit action', async () => {
    sessionAs(ROLES.purchaser, [{ permissionId: 'project', actionList: ['query', 'get'] }]);
    fakeApi({
      [routeKey(Sproject.GetSprojectDetail)]: () => ({ status: 200, result: projectFixture({ state: 6 }) }),
      [routeKey(Result.Get)]: () => ({ status: 200, result }),
    });
    renderAt(<ResultConfirmPage />, { path: '/projectQuoteAudit?id=1', route, role: ROLES.purchaser });
    expect(await screen.findByText('甲供应商')).toBeInTheDocument();
    expect(screen.queryByTestId('result-confirm')).toBeNull();
    expect(screen.queryByTestId('result-return')).toBeNull();
  });

  it('returns the result only with a reason, checked beside the field', async () => {
    sessionAs(ROLES.purchaser);
    const calls = fakeApi({
      [routeKey(Sproject.GetSprojectDetail)]: () => ({ status: 200, result: projectFixture({ state: 6 }) }),
      [routeKey(Result.Get)]: () => ({ status: 200, result }),
      [routeKey(Result.Return)]: () => ({ status: 200, result: { projectId: 1, state: 5 } }),
    });
    renderAt(<ResultConfirmPage />, { path: '/projectQuoteAudit?id=1', route, role: ROLES.purchaser });
    fireEvent.click(await screen.findByTestId('result-return'));
    fireEvent.click(await screen.findByRole('button', { name: '确认退回' }));
    expect(await screen.findByText('此项为必填项')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('reason-input'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: '确认退回' }));
    expect(await screen.findByText('退回时必须填写原因')).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('Return'))).toBe(false);
    fireEvent.change(screen.getByTestId('reason-input'), { target: { value: '评分汇总有误' } });
    fireEvent.click(screen.getByRole('button', { name: '确认退回' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('Return'))?.body).toEqual({ projectId: 1, reason: '评分汇总有误' }),
    );
  });

  it('serves /projectPbResultCheck of a scoring project with its title and score board', async () => {
    sessionAs(ROLES.purchaser);
    const row = {
      rank: 1,
      supplierId: 11,
      companyName: '甲供应商',
      amount: '98000.00',
      priceScore: '30.00',
      technical: '40.00',
      business: '20.00',
      totalScore: '90.00',
      shortlisted: false,
      experts: [{ expertUserId: 5, technical: '40.00', business: '20.00' }],
    };
    fakeApi({
      [routeKey(Sproject.GetSprojectDetail)]: () => ({
        status: 200,
        result: projectFixture({ state: 6, winbidRule: 5 }),
      }),
      [routeKey(Result.Get)]: () => ({ status: 200, result: { ...result, winbidRule: 5, board: [row] } }),
    });
    renderAt(<ResultConfirmPage />, {
      path: '/projectPbResultCheck?id=1',
      route: routeAt(ROLES.purchaser, '/projectPbResultCheck'),
      role: ROLES.purchaser,
    });
    expect(await screen.findByText('评审结果确认')).toBeInTheDocument();
    expect(await screen.findByTestId('score-board')).toHaveTextContent('90.00');
    expect(screen.getByTestId('result-confirm')).toBeInTheDocument();
  });
});
