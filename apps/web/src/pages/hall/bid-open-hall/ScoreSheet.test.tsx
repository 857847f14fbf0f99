import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '../../../../test/fake-api';
import { renderAt } from '../../../../test/render';
import { typeInto } from '../../../../test/type-into';
import { ScoreSheet } from './ScoreSheet';
import type { MyScores } from './types';
import { Evaluation } from '@bidhall/contracts/routes/evaluation';
import { routeKey } from '../../../api/call';

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
});
