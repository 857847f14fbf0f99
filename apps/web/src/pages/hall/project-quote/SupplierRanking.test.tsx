import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt } from '../../../../test/render';
import { SupplierRanking } from './SupplierRanking';

describe('SupplierRanking', () => {
  it('mode 1 shows nothing about the other suppliers', () => {
    renderAt(
      <SupplierRanking
        ranking={{
          kind: 'supplier',
          own: { amount: '900.00', rank: 2, quoteCount: 1, remainingQuotes: null },
          entries: [],
        }}
        byRate={false}
        disclosure={1}
      />,
    );
    expect(screen.getByTestId('ranking-hidden')).toHaveTextContent('本项目不公开其他供应商的报价');
    expect(screen.queryByTestId('ranking-amount')).toBeNull();
  });

  it('mode 2 ranks the amounts without names, mode 3 with them', () => {
    const { unmount } = renderAt(
      <SupplierRanking
        ranking={{ kind: 'supplier', own: null, entries: [{ rank: 1, amount: '800.00' }] }}
        byRate={false}
        disclosure={2}
      />,
    );
    expect(screen.getByTestId('ranking-amount')).toHaveTextContent('800.00');
    expect(screen.queryByText('供应商')).toBeNull();
    unmount();
    renderAt(
      <SupplierRanking
        ranking={{ kind: 'supplier', own: null, entries: [{ rank: 1, amount: '800.00', companyName: '乙公司' }] }}
        byRate={false}
        disclosure={3}
      />,
    );
    expect(screen.getByText('乙公司')).toBeInTheDocument();
  });
});
