import type { EChartsOption } from 'echarts';
import { fmt } from '../../i18n/format';

export interface PriceSeries {
  name: string;
  /** [x, amount] in x order: x is epoch ms on a time axis, the quote's place (1, 2, ...) on an order axis. */
  points: [number, number][];
}

/** 'time': clock time; 'order': the n-th quote shown (for a supplier, who is not told when others quoted). */
export type PriceAxis = 'time' | 'order';

const hhmmss = (ms: number) => fmt().dateTime(ms).slice(11);

/**
 * The narrowest clock span the time axis shows. With one quote (or several in the same second)
 * the data has no width, and echarts then spreads ticks over a whole day, which read as
 * alternating 12:00:00 / 00:00:00; a minute centred on the quotes keeps the labels at their time.
 */
export const MIN_TIME_SPAN_MS = 60_000;

/** The time axis's ends: the data's own, or MIN_TIME_SPAN_MS centred on it when narrower. */
export function timeAxisBounds(extent: { min: number; max: number }): { min: number; max: number } {
  if (extent.max - extent.min >= MIN_TIME_SPAN_MS) return extent;
  const centre = (extent.min + extent.max) / 2;
  return { min: centre - MIN_TIME_SPAN_MS / 2, max: centre + MIN_TIME_SPAN_MS / 2 };
}

/**
 * The amount axis's ends: the data's with a tenth of its span on each side, or, when the quotes
 * have no span (one quote, or all alike), a hundredth of the amount; rounded out to a round
 * figure, never below zero for amounts that are not. echarts' own choice around one quote of
 * 99,000 ran from 40,000 to 160,000 and flattened every later step.
 */
export function amountAxisBounds(extent: { min: number; max: number }): { min: number; max: number } {
  const span = extent.max - extent.min;
  const pad = span > 0 ? span / 10 : Math.max(Math.abs(extent.max) / 100, 1);
  const unit = 10 ** Math.floor(Math.log10(pad));
  const min = Math.floor((extent.min - pad) / unit) * unit;
  return { min: extent.min >= 0 ? Math.max(0, min) : min, max: Math.ceil((extent.max + pad) / unit) * unit };
}

/** Price over time (or quote order), one stepped line per series; a time axis reads as clock time. */
export function priceChartOption(series: PriceSeries[], byRate: boolean, axis: PriceAxis = 'time'): EChartsOption {
  const f = fmt();
  return {
    animation: false,
    grid: { left: 8, right: 16, top: 32, bottom: 8, containLabel: true },
    legend: { type: 'scroll', top: 0 },
    tooltip: { trigger: 'axis', valueFormatter: (v) => f.quote(String(v), byRate) },
    xAxis:
      axis === 'time'
        ? {
            type: 'time',
            min: (e: { min: number; max: number }) => timeAxisBounds(e).min,
            max: (e: { min: number; max: number }) => timeAxisBounds(e).max,
            axisLabel: { formatter: (v: number) => hhmmss(v), hideOverlap: true },
          }
        : {
            type: 'value',
            minInterval: 1,
            min: 1,
            max: (e: { max: number }) => Math.max(e.max, 2),
            axisLabel: { formatter: (v: number) => `#${v}`, hideOverlap: true },
          },
    yAxis: {
      type: 'value',
      min: (e: { min: number; max: number }) => amountAxisBounds(e).min,
      max: (e: { min: number; max: number }) => amountAxisBounds(e).max,
      axisLabel: { formatter: (v: number) => f.number(v), hideOverlap: true },
    },
    series: series.map((s) => ({
      name: s.name,
      type: 'line',
      step: 'end',
      showSymbol: true,
      symbolSize: 6,
      data: s.points,
    })),
  };
}
