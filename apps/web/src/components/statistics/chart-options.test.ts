import * as echarts from 'echarts';
import { afterEach, describe, expect, it } from 'vitest';
import { pieOption } from './chart-options';

const charts: echarts.ECharts[] = [];
afterEach(() => {
  for (const chart of charts.splice(0)) chart.dispose();
});

/** How often each name is drawn (legend entries and slice labels), rendered server-side to SVG. */
function drawnNames(option: ReturnType<typeof pieOption>, names: string[]): Record<string, number> {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: 500, height: 400 });
  charts.push(chart);
  chart.setOption(option);
  const svg = chart.renderToSVGString();
  return Object.fromEntries(names.map((name) => [name, svg.split(`>${name}<`).length - 1]));
}

describe('the ring chart', () => {
  it('labels the slices that have a share, and keeps an empty one in the legend only', () => {
    const drawn = drawnNames(
      pieOption([
        { name: 'Passed', value: 18 },
        { name: 'Pending', value: 1 },
        { name: 'Returned', value: 0 },
      ]),
      ['Passed', 'Pending', 'Returned'],
    );
    expect(drawn).toEqual({ Passed: 2, Pending: 2, Returned: 1 });
  });
});
