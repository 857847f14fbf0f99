import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { entry } from '../../../../test/hall-fixtures';
import { renderAt } from '../../../../test/render';
import { OpenedQuotes } from './OpenedQuotes';
import { priceScoresOf } from './price-scores';
import type { EvaluationPlan } from './types';

const plan: EvaluationPlan = {
  projectId: 9,
  formula: 'lowest-price-base',
  priceWeight: '30',
  k: null,
  shortlistSize: null,
  criteria: [],
  saved: true,
  locked: true,
};

describe('expert hall opening', () => {
  it('scores prices by the plan formula (lowest / price x W)', () => {
    const scores = priceScoresOf(plan, [
      { supplierId: 1, amount: '800.00' },
      { supplierId: 2, amount: '1000.00' },
    ]);
    expect(Object.fromEntries(scores)).toEqual({ 1: '30.00', 2: '24.00' });
    expect(priceScoresOf({ ...plan, formula: null }, [{ supplierId: 1, amount: '800.00' }]).size).toBe(0);
  });

  it('waits for the opening, then lists the quotes with their price scores', () => {
    const { unmount } = renderAt(<OpenedQuotes entries={null} scores={new Map()} byRate={false} />);
    expect(screen.getByText('代理机构尚未开标，开标后报价将在此实时显示')).toBeInTheDocument();
    unmount();
    renderAt(
      <OpenedQuotes
        entries={[entry(1, 1, '800.00', 3), entry(2, 2, '1000.00', 4)]}
        scores={
          new Map([
            [1, '30.00'],
            [2, '24.00'],
          ])
        }
        byRate={false}
      />,
    );
    expect(screen.getByText('供应商1')).toBeInTheDocument();
    expect(screen.getByText('1,000.00')).toBeInTheDocument();
    expect(screen.getByText('24.00')).toBeInTheDocument();
  });
});
