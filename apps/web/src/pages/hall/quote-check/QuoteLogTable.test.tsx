import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt } from '../../../../test/render';
import { QuoteLogTable } from './QuoteLogTable';
import { quoteLog, type LogLine } from './quote-log';

const lines: LogLine[] = [
  {
    kind: 'quote',
    seq: 3,
    at: Date.UTC(2026, 10, 30, 4, 8, 45),
    supplierId: 7,
    companyName: '北京远航科技有限公司',
    amount: '99000.00',
    rankAfter: 1,
  },
  { kind: 'action', seq: 4, at: null, action: 'corrected', reason: '系统故障，顺延十分钟' },
];

describe('quote log', () => {
  it("gives an operator's action the firm's, amount's and rank's cells, so its reason is not cut to an ellipsis", () => {
    renderAt(<QuoteLogTable lines={lines} byRate={false} />);
    const [actionRow, quoteRow] = screen.getAllByRole('row').slice(1);
    const actionCells = actionRow!.querySelectorAll('td');
    expect(actionCells).toHaveLength(2);
    expect(actionCells[1]!.getAttribute('colspan')).toBe('3');
    expect(actionCells[1]!.style.whiteSpace).toBe('normal');
    expect(actionCells[1]).toHaveTextContent('代理机构已调整竞价时间原因：系统故障，顺延十分钟');
    expect(quoteRow!.querySelectorAll('td')).toHaveLength(4);
    expect(quoteRow).toHaveTextContent('99,000.00');
  });

  it('flags an abnormally low quote against the average of the current quotes, and only that one', () => {
    const listed = [
      ['甲公司', '1000.00'],
      ['乙公司', '1000.00'],
      ['丙公司', '400.00'],
    ].map(([companyName, amount], i) => ({
      seq: i + 1,
      supplierId: i + 1,
      companyName: companyName!,
      amount: amount!,
      acceptedAt: new Date(Date.UTC(2026, 10, 30, 4, i)).toISOString(),
    }));
    const { unmount } = renderAt(
      <QuoteLogTable lines={quoteLog(listed, [], 1, 20)} byRate={false} abnormalLowPercent={20} />,
    );
    const flagged = screen.getAllByTestId('log-abnormal-low');
    expect(flagged).toHaveLength(1);
    expect(flagged[0]).toHaveTextContent('异常低价');
    expect(flagged[0]!.closest('tr')).toHaveTextContent('丙公司');
    unmount();
    // The flag off (0), or a rising price, flags nothing.
    renderAt(<QuoteLogTable lines={quoteLog(listed, [], 1, 0)} byRate={false} />);
    expect(screen.queryByTestId('log-abnormal-low')).toBeNull();
    expect(quoteLog(listed, [], 2, 20).some((l) => l.abnormallyLow)).toBe(false);
  });
});
