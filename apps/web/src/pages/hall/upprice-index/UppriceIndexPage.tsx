import { useTranslation } from 'react-i18next';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { ConnectionIndicator } from '../../../components/hall/ConnectionIndicator';
import { ProjectPhaseTable } from '../ProjectPhaseTable';
import { getMyBidList } from './api';

const LIST_SIZE = 200;
const load = () => getMyBidList(0, LIST_SIZE);
const hallOf = (p: SprojectDto) => `/bid/project-quote?id=${p.id}`;

/** The supplier's quote hall list (/uppriceIndex): its projects with phase and live countdowns. */
export default function UppriceIndexPage() {
  const { t } = useTranslation();
  return (
    <ProjectPhaseTable
      title={t('hall.list.title')}
      emptyText={t('hall.list.empty')}
      load={load}
      hallOf={hallOf}
      extra={<ConnectionIndicator />}
      testId="hall-list"
    />
  );
}
