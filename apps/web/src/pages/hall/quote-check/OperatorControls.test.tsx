import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '../../../../test/fake-api';
import { windowOf } from '../../../../test/hall-fixtures';
import { renderAt } from '../../../../test/render';
import { moveServerClock } from '../../../../test/server-clock';
import { typeInto } from '../../../../test/type-into';
import { LiveRanking } from './LiveRanking';
import { OperatorControls } from './OperatorControls';
import { OperatorControlsUntilEnd } from './OperatorControlsUntilEnd';
import { App } from 'antd';
import { Hall } from '@bidhall/contracts/routes/hall';
import { routeKey } from '../../../api/call';

const answer = (paused: boolean) => () => ({
  status: 200,
  result: { projectId: 7, seq: 9, window: windowOf(2, { paused }) },
});

describe('agency live view', () => {
  it('pauses only after the confirmation, and only with its reason', async () => {
    const calls = fakeApi({ [routeKey(Hall.Pause)]: answer(true) });
    renderAt(<OperatorControls projectId={7} window={windowOf(1)} live />);
    fireEvent.click(screen.getByTestId('op-pause'));
    expect(await screen.findByText('暂停后所有供应商将无法报价，确认暂停？')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确 认' }));
    expect(await screen.findByText('请填写暂停原因')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    typeInto('暂停原因', ' 核对异常报价 ');
    fireEvent.click(screen.getByRole('button', { name: '确 认' }));
    await waitFor(() => expect(calls.map((c) => c.url)).toEqual([Hall.Pause.path]));
    expect(calls[0]!.body).toEqual({ projectId: 7, reason: '核对异常报价' });
    await waitFor(() => expect(screen.queryByText('暂停后所有供应商将无法报价，确认暂停？')).toBeNull());
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

describe('operator controls until the end', () => {
  const live = (end: number) => windowOf(1, { uppriceFromTime: Date.now() - 60_000, uppriceToTime: end });

  it('go the moment the window ends on the server clock, the page not reloaded', () => {
    fakeApi({});
    renderAt(<OperatorControlsUntilEnd projectId={7} window={live(Date.now() + 60_000)} state={5} />);
    expect(screen.getByTestId('op-pause')).toBeEnabled();
    moveServerClock(61_000);
    expect(screen.queryByTestId('operator-controls')).toBeNull();
  });

  it('stay for a paused window and go when the hall learns the project left its live state', () => {
    fakeApi({});
    const end = Date.now() + 600_000;
    // Props change in place, as the hall's store hands the page a new window and state.
    const { rerender } = render(
      <OperatorControlsUntilEnd projectId={7} window={{ ...live(end), paused: true }} state={5} />,
      { wrapper: App },
    );
    expect(screen.getByTestId('op-resume')).toBeInTheDocument();
    rerender(<OperatorControlsUntilEnd projectId={7} window={live(end)} state={5} />);
    expect(screen.getByTestId('op-pause')).toBeEnabled();
    rerender(<OperatorControlsUntilEnd projectId={7} window={live(end)} state={6} />);
    expect(screen.queryByTestId('operator-controls')).toBeNull();
  });
});
