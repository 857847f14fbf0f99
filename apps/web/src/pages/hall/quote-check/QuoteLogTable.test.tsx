import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt } from '../../../../test/render';
import { QuoteLogTable } from './QuoteLogTable';
import type { LogLine } from './quote-log';

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
});
