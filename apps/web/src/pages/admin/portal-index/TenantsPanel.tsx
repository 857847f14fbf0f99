import { Button, Card, Table } from 'antd';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import type { TenantReportItem } from '@bidhall/contracts/statistics';
import { fmt } from '../../../i18n/format';
import { downloadCsv } from '../../../components/statistics/csv';
import { useLoad } from '../../../components/useLoad';
import { Access } from '../../../permissions/Access';
import { fetchTenantReport } from './api';

type Tenant = z.infer<typeof TenantReportItem>;
const FIGURES = ['users', 'companies', 'projects', 'liveProjects', 'closedProjects'] as const;

/** AbpTenantReport/GetAbpTenantReport: per tenant, users, companies, projects and the awarded amount. */
export function TenantsPanel() {
  const { t } = useTranslation();
  const { data, loading } = useLoad(fetchTenantReport);
  const items = data?.items ?? [];
  const head = [
    t('dashboard.tenant.name'),
    ...FIGURES.map((f) => t(`dashboard.tenant.${f}`)),
    t('dashboard.tenant.awardedAmount'),
  ];
  const exportCsv = () =>
    downloadCsv(
      'tenants.csv',
      head,
      items.map((r) => [r.name, ...FIGURES.map((f) => r[f]), r.awardedAmount]),
    );
  return (
    <Card
      title={t('dashboard.tenant.title')}
      style={{ marginTop: 16 }}
      extra={
        <Access action="export" permission="statistics">
          <Button onClick={exportCsv} disabled={items.length === 0}>
            {t('listing.exportCsv')}
          </Button>
        </Access>
      }
    >
      <Table<Tenant>
        rowKey="tenantId"
        size="small"
        loading={loading}
        pagination={false}
        dataSource={items}
        columns={[
          { title: head[0], dataIndex: 'name' },
          ...FIGURES.map((f, i) => ({ title: head[i + 1], dataIndex: f, align: 'right' as const })),
          { title: head.at(-1), key: 'awarded', align: 'right', render: (_, r) => fmt().money(r.awardedAmount) },
        ]}
      />
    </Card>
  );
}
