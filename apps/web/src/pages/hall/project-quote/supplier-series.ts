import type { PriceSeries } from '../../../components/hall/price-chart-option';
import type { OwnQuote, TrailPoint } from '../../../realtime/hall-view';
import type { OtherQuote } from './quote-history';

/**
 * What a supplier's chart may draw: its own quotes always; the others' only as the server sent
 * them (modes 2-3: read back on opening, then live), one line per named firm in mode 3, one
 * anonymous line in mode 2. A supplier is not told when the others quoted, so the x axis is
 * the order of the quotes it was shown (1, 2, 3, ... by stream seq), not a time.
 */
export function supplierSeries(
  own: readonly OwnQuote[],
  live: readonly TrailPoint[],
  history: readonly OtherQuote[],
  disclosure: number,
  names: { mine: string; others: string },
): PriceSeries[] {
  const shown = new Map<number, { amount: string; name: string }>();
  if (disclosure >= 2) {
    const nameOf = (q: { companyName?: string }) => (disclosure >= 3 && q.companyName) || names.others;
    for (const q of history) shown.set(q.seq, { amount: q.amount, name: nameOf(q) });
    for (const p of live) if (!p.mine) shown.set(p.seq, { amount: p.amount, name: nameOf(p) });
  }
  for (const q of own) shown.set(q.seq, { amount: q.amount, name: names.mine });
  const lines = new Map<string, [number, number][]>([[names.mine, []]]);
  [...shown.entries()]
    .sort(([a], [b]) => a - b)
    .forEach(([, q], i) => lines.set(q.name, [...(lines.get(q.name) ?? []), [i + 1, Number(q.amount)]]));
  return [...lines].map(([name, points]) => ({ name, points }));
}
