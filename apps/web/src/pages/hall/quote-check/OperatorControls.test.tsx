import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '../../../../test/fake-api';
import { windowOf } from '../../../../test/hall-fixtures';
import { renderAt } from '../../../../test/render';
import { LiveRanking } from './LiveRanking';
import { OperatorControls } from './OperatorControls';
import { Hall } from '@bidhall/contracts/routes/hall';
import { routeKey } from '../../../api/call';

const answer = (paused: boolean) => () => ({
  status: 200,
  result: { projectId: 7, seq: 9, window: windowOf(2, { paused }) },
});

describe('agency live view', () => {
  it('pauses only after the confirmation', async () => {
    const calls = fakeApi({ [routeKey(Hall.Pause)]: answer(true) });
    renderAt(<OperatorControls projectId={7} window={windowOf(1)} live />);
    fireEvent.click(screen.getByTestId('op-pause'));
    expect(await screen.findByText('暂停后所有供应商将无法报价，确认暂停？')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '确 认' }));
    await waitFor(() => expect(calls.map((c) => c.url)).toEqual([Hall.Pause.path]));
    expect(calls[0]!.body).toEqual({ projectId: 7 });
  });

  it('offers resume while paused and asks for a reason before moving the end', async () => {
    fakeApi({});
    renderAt(<OperatorControls projectId={7} window={windowOf(1, { paused: true })} live />);
    expect(screen.getByTestId('op-resume')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('op-adjust'));
    fireEvent.click(await screen.findByRole('button', { name: '确 认' }));
    expect(await screen.findByText('请填写调整原因')).toBeInTheDocument();
    // Another field's message: it comes as that field's own check settles.
    expect(await screen.findByText('请选择新的结束时间')).toBeInTheDocument();
  });

  it('ranks with names, amounts and times, and hides amounts while sealed', () => {
    const entry = {
      rank: 1,
      supplierId: 3,
      companyName: '甲公司',
      amount: '95800.00',
      acceptedAt: Date.UTC(2030, 0, 1),
      seq: 4,
      quoteCount: 2,
    };
    const { unmount } = renderAt(<LiveRanking ranking={{ kind: 'full', entries: [entry] }} byRate={false} />);
    expect(screen.getByTestId('live-amount')).toHaveTextContent('95,800.00');
    expect(screen.getByTestId('live-company')).toHaveTextContent('甲公司');
    unmount();
    renderAt(
      <LiveRanking
        ranking={{
          kind: 'sealed',
          bidderCount: 1,
          bidders: [{ supplierId: 3, companyName: '甲公司', acceptedAt: entry.acceptedAt, quoteCount: 2 }],
        }}
        byRate={false}
      />,
    );
    expect(screen.queryByTestId('live-amount')).toBeNull();
    expect(screen.getByText('密封报价：竞价结束并开标前不显示金额')).toBeInTheDocument();
  });
});
