import type { EChartsOption } from 'echarts';
import { fmt } from '../../i18n/format';

export interface PriceSeries {
  name: string;
  /** [epoch ms, amount] in time order. */
  points: [number, number][];
}

const hhmmss = (ms: number) => fmt().dateTime(ms).slice(11);

/** Price over time, one stepped line per series, on a time axis that reads as clock time. */
export function priceChartOption(series: PriceSeries[], byRate: boolean): EChartsOption {
  const f = fmt();
  return {
    animation: false,
    grid: { left: 8, right: 16, top: 32, bottom: 8, containLabel: true },
    legend: { type: 'scroll', top: 0 },
    tooltip: { trigger: 'axis', valueFormatter: (v) => f.quote(String(v), byRate) },
    xAxis: { type: 'time', axisLabel: { formatter: (v: number) => hhmmss(v), hideOverlap: true } },
    yAxis: { type: 'value', scale: true, axisLabel: { formatter: (v: number) => f.number(v) } },
    series: series.map((s) => ({ name: s.name, type: 'line', step: 'end', showSymbol: true, symbolSize: 6, data: s.points })),
  };
}
