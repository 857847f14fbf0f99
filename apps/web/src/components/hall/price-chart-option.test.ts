import * as echarts from 'echarts';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { MIN_TIME_SPAN_MS, amountAxisBounds, priceChartOption, timeAxisBounds } from './price-chart-option';

/** The x-axis labels echarts draws for an option, rendered server-side to SVG. */
function xAxisLabels(option: ReturnType<typeof priceChartOption>): string[] {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: 600, height: 300 });
  charts.push(chart);
  chart.setOption(option);
  const svg = chart.renderToSVGString();
  return [...svg.matchAll(/>(\d\d:\d\d:\d\d)</g)].map((m) => m[1]!);
}

/** The amount-axis labels echarts draws for an option, as numbers. */
function yAxisLabels(option: ReturnType<typeof priceChartOption>): number[] {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: 600, height: 300 });
  charts.push(chart);
  chart.setOption(option);
  return [...chart.renderToSVGString().matchAll(/>([\d,.]+)</g)].map((m) => Number(m[1]!.replaceAll(',', '')));
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

  it('draws one quote within a few percent of its amount, not across half of it', () => {
    const labels = yAxisLabels(priceChartOption([{ name: '我的报价', points: [[at('10:00:00'), 99_000]] }], false));
    expect(Math.min(...labels)).toBeGreaterThanOrEqual(97_000);
    expect(Math.max(...labels)).toBeLessThanOrEqual(101_000);
  });

  it('pads the amount axis by a tenth of the quotes’ span, to round figures, not below zero', () => {
    expect(amountAxisBounds({ min: 98_000.5, max: 99_000 })).toEqual({ min: 97_900, max: 99_100 });
    expect(amountAxisBounds({ min: 99_000, max: 99_000 })).toEqual({ min: 98_000, max: 100_000 });
    expect(amountAxisBounds({ min: 0.5, max: 0.5 })).toEqual({ min: 0, max: 2 });
  });
});
