import type { PriceSeries } from '../../../components/hall/price-chart-option';
import type { OwnQuote, TrailPoint } from '../../../realtime/hall-view';

/**
 * What a supplier's chart may draw: its own quotes always; the others' only as the server sent
 * them (modes 2-3), one line per named firm in mode 3, one anonymous line in mode 2.
 */
export function supplierSeries(own: readonly OwnQuote[], trail: readonly TrailPoint[], disclosure: number, names: { mine: string; others: string }): PriceSeries[] {
  const series: PriceSeries[] = [{ name: names.mine, points: own.map((q) => [q.acceptedAt, Number(q.amount)]) }];
  if (disclosure < 2) return series;
  const byName = new Map<string, [number, number][]>();
  for (const p of trail) {
    if (p.mine) continue;
    const name = (disclosure >= 3 && p.companyName) || names.others;
    byName.set(name, [...(byName.get(name) ?? []), [p.at, Number(p.amount)]]);
  }
  for (const [name, points] of byName) series.push({ name, points });
  return series;
}
