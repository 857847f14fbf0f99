import ReactEChartsCoreModule from 'echarts-for-react/lib/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { EChartsOption } from 'echarts';

// The package is CommonJS: a production build hands over its module object, where the
// component is `default`; the test runner hands over the component itself.
const ReactEChartsCore =
  (ReactEChartsCoreModule as unknown as { default?: typeof ReactEChartsCoreModule }).default ?? ReactEChartsCoreModule;

// Only the chart kinds the dashboards use, so a dashboard chunk stays small.
echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  SVGRenderer,
]);

interface Props {
  option: EChartsOption;
  height?: number;
  testId?: string;
}

/** One echarts chart (SVG renderer); the option is built by the panel that shows it. */
export function Chart({ option, height = 300, testId }: Props) {
  return (
    <div data-testid={testId}>
      <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height }} opts={{ renderer: 'svg' }} />
    </div>
  );
}
