import { describe, expect, it } from 'vitest';
import { projectTableScroll } from './useProjectColumns';

describe('how wide a project table must be before it scrolls', () => {
  it("adds the columns' widths and the name's least, leaving out what only a wide window shows", () => {
    expect(
      projectTableScroll([
        { key: 'projectNum', width: 130 },
        { key: 'projectName', minWidth: 160 },
        { key: 'kind', width: 100, responsive: ['xxl'] },
        { key: 'actions', width: 200, fixed: 'right' },
      ]),
    ).toEqual({ x: 490 });
  });
});
