import { Card, Col, Descriptions, List, Row, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SurveySummaryDto } from '@bidhall/contracts/research';
import { Chart } from '../../components/charts/Chart';
import { barOption, pieOption } from '../../components/statistics/chart-options';
import { FOUR_PAIRS } from '../../components/description-columns';
import { fmt } from '../../i18n/format';

type QuestionSummary = SurveySummaryDto['questions'][number];
type OptionCount = NonNullable<QuestionSummary['options']>[number];

/** Choices: a table of counts and shares beside a chart (a pie for one choice, bars for several). */
function ChoiceSummary({ q }: { q: QuestionSummary }) {
  const { t } = useTranslation();
  const options = q.options ?? [];
  const slices = options.map((o) => ({ name: o.option, value: o.count }));
  const columns = [
    { title: t('research.read.option'), dataIndex: 'option', key: 'option' },
    { title: t('research.read.count'), dataIndex: 'count', key: 'count', width: 90 },
    {
      title: t('research.read.percent'),
      key: 'percent',
      width: 90,
      render: (_: unknown, o: OptionCount) => `${o.percent}%`,
    },
  ];
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Table<OptionCount>
          rowKey="index"
          size="small"
          pagination={false}
          columns={columns}
          dataSource={options}
          data-testid={`summary-options-${q.key}`}
        />
      </Col>
      <Col xs={24} md={12}>
        {q.answered > 0 && (
          <Chart
            option={q.type === 'single' ? pieOption(slices) : barOption(slices)}
            height={240}
            testId={`summary-chart-${q.key}`}
          />
        )}
      </Col>
    </Row>
  );
}

/** Numbers and prices: the lowest, highest, mean and median answered, with the unit. */
function NumberSummary({ q }: { q: QuestionSummary }) {
  const { t } = useTranslation();
  // Grouped as every amount on the platform is (4,800.00); a number keeps the places it has.
  const figure = (v: string) => (q.type === 'price' ? fmt().money(v) : fmt().decimal(v));
  const show = (v: string | null | undefined) => (v == null ? '-' : `${figure(v)} ${q.unit ?? ''}`.trim());
  return (
    <Descriptions size="small" bordered column={FOUR_PAIRS} data-testid={`summary-numbers-${q.key}`}>
      <Descriptions.Item label={t('research.read.min')}>{show(q.min)}</Descriptions.Item>
      <Descriptions.Item label={t('research.read.max')}>{show(q.max)}</Descriptions.Item>
      <Descriptions.Item label={t('research.read.mean')}>{show(q.mean)}</Descriptions.Item>
      <Descriptions.Item label={t('research.read.median')}>{show(q.median)}</Descriptions.Item>
    </Descriptions>
  );
}

/** One question's results, as the domain's research summary computed them on the server. */
export function QuestionSummaryCard({ q, index }: { q: QuestionSummary; index: number }) {
  const { t } = useTranslation();
  const body =
    q.type === 'single' || q.type === 'multiple' ? (
      <ChoiceSummary q={q} />
    ) : q.type === 'text' ? (
      <List
        size="small"
        dataSource={q.texts ?? []}
        locale={{ emptyText: t('research.read.noAnswers') }}
        renderItem={(x) => (
          <List.Item>
            <Typography.Text strong>{x.respondent}</Typography.Text>: {x.text}
          </List.Item>
        )}
      />
    ) : (
      <NumberSummary q={q} />
    );
  return (
    <Card
      size="small"
      title={`${index + 1}. ${q.title}`}
      extra={`${t(`research.type.${q.type}`)} · ${t('research.read.answered', { count: q.answered })}`}
      data-testid={`summary-${q.key}`}
    >
      {body}
    </Card>
  );
}
