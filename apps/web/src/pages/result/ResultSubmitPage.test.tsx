import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import { useSession } from '../../auth/session-store';
import { fakeApi } from '../../../test/fake-api';
import type { Call } from '../../../test/fake-api';
import { projectFixture } from '../../../test/project-fixture';
import { renderAt } from '../../../test/render';
import { sessionAs } from '../../../test/session-as';
import { answerConfirm, routeAt } from '../../../test/workflow';
import ResultSubmitPage from './ResultSubmitPage';
import { Evaluation } from '@bidhall/contracts/routes/evaluation';
import { Result } from '@bidhall/contracts/routes/result';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import { routeKey } from '../../api/call';

const route = routeAt(ROLES.agency, '/projectQuoteAudit');
const ranking = [
  { rank: 1, supplierId: 11, companyName: '甲供应商', amount: '98000.00', acceptedAt: 1, seq: 1, quoteCount: 1 },
  { rank: 2, supplierId: 12, companyName: '乙供应商', amount: '99000.00', acceptedAt: 2, seq: 2, quoteCount: 1 },
];
const manualRequired = { ok: false, code: 'manual-choice-required', message: '请选择成交供应商' };
const submitted = {
  projectId: 1,
  winbidRule: 0,
  state: 6,
  winners: [ranking[1]],
  average: null,
  reason: '售后网点最近',
  board: null,
  submittedAt: '2030-01-02T03:05:00.000Z',
  confirmedAt: null,
};
const submitCall = (calls: Call[]) => calls.find((c) => c.url.endsWith('Result/Submit'));

function show(preview: unknown, extra: Parameters<typeof fakeApi>[0] = {}) {
  const calls = fakeApi({
    [routeKey(Sproject.GetSprojectDetail)]: () => ({ status: 200, result: projectFixture({ winbidRule: 0 }) }),
    [routeKey(Result.GetPreview)]: () => ({ status: 200, result: preview }),
    [routeKey(Evaluation.GetOpenedQuotes)]: () => ({
      status: 200,
      result: { projectId: 1, openedAt: '2030-01-02T03:01:00.000Z', ranking },
    }),
    [routeKey(Result.Submit)]: () => ({ status: 200, result: submitted }),
    ...extra,
  });
  renderAt(<ResultSubmitPage />, { path: '/projectQuoteAudit?id=1', route, role: ROLES.agency });
  return calls;
}

beforeEach(() => useSession.getState().reset());

describe('result submission, method 0 chosen by hand (/projectQuoteAudit, agency)', () => {
  it('requires a winner and a written reason beside the fields before anything is sent', async () => {
    sessionAs(ROLES.agency);
    const calls = show(manualRequired);
    fireEvent.click(await screen.findByTestId('result-submit'));
    // Each field's check settles in its own turn: wait for both messages, not the first alone.
    expect(await screen.findByText('请选择成交供应商')).toBeInTheDocument();
    expect(await screen.findByText('此项为必填项')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('winner-12'));
    fireEvent.change(screen.getByTestId('manual-reason'), { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('result-submit'));
    // The submit re-validates every field, and a field's message is gone while its check runs:
    // judge once no field is validating any more (on a loaded machine that is a later turn).
    await waitFor(() => {
      expect(screen.queryByText('请选择成交供应商')).toBeNull();
      expect(document.querySelector('.ant-form-item-is-validating')).toBeNull();
      // Blank text is no reason: the contracts trim it first, as the api does.
      expect(screen.getByText('此项为必填项')).toBeInTheDocument();
    });
    expect(document.querySelector('.ant-modal-confirm')).toBeNull();
    expect(submitCall(calls)).toBeUndefined();
  });

  it('submits the chosen supplier with the reason only after the confirmation', async () => {
    sessionAs(ROLES.agency);
    const calls = show(manualRequired);
    fireEvent.click(await screen.findByTestId('winner-12'));
    fireEvent.change(screen.getByTestId('manual-reason'), { target: { value: ' 售后网点最近 ' } });
    fireEvent.click(screen.getByTestId('result-submit'));
    await answerConfirm(false);
    expect(submitCall(calls)).toBeUndefined();
    fireEvent.click(screen.getByTestId('result-submit'));
    await answerConfirm(true);
    await waitFor(() =>
      expect(submitCall(calls)?.body).toEqual({ projectId: 1, manual: { supplierId: 12, reason: '售后网点最近' } }),
    );
  });

  it("puts the api's validation message beside the reason", async () => {
    sessionAs(ROLES.agency);
    show(manualRequired, {
      [routeKey(Result.Submit)]: () => ({
        status: 400,
        error: {
          code: 0,
          message: 'invalid',
          details: null,
          validationErrors: [{ message: '内容过长', members: ['manual.reason'] }],
        },
      }),
    });
    fireEvent.click(await screen.findByTestId('winner-11'));
    fireEvent.change(screen.getByTestId('manual-reason'), { target: { value: '价格最低' } });
    fireEvent.click(screen.getByTestId('result-submit'));
    await answerConfirm(true);
    expect(await screen.findByText('内容过长')).toBeInTheDocument();
  });

  it('shows the bidders but no submit action without the edit permission', async () => {
    sessionAs(ROLES.agency, [{ permissionId: 'project', actionList: ['query', 'get'] }]);
    show(manualRequired);
    expect(await screen.findByText(/乙供应商/)).toBeInTheDocument();
    expect(screen.queryByTestId('result-submit')).toBeNull();
  });
});

describe('opening sealed quotes before the result', () => {
  it('opens the quotes after a confirmation and then asks the preview again', async () => {
    sessionAs(ROLES.agency);
    let opened = false;
    const calls = show(undefined, {
      [routeKey(Result.GetPreview)]: () => ({
        status: 200,
        result: opened ? manualRequired : { ok: false, code: 'not-opened', message: '报价尚未开启' },
      }),
      [routeKey(Evaluation.OpenQuotes)]: () => {
        opened = true;
        return { status: 200, result: { projectId: 1, openedAt: '2030-01-02T03:01:00.000Z', ranking } };
      },
    });
    expect(await screen.findByText('报价尚未开启')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('open-quotes'));
    await answerConfirm(false);
    expect(calls.some((c) => c.url.endsWith('OpenQuotes'))).toBe(false);
    fireEvent.click(screen.getByTestId('open-quotes'));
    await answerConfirm(true);
    expect(await screen.findByTestId('manual-winner-form')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('OpenQuotes'))?.body).toEqual({ projectId: 1 });
  });

  it('submits a computed result with the score board shown', async () => {
    sessionAs(ROLES.agency);
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
      experts: [],
    };
    const calls = show({
      ok: true,
      winners: [{ supplierId: 11, companyName: '甲供应商', amount: '98000.00', totalScore: '90.00' }],
      average: null,
      board: [row],
    });
    expect(await screen.findByTestId('score-board')).toHaveTextContent('30.00');
    fireEvent.click(screen.getByTestId('result-submit'));
    await answerConfirm(true);
    await waitFor(() => expect(submitCall(calls)?.body).toEqual({ projectId: 1 }));
  });
});
