import { Card, Col, Row, Statistic } from 'antd';

export interface StatItem {
  key: string;
  title: string;
  value: number | string;
}

/** A row of counters at the top of a home page. */
export function StatCards({ items, loading }: { items: StatItem[]; loading: boolean }) {
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {items.map((item) => (
        <Col key={item.key} xs={12} md={8} xl={6}>
          <Card loading={loading} data-testid={`stat-${item.key}`}>
            <Statistic title={item.title} value={item.value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
