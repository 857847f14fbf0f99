import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt } from '../../../../test/render';
import { BestPanel } from './BestPanel';
import type { StandingFigures } from './standing';

const standing = (over: Partial<StandingFigures>): StandingFigures => ({
  best: '98000.50',
  bestVisible: true,
  own: '98000.50',
  rank: 1,
  gap: '0.00',
  ...over,
});

describe('BestPanel', () => {
  it('calls the first place the best', () => {
    renderAt(<BestPanel standing={standing({})} byRate={false} />);
    expect(screen.getByTestId('best-gap')).toHaveTextContent('您的报价最优');
  });

  it('does not call a later quote of the best amount the best: the earlier one ranks first', () => {
    renderAt(<BestPanel standing={standing({ rank: 2 })} byRate={false} />);
    expect(screen.getByTestId('best-gap')).toHaveTextContent('与最优价相同，先报者排名在前');
  });

  it('shows how far behind the best a higher amount is', () => {
    renderAt(<BestPanel standing={standing({ own: '99000.00', rank: 3, gap: '999.50' })} byRate={false} />);
    expect(screen.getByTestId('best-gap')).toHaveTextContent('999.50');
  });
});
