import { describe, expect, it } from 'vitest';
import { tableScrollFor } from './table-scroll';

describe('how wide a table must be before it scrolls', () => {
  it("adds the columns' widths and the name's least, leaving out what only a wide window shows", () => {
    expect(
      tableScrollFor([
        { key: 'projectNum', width: 130 },
        { key: 'projectName', minWidth: 160 },
        { key: 'kind', width: 100, responsive: ['xxl'] },
        { key: 'actions', width: 200, fixed: 'right' },
      ]),
    ).toEqual({ x: 490 });
  });
});
