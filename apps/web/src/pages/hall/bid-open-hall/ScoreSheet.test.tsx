import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '../../../../test/fake-api';
import { renderAt } from '../../../../test/render';
import { typeInto } from '../../../../test/type-into';
import { ScoreSheet } from './ScoreSheet';
import type { MyScores } from './types';
import { Evaluation } from '@bidhall/contracts/routes/evaluation';
import { routeKey } from '../../../api/call';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import { ROLES } from '@bidhall/domain/roles';
import { sessionAs } from '../../../../test/session-as';
import { useBadges } from '../../../badges/badge-store';

const SHEET: MyScores = {
  projectId: 9,
  submittedAt: null,
  criteria: [
    { id: 1, kind: 'technical', name: '技术方案', maxPoints: '30' },
    { id: 2, kind: 'business', name: '商务条款', maxPoints: '20' },
  ],
  bidders: [{ supplierId: 5, companyName: '甲公司', amount: '1000.00' }],
  scores: [],
};

describe('ScoreSheet', () => {
  it('refuses points above a criterion maximum and a missing cell, then saves a complete sheet', async () => {
    const calls = fakeApi({
      [routeKey(Evaluation.UpdateScores)]: (call) => ({
        status: 200,
        result: { ...SHEET, scores: (call.body as { scores: unknown[] }).scores },
      }),
    });
    const onChange = vi.fn();
    renderAt(<ScoreSheet projectId={9} sheet={SHEET} onChange={onChange} />);
    typeInto('甲公司 技术方案', '31');
    fireEvent.click(screen.getByRole('button', { name: '保 存' }));
    expect(await screen.findByText(/得分须在 0 到该项满分之间/)).toBeInTheDocument();
    // Another field's message: it comes as that field's own check settles.
    expect(await screen.findByText(/每项评分因素都须打分/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    typeInto('甲公司 技术方案', '28.5');
    typeInto('甲公司 商务条款', '18');
    fireEvent.click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(calls[0]!.body).toEqual({
      projectId: 9,
      scores: [
        { supplierId: 5, criterionId: 1, points: '28.5' },
        { supplierId: 5, criterionId: 2, points: '18' },
      ],
    });
  });

  it('shows a submitted sheet read-only', () => {
    renderAt(
      <ScoreSheet
        projectId={9}
        sheet={{
          ...SHEET,
          submittedAt: '2030-01-01T01:00:00Z',
          scores: [{ supplierId: 5, criterionId: 1, points: '20' }],
        }}
        onChange={() => {}}
      />,
    );
    expect(screen.getByLabelText('甲公司 技术方案')).toBeDisabled();
    expect(screen.queryByRole('button', { name: '提交评分' })).toBeNull();
  });

  it('names the cell above its maximum as it is typed, before anything is saved', () => {
    const calls = fakeApi({});
    renderAt(<ScoreSheet projectId={9} sheet={SHEET} onChange={() => {}} />);
    typeInto('甲公司 商务条款', '21');
    expect(screen.getByTestId('sheet-out-of-range')).toHaveTextContent(
      '甲公司 商务条款：得分须在 0 到该项满分之间，最多两位小数',
    );
    typeInto('甲公司 商务条款', '20');
    expect(screen.queryByTestId('sheet-out-of-range')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('shows each bidder total and what happens next before the sheet is submitted', async () => {
    fakeApi({});
    renderAt(
      <ScoreSheet
        projectId={9}
        sheet={{ ...SHEET, bidders: [...SHEET.bidders, { supplierId: 6, companyName: '乙公司', amount: '990.00' }] }}
        onChange={() => {}}
      />,
    );
    typeInto('甲公司 技术方案', '28.5');
    typeInto('甲公司 商务条款', '18');
    typeInto('乙公司 技术方案', '25');
    fireEvent.click(screen.getByRole('button', { name: '提交评分' }));
    // Incomplete: the missing cells are named, nothing is asked.
    expect(await screen.findByText(/每项评分因素都须打分/)).toBeInTheDocument();
    expect(screen.queryByTestId('submit-totals')).toBeNull();
    typeInto('乙公司 商务条款', '17.25');
    fireEvent.click(screen.getByRole('button', { name: '提交评分' }));
    const totals = await screen.findByTestId('submit-totals');
    expect(totals).toHaveTextContent('甲公司：合计 46.50 分');
    expect(totals).toHaveTextContent('乙公司：合计 42.25 分');
    expect(totals).toHaveTextContent('代理机构汇总得分并提交评审结果');
  });

  it('submits a complete sheet and the menu badge counts one project fewer at once', async () => {
    sessionAs(ROLES.expert);
    useBadges.getState().set(ROLES.expert, { waitScoreNum: 1 });
    const submitted = { ...SHEET, submittedAt: '2030-01-01T01:00:00Z' };
    const calls = fakeApi({
      [routeKey(Evaluation.UpdateScores)]: () => ({ status: 200, result: SHEET }),
      [routeKey(Evaluation.SubmitScores)]: () => ({ status: 200, result: submitted }),
      [routeKey(Sproject.GetSprojectDetailByExpertId)]: () => ({
        status: 200,
        result: { totalCount: 1, items: [{ id: 9, projectName: '物业', expertTask: 'submitted' }] },
      }),
    });
    const onChange = vi.fn();
    renderAt(<ScoreSheet projectId={9} sheet={SHEET} onChange={onChange} />);
    typeInto('甲公司 技术方案', '28');
    typeInto('甲公司 商务条款', '18');
    fireEvent.click(screen.getByRole('button', { name: '提交评分' }));
    await screen.findByTestId('submit-totals');
    fireEvent.click(screen.getByRole('button', { name: '确认提交' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(submitted));
    await waitFor(() => expect(useBadges.getState().counts).toEqual({ waitScoreNum: 0 }));
    expect(calls.map((c) => c.url.split('/').pop())).toEqual([
      'UpdateScores',
      'SubmitScores',
      'GetSprojectDetailByExpertId',
    ]);
  });
});
