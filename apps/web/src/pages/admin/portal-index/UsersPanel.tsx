import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROLE_LABELS, isRoleName } from '@bidhall/domain/roles';
import { Chart } from '../../../components/charts/Chart';
import { useLoad } from '../../../components/useLoad';
import { pieOption } from '../../../components/statistics/chart-options';
import { useLang } from '../../../i18n/useLang';
import { fetchUserFigures } from './api';

/** Users by role and the active users of the last 30 days. */
export function UsersPanel() {
  const { t } = useTranslation();
  const { label } = useLang();
  const { data: figures, loading } = useLoad(fetchUserFigures);
  const byRole = (figures?.usersByRole ?? []).map((r) => ({
    name: isRoleName(r.role) ? label(ROLE_LABELS[r.role]) : r.role,
    value: r.count,
  }));
  return (
    <Card title={t('dashboard.users')} loading={loading} style={{ marginTop: 16 }}>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Statistic title={t('dashboard.activeUsers30d')} value={figures?.activeUsers30d ?? 0} />
          <Statistic
            title={t('dashboard.activeAccounts')}
            value={figures?.activeAccounts ?? 0}
            style={{ marginTop: 16 }}
          />
          <Statistic
            title={t('dashboard.pendingReviews')}
            value={figures?.pendingReviews ?? 0}
            style={{ marginTop: 16 }}
          />
        </Col>
        <Col xs={24} md={16}>
          <Chart testId="chart-users-by-role" option={pieOption(byRole)} height={260} />
        </Col>
      </Row>
    </Card>
  );
}
