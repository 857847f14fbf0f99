import type { EChartsOption } from 'echarts';
import type { ProjectStatistics } from './api';

const TEXT = '#cfe3ff';
const AXIS = { axisLine: { lineStyle: { color: '#3a5a8c' } }, axisLabel: { color: TEXT }, splitLine: { lineStyle: { color: '#1d3358' } } };

/** Quotes per minute as a streaming line on the server's clock. */
export function quotesLine(series: [number, number][], name: string): EChartsOption {
  return {
    animation: false,
    grid: { left: 40, right: 16, top: 24, bottom: 28 },
    xAxis: { type: 'time', ...AXIS },
    yAxis: { type: 'value', minInterval: 1, ...AXIS },
    tooltip: { trigger: 'axis' },
    series: [{ type: 'line', name, data: series, showSymbol: false, smooth: true, areaStyle: { opacity: 0.2 }, lineStyle: { color: '#36cfc9' } }],
  };
}

/** Projects by state; `stateName` gives each state's label in the user's language. */
export function statesPie(stats: ProjectStatistics | null, stateName: (state: number) => string): EChartsOption {
  const data = (stats?.byState ?? []).filter((s) => s.count > 0).map((s) => ({ name: stateName(s.state), value: s.count }));
  return {
    tooltip: { trigger: 'item' },
    legend: { type: 'scroll', bottom: 0, textStyle: { color: TEXT }, pageTextStyle: { color: TEXT } },
    series: [{ type: 'pie', radius: ['35%', '62%'], center: ['50%', '42%'], data, label: { show: false } }],
  };
}

/** Budget against awarded amount by month (the savings are the difference). */
export function monthBars(stats: ProjectStatistics | null, names: { budget: string; awarded: string }): EChartsOption {
  const months = stats?.byMonth ?? [];
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, textStyle: { color: TEXT } },
    grid: { left: 64, right: 16, top: 32, bottom: 28 },
    xAxis: { type: 'category', data: months.map((m) => m.month), ...AXIS },
    yAxis: { type: 'value', ...AXIS },
    series: [
      { type: 'bar', name: names.budget, data: months.map((m) => Number(m.budget)), itemStyle: { color: '#597ef7' } },
      { type: 'bar', name: names.awarded, data: months.map((m) => Number(m.awardedAmount)), itemStyle: { color: '#73d13d' } },
    ],
  };
}
