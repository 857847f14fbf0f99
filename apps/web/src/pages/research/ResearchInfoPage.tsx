import { useCallback, useState } from 'react';
import { Alert, Divider, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { editRefusal } from '@bidhall/domain/research-window';
import { ROLES } from '@bidhall/domain/roles';
import { useCurrentRoute } from '../../permissions/route-context';
import { usePermission } from '../../permissions/usePermission';
import { ProjectPage } from '../workflow/ProjectPage';
import { ResearchDetails } from './ResearchDetails';
import { SurveyBuilder } from './SurveyBuilder';
import { SurveyPublish } from './SurveyPublish';
import { SurveyStatus } from './SurveyStatus';
import { useSurvey } from './useSurvey';

function ResearchInfo({ project, reload }: { project: SprojectDto; reload: () => void }) {
  const { t } = useTranslation();
  const isAgency = useCurrentRoute()?.role === ROLES.agency;
  const canEdit = usePermission()('edit');
  const { survey, failed, loading, reload: reloadSurvey } = useSurvey(project.id, project.state);
  const [dirty, setDirty] = useState(false);
  const onDirty = useCallback((d: boolean) => setDirty(d), []);
  const reloadAll = () => {
    reloadSurvey();
    reload();
  };
  // Published questions are frozen (the domain's editRefusal); the api refuses the rest.
  const editable =
    isAgency &&
    canEdit &&
    editRefusal(survey && { status: survey.status, deadline: Date.parse(survey.deadline) }) === null;

  return (
    <>
      <ResearchDetails project={project} reload={reload} />
      <Divider titlePlacement="start">{t('research.survey.title')}</Divider>
      {failed && <Alert type="error" title={t('research.survey.loadFailed')} />}
      {loading ? (
        <Spin data-testid="survey-loading" />
      ) : (
        !failed && (
          <>
            <SurveyStatus survey={survey} />
            <SurveyBuilder
              project={project}
              survey={survey}
              editable={editable}
              onSaved={reloadSurvey}
              onDirty={onDirty}
            />
            <Divider titlePlacement="start">{t('research.publish.title')}</Divider>
            <SurveyPublish project={project} survey={survey} dirty={dirty} reload={reloadAll} />
          </>
        )
      )}
    </>
  );
}

/** /research/researchInfo?id=: the research project's details, its survey builder and the survey's publication. */
export default function ResearchInfoPage() {
  const { t } = useTranslation();
  return (
    <ProjectPage title={t('menu.researchInfo-edit')}>
      {(project, reload) => <ResearchInfo project={project} reload={reload} />}
    </ProjectPage>
  );
}
