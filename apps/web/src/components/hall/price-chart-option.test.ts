import * as echarts from 'echarts';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { MIN_TIME_SPAN_MS, priceChartOption, timeAxisBounds } from './price-chart-option';

/** The x-axis labels echarts draws for an option, rendered server-side to SVG. */
function xAxisLabels(option: ReturnType<typeof priceChartOption>): string[] {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: 600, height: 300 });
  charts.push(chart);
  chart.setOption(option);
  const svg = chart.renderToSVGString();
  return [...svg.matchAll(/>(\d\d:\d\d:\d\d)</g)].map((m) => m[1]!);
}
const charts: echarts.ECharts[] = [];
afterEach(() => {
  for (const chart of charts.splice(0)) chart.dispose();
});

const at = (hhmmss: string) => dayjs(`2026-11-26 ${hhmmss}`).valueOf();

describe('the price chart time axis', () => {
  it('keeps a single quote on its own clock time, not a day of 12:00:00 / 00:00:00 ticks', () => {
    const labels = xAxisLabels(priceChartOption([{ name: 'A', points: [[at('10:15:30'), 97_000]] }], false));
    expect(labels.length).toBeGreaterThan(1);
    for (const label of labels) expect(label.startsWith('10:1')).toBe(true);
  });

  it('labels quotes a few seconds apart within their minute', () => {
    const points: [number, number][] = [
      [at('10:15:30'), 97_000],
      [at('10:15:34'), 96_000],
    ];
    const labels = xAxisLabels(priceChartOption([{ name: 'A', points }], false));
    expect(labels.length).toBeGreaterThan(1);
    for (const label of labels) expect(label.startsWith('10:1')).toBe(true);
  });

  it('leaves a span of a minute or more as the data has it', () => {
    expect(timeAxisBounds({ min: 0, max: MIN_TIME_SPAN_MS })).toEqual({ min: 0, max: MIN_TIME_SPAN_MS });
    expect(timeAxisBounds({ min: 1_000, max: 1_000 })).toEqual({
      min: 1_000 - MIN_TIME_SPAN_MS / 2,
      max: 1_000 + MIN_TIME_SPAN_MS / 2,
    });
  });
});
