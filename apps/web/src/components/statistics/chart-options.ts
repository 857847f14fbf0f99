import type { EChartsOption } from 'echarts';

interface Slice {
  name: string;
  value: number;
}

/** Amounts arrive as decimal strings; a chart only draws them, so a float is fine here. */
export const plot = (amount: string) => Number(amount);

/**
 * A ring of slices with the legend below. A slice of nothing keeps its legend entry (the
 * reader sees the outcome exists and counts 0) but draws no label: otherwise its name hangs
 * on a line pointing at no slice.
 */
export const pieOption = (data: Slice[]): EChartsOption => ({
  tooltip: { trigger: 'item' },
  legend: { bottom: 0, type: 'scroll' },
  series: [
    {
      type: 'pie',
      radius: ['35%', '65%'],
      data: data.map((slice) =>
        slice.value === 0 ? { ...slice, label: { show: false }, labelLine: { show: false } } : slice,
      ),
    },
  ],
});

export const barOption = (data: Slice[]): EChartsOption => ({
  tooltip: { trigger: 'axis' },
  grid: { left: 40, right: 16, top: 16, bottom: 60 },
  xAxis: { type: 'category', data: data.map((d) => d.name), axisLabel: { interval: 0, rotate: 30 } },
  yAxis: { type: 'value', minInterval: 1 },
  series: [{ type: 'bar', data: data.map((d) => d.value) }],
});

/** Projects per month (line) against budget and awarded amount per month (bars, second axis). */
export function monthOption(
  months: string[],
  counts: number[],
  series: { name: string; values: number[] }[],
  countName: string,
): EChartsOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0 },
    grid: { left: 60, right: 60, top: 24, bottom: 48 },
    xAxis: { type: 'category', data: months },
    yAxis: [
      { type: 'value', minInterval: 1 },
      { type: 'value', position: 'right' },
    ],
    series: [
      { name: countName, type: 'line', data: counts },
      ...series.map((s) => ({ name: s.name, type: 'bar' as const, yAxisIndex: 1, data: s.values })),
    ],
  };
}
