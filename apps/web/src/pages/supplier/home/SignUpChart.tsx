import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/charts/Chart';
import { pieOption } from '../../../components/statistics/chart-options';
import type { SupplierCounts } from './api';

/** The firm's sign-ups by outcome: passed, awaiting the agency, returned. */
export function SignUpChart({ counts }: { counts: SupplierCounts }) {
  const { t } = useTranslation();
  const returned = Math.max(0, counts.signUps - counts.passedSignUps - counts.pendingSignUps);
  const data = [
    { name: t('supplier.home.passed'), value: counts.passedSignUps },
    { name: t('supplier.home.pending'), value: counts.pendingSignUps },
    { name: t('supplier.home.returned'), value: returned },
  ];
  return <Chart testId="chart-signups" option={pieOption(data)} />;
}
