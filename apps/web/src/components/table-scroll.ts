import type { TableColumnsType } from 'antd';

/**
 * How wide a table must be before it scrolls sideways: its columns' widths, each flexible column
 * (a name) at its `minWidth`, leaving out the columns only a wide window shows (`responsive`).
 * Below that (a phone) the table scrolls, a fixed column staying in view; above it the flexible
 * columns share the room left over. 'max-content' instead sized every name to its whole text,
 * so a list of long names pushed its last columns out of a 1,366 px window.
 */
export function tableScrollFor<T>(columns: TableColumnsType<T>): { x: number } {
  const widthOf = (c: TableColumnsType<T>[number]) => Number(c.width ?? c.minWidth ?? 0);
  return { x: columns.filter((c) => !c.responsive).reduce((sum, c) => sum + widthOf(c), 0) };
}
