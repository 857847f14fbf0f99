import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatCards } from '../../../components/charts/StatCards';
import { useLoad } from '../../../components/useLoad';
import { ProjectStatsPanel } from '../../../components/statistics/ProjectStatsPanel';
import { RangeFilter } from '../../../components/statistics/RangeFilter';
import type { StatsRange } from '../../../components/statistics/api';

interface Props<C> {
  fetchCounts: () => Promise<C>;
  /** The counters shown, by their key in `dashboard.counts`. */
  keys: readonly (keyof C & string)[];
}

/** A role's home: its counters, then its projects' statistics as charts over a chosen period. */
export function RoleHome<C extends object>({ fetchCounts, keys }: Props<C>) {
  const { t } = useTranslation();
  const { data: counts, loading } = useLoad(fetchCounts);
  const [range, setRange] = useState<StatsRange>({});
  const items = keys.map((key) => ({
    key,
    title: t(`dashboard.counts.${key}`),
    value: counts ? Number(counts[key]) : 0,
  }));
  return (
    <>
      <StatCards loading={loading} items={items} />
      <RangeFilter onChange={setRange} />
      <ProjectStatsPanel range={range} />
    </>
  );
}
