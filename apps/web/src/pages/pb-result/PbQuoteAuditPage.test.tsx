import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import { useSession } from '../../auth/session-store';
import { formatTime } from '../../components/project/format-time';
import { fakeApi } from '../../../test/fake-api';
import { projectFixture } from '../../../test/project-fixture';
import { renderAt } from '../../../test/render';
import { sessionAs } from '../../../test/session-as';
import { routeAt } from '../../../test/workflow';
import PbQuoteAuditPage from './PbQuoteAuditPage';
import { Evaluation } from '@bidhall/contracts/routes/evaluation';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import { routeKey } from '../../api/call';

const route = routeAt(ROLES.purchaser, '/projectPbQuoteAudit');
const rows = [
  {
    rank: 1,
    supplierId: 11,
    companyName: '甲供应商',
    amount: '98000.00',
    priceScore: '30.00',
    technical: '42.50',
    business: '18.00',
    totalScore: '90.50',
    shortlisted: true,
    experts: [{ expertUserId: 5, technical: '42.50', business: '18.00' }],
  },
  {
    rank: 2,
    supplierId: 12,
    companyName: '乙供应商',
    amount: '120000.00',
    priceScore: '24.50',
    technical: '30.00',
    business: '15.00',
    totalScore: '69.50',
    shortlisted: false,
    experts: [{ expertUserId: 5, technical: '30.00', business: '15.00' }],
  },
];

function show(board: (() => { status: number; result?: unknown; error?: unknown }) | undefined) {
  fakeApi({
    [routeKey(Sproject.GetSprojectDetail)]: () => ({
      status: 200,
      result: projectFixture({ state: 6, winbidRule: 7 }),
    }),
    ...(board ? { [routeKey(Evaluation.GetScoreBoard)]: board } : {}),
    [routeKey(Evaluation.GetOpenedQuotes)]: () => ({
      status: 200,
      result: { projectId: 1, openedAt: '2030-01-02T03:01:00.000Z', ranking: [] },
    }),
    [routeKey(Evaluation.GetExperts)]: () => ({
      status: 200,
      result: [{ userId: 5, userName: 'expert1', name: '王专家', submittedAt: '2030-01-02T04:00:00.000Z' }],
    }),
  });
  renderAt(<PbQuoteAuditPage />, { path: '/projectPbQuoteAudit?id=1', route, role: ROLES.purchaser });
}

beforeEach(() => useSession.getState().reset());

describe('evaluation review (/projectPbQuoteAudit, purchaser)', () => {
  it('shows the ranking with price scores, mean expert points, totals and the shortlist', async () => {
    sessionAs(ROLES.purchaser);
    show(() => ({ status: 200, result: { projectId: 1, expertsAssigned: 2, expertsSubmitted: 1, rows } }));
    const board = await screen.findByTestId('score-board');
    const first = within(board).getByText('甲供应商').closest('tr')!;
    expect(first).toHaveTextContent('98,000.00');
    expect(first).toHaveTextContent('30.00');
    expect(first).toHaveTextContent('90.50');
    expect(first).toHaveTextContent('入围');
    expect(within(board).getByText('乙供应商').closest('tr')).not.toHaveTextContent('入围');
    expect(screen.getByText('1/2 位专家已提交')).toBeInTheDocument();
    expect(screen.getByTestId('scores-pending')).toBeInTheDocument();
    expect(screen.getByText(formatTime('2030-01-02T03:01:00.000Z'))).toBeInTheDocument();
    // Each expert's own points under the bidder, named from the panel.
    fireEvent.click(within(first).getByRole('button'));
    expect(await screen.findByText('王专家')).toBeInTheDocument();
  });

  it('says the quotes are not open yet when the api refuses the board', async () => {
    sessionAs(ROLES.purchaser);
    show(() => ({ status: 500, error: { code: 0, message: '报价尚未开启', details: null, validationErrors: null } }));
    expect(await screen.findByTestId('not-opened')).toBeInTheDocument();
    expect(screen.queryByTestId('score-board')).toBeNull();
  });
});
