import type { ReactNode } from 'react';
import { Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { ANNOUNCEMENT_TYPES, type AnnouncementType } from '@bidhall/domain/announcement-types';
import { useLang } from '../../i18n/useLang';
import { ProjectPage } from '../workflow/ProjectPage';
import { useCorrectionDeadline } from './CorrectionDeadline';
import { ResearchNoticeTab } from './ResearchNoticeTab';
import { SurveyStatus } from './SurveyStatus';
import { useSurvey } from './useSurvey';

/** The market research announcement (1) is published from researchInfo; here it is only shown. */
const TYPES = { announcement: 1, result: 7, correction: 8, termination: 9 } as const satisfies Record<
  string,
  AnnouncementType
>;

function ResearchNotices({ project, reload }: { project: SprojectDto; reload: () => void }) {
  const { label } = useLang();
  const { survey, reload: reloadSurvey } = useSurvey(project.id, project.state);
  const deadline = useCorrectionDeadline(survey);
  // A notice changes the survey with the project (a correction moves no state, so reload both).
  const changed = () => {
    reloadSurvey();
    reload();
  };
  const tab = (type: AnnouncementType, children: ReactNode) => ({
    key: String(type),
    label: label(ANNOUNCEMENT_TYPES[type].labels),
    children,
  });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <SurveyStatus survey={survey} />
      <Tabs
        defaultActiveKey={String(project.state >= 6 ? TYPES.result : TYPES.announcement)}
        items={[
          tab(
            TYPES.announcement,
            <ResearchNoticeTab project={project} type={TYPES.announcement} editable={false} reload={changed} />,
          ),
          tab(
            TYPES.correction,
            <ResearchNoticeTab project={project} type={TYPES.correction} fields={deadline} reload={changed} />,
          ),
          tab(
            TYPES.termination,
            <ResearchNoticeTab project={project} type={TYPES.termination} once reload={changed} />,
          ),
          tab(TYPES.result, <ResearchNoticeTab project={project} type={TYPES.result} once reload={changed} />),
        ]}
      />
    </Space>
  );
}

/** /researchNotice?id=: a research project's announcements: correction, termination and result, each confirmed before publication. */
export default function ResearchNoticePage() {
  const { t } = useTranslation();
  return (
    <ProjectPage title={t('menu.researchNotice')}>
      {(project, reload) => <ResearchNotices project={project} reload={reload} />}
    </ProjectPage>
  );
}
