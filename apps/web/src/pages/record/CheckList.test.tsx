import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { publicCutOf, sampleRecord } from '@bidhall/testkit/record-fixtures';
import { checkRecordJson } from './check';
import { CheckList } from './CheckList';

/** The record checked as the verify page checks it, its findings shown as the page shows them. */
async function shown(record: unknown) {
  const verdict = await checkRecordJson(record);
  if (verdict.kind !== 'checked') throw new Error('not a record');
  render(<CheckList projectId={verdict.projectId} checks={verdict.checks} />);
  return screen.getByTestId('check-winner').textContent ?? '';
}

describe('the verify page names the winning firm', () => {
  const record = sampleRecord();
  const winner = record.result.winners![0]!.supplierId;
  const firm = record.result.ranking.find((line) => line.supplierId === winner)!.companyName;

  for (const [cut, checked] of [
    ['the whole record', record],
    ['a public cut showing the winner alone', publicCutOf(record, 1)],
    ['a public cut showing every bidder', publicCutOf(record, 3)],
  ] as const)
    it(`from ${cut}, by the name its quotes carry, not its id`, async () => {
      const text = await shown(checked);
      expect(text).toContain(firm);
      // The fixture's firm names carry their ids: outside the name, the id is said nowhere.
      expect(text.split(firm).join('')).not.toContain(String(winner));
    });
});
