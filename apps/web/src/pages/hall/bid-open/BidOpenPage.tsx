import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ExpertProjectDto } from '@bidhall/contracts/sproject';
import { EXPERT_TASK_LABELS, type ExpertTask } from '@bidhall/domain/expert-task';
import { useLang } from '../../../i18n/useLang';
import { ProjectPhaseTable } from '../ProjectPhaseTable';
import { EXPERT_LIST_SIZE, getMyExpertProjects } from './api';

const load = () => getMyExpertProjects(0, EXPERT_LIST_SIZE);
const hallOf = (p: ExpertProjectDto) => `/BidOpenHall?id=${p.id}`;

/** What asks for the expert's hand stands out; what is done or not yet due does not. */
const TASK_COLORS: Record<ExpertTask, string | undefined> = {
  'to-score': 'processing',
  submitted: 'success',
  'awaiting-opening': 'warning',
  waiting: undefined,
  closed: undefined,
  'no-scoring': undefined,
};

/** The expert's open-bid hall list (/BidOpen): assigned projects, their phase and the expert's task. */
export default function BidOpenPage() {
  const { t } = useTranslation();
  const { label } = useLang();
  return (
    <ProjectPhaseTable<ExpertProjectDto>
      title={t('hall.expert.listTitle')}
      emptyText={t('hall.expert.empty')}
      load={load}
      hallOf={hallOf}
      moreColumns={[
        {
          title: t('hall.expert.task'),
          key: 'task',
          width: 140,
          render: (_, p) => (
            <Tag
              color={TASK_COLORS[p.expertTask]}
              data-testid="expert-task"
              // What the menu badge counts (waitScoreNum): the rows that ask for the expert's hand.
              data-todo={p.expertTask === 'to-score' ? '' : undefined}
            >
              {label(EXPERT_TASK_LABELS[p.expertTask])}
            </Tag>
          ),
        },
      ]}
      testId="bid-open"
    />
  );
}
