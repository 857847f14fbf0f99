import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { windowOf } from '../../../test/hall-fixtures';
import { renderAt } from '../../../test/render';
import { useClock } from '../../realtime/clock-store';
import { Countdown, formatSpan } from './Countdown';

describe('Countdown', () => {
  it('formats spans with days, and never below zero', () => {
    const days = (n: number) => `${n}天`;
    expect(formatSpan(3_723_000, days)).toBe('01:02:03');
    expect(formatSpan(90_061_000, days)).toBe('1天 01:01:01');
    expect(formatSpan(-5000, days)).toBe('00:00:00');
  });

  it('counts down on the server clock, not the browser clock', () => {
    useClock.setState({ offset: 3_600_000, synced: true });
    const now = Date.now() + 3_600_000;
    renderAt(
      <Countdown window={windowOf(1, { uppriceFromTime: now - 60_000, uppriceToTime: now + 125_000 })} state={5} />,
    );
    expect(screen.getByTestId('countdown')).toHaveAttribute('data-phase', 'open');
    expect(screen.getByTestId('countdown-left').textContent).toMatch(/^00:02:0[45]$/);
    useClock.setState({ offset: 0 });
  });

  it('shows a paused window without a time left', () => {
    renderAt(<Countdown window={windowOf(2, { paused: true })} state={5} />);
    expect(screen.getByTestId('countdown')).toHaveAttribute('data-phase', 'paused');
    expect(screen.getByText('报价已暂停')).toBeInTheDocument();
  });
});
