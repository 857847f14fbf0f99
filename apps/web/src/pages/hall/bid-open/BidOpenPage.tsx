import { useTranslation } from 'react-i18next';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { ProjectPhaseTable } from '../ProjectPhaseTable';
import { getMyExpertProjects } from './api';

const LIST_SIZE = 200;
const load = () => getMyExpertProjects(0, LIST_SIZE);
const hallOf = (p: SprojectDto) => `/BidOpenHall?id=${p.id}`;

/** The expert's open-bid hall list (/BidOpen): assigned projects with their phase. */
export default function BidOpenPage() {
  const { t } = useTranslation();
  return (
    <ProjectPhaseTable
      title={t('hall.expert.listTitle')}
      emptyText={t('hall.expert.empty')}
      load={load}
      hallOf={hallOf}
      testId="bid-open"
    />
  );
}
