import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatCards } from '../../../components/charts/StatCards';
import { useLoad } from '../../../components/useLoad';
import { ProjectStatsPanel } from '../../../components/statistics/ProjectStatsPanel';
import { RangeFilter } from '../../../components/statistics/RangeFilter';
import type { StatsRange } from '../../../components/statistics/api';
import { TenantsPanel } from './TenantsPanel';
import { UsersPanel } from './UsersPanel';
import { fetchAdminCounts } from './api';

/** /PortalIndex/index: platform data for the administrator. */
export default function PortalIndexPage() {
  const { t } = useTranslation();
  const { data: counts, loading } = useLoad(fetchAdminCounts);
  const [range, setRange] = useState<StatsRange>({});
  const keys = [
    'users',
    'purchasers',
    'agencies',
    'suppliers',
    'experts',
    'projects',
    'liveWindows',
    'quotesToday',
  ] as const;
  return (
    <>
      <StatCards
        loading={loading}
        items={keys.map((key) => ({ key, title: t(`dashboard.counts.${key}`), value: counts?.[key] ?? 0 }))}
      />
      <RangeFilter onChange={setRange} />
      <ProjectStatsPanel range={range} />
      <UsersPanel />
      <TenantsPanel />
    </>
  );
}
