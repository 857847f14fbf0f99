import { Card, Col, Empty, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { fmt } from '../../../i18n/format';
import { StatCards } from '../../../components/charts/StatCards';
import { useLoad } from '../../../components/useLoad';
import { OpenProjectsCard } from './OpenProjectsCard';
import { SignUpChart } from './SignUpChart';
import { fetchSupplierCounts } from './api';

/** /sPortalIndex: the supplier's home, its firm's figures and the projects open for sign-up. */
export default function SupplierHomePage() {
  const { t } = useTranslation();
  const { data: c, loading } = useLoad(fetchSupplierCounts);
  const items = [
    { key: 'openProjects', title: t('supplier.home.openProjects'), value: c?.openProjects ?? 0 },
    { key: 'signUps', title: t('supplier.home.signUps'), value: c?.signUps ?? 0 },
    { key: 'quotedProjects', title: t('supplier.home.quotedProjects'), value: c?.quotedProjects ?? 0 },
    { key: 'quotes', title: t('supplier.home.quotes'), value: c?.quotes ?? 0 },
    { key: 'wins', title: t('supplier.home.wins'), value: c?.wins ?? 0 },
    { key: 'awardedAmount', title: t('supplier.home.awardedAmount'), value: c ? fmt().money(c.awardedAmount) : '-' },
  ];
  return (
    <>
      <StatCards items={items} loading={loading} />
      <Row gutter={16}>
        <Col xs={24} lg={10}>
          <Card title={t('supplier.home.signUpChart')} loading={loading}>
            {c && c.signUps > 0 ? <SignUpChart counts={c} /> : <Empty description={t('supplier.home.noSignUps')} />}
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <OpenProjectsCard />
        </Col>
      </Row>
    </>
  );
}
