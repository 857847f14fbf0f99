import { Chart } from '../charts/Chart';
import { priceChartOption, type PriceAxis, type PriceSeries } from './price-chart-option';

/**
 * Price over time, one line per series; `data-points` counts what it draws (for the e2e).
 * echarts comes with the hall pages' chunks, never with the login page. A lazy import here
 * regrouped the shared chunks and grew the login page's download by over a kilobyte.
 */
export default function PriceChart({
  series,
  byRate,
  height = 260,
  axis = 'time',
}: {
  series: PriceSeries[];
  byRate: boolean;
  height?: number;
  axis?: PriceAxis;
}) {
  const points = series.reduce((n, s) => n + s.points.length, 0);
  return (
    <div data-testid="price-chart" data-points={points}>
      <Chart option={priceChartOption(series, byRate, axis)} height={height} />
    </div>
  );
}
