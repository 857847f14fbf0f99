import type { EChartsOption } from 'echarts';
import type { ProjectStatistics } from './api';

const TEXT = '#cfe3ff';
const AXIS = {
  axisLine: { lineStyle: { color: '#3a5a8c' } },
  axisLabel: { color: TEXT },
  splitLine: { lineStyle: { color: '#1d3358' } },
};

const WINDOW_MS = 10 * 60_000;
const pad = (n: number) => String(n).padStart(2, '0');
/** Clock time on the axis ("14:05"), never milliseconds. */
const clockLabel = (ms: number) => {
  const d = new Date(ms);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** Quotes per minute as a streaming line over the last ten minutes of the server's clock. */
export function quotesLine(series: [number, number][], name: string, now: number): EChartsOption {
  // The gateway pushes only changes: the last figure holds until now.
  const last = series.at(-1);
  const data = [
    ...series.filter(([at]) => at >= now - WINDOW_MS),
    ...(last && last[0] < now ? [[now, last[1]] as [number, number]] : []),
  ];
  return {
    animation: false,
    grid: { left: 40, right: 16, top: 24, bottom: 28 },
    xAxis: {
      type: 'time',
      min: now - WINDOW_MS,
      max: now,
      minInterval: 60_000,
      ...AXIS,
      axisLabel: { ...AXIS.axisLabel, formatter: (v: number) => clockLabel(v), hideOverlap: true },
    },
    yAxis: { type: 'value', minInterval: 1, ...AXIS },
    tooltip: { trigger: 'axis' },
    series: [
      {
        type: 'line',
        name,
        data,
        step: 'end',
        showSymbol: false,
        areaStyle: { opacity: 0.2 },
        lineStyle: { color: '#36cfc9' },
      },
    ],
  };
}

/** Projects by state; `stateName` gives each state's label in the user's language. */
export function statesPie(stats: ProjectStatistics | null, stateName: (state: number) => string): EChartsOption {
  const data = (stats?.byState ?? [])
    .filter((s) => s.count > 0)
    .map((s) => ({ name: stateName(s.state), value: s.count }));
  return {
    tooltip: { trigger: 'item' },
    legend: { type: 'scroll', bottom: 0, textStyle: { color: TEXT }, pageTextStyle: { color: TEXT } },
    series: [{ type: 'pie', radius: ['35%', '62%'], center: ['50%', '42%'], data, label: { show: false } }],
  };
}

/** Budget against awarded amount by month (the savings are the difference), and the projects (volume). */
export function monthBars(
  stats: ProjectStatistics | null,
  names: { budget: string; awarded: string; volume: string },
): EChartsOption {
  const months = stats?.byMonth ?? [];
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, textStyle: { color: TEXT } },
    grid: { left: 64, right: 40, top: 32, bottom: 28 },
    xAxis: { type: 'category', data: months.map((m) => m.month), ...AXIS },
    yAxis: [
      { type: 'value', ...AXIS },
      { type: 'value', minInterval: 1, ...AXIS, splitLine: { show: false } },
    ],
    series: [
      { type: 'bar', name: names.budget, data: months.map((m) => Number(m.budget)), itemStyle: { color: '#597ef7' } },
      {
        type: 'bar',
        name: names.awarded,
        data: months.map((m) => Number(m.awardedAmount)),
        itemStyle: { color: '#73d13d' },
      },
      {
        type: 'line',
        name: names.volume,
        yAxisIndex: 1,
        data: months.map((m) => m.count),
        itemStyle: { color: '#ffc53d' },
      },
    ],
  };
}
