import { App, Button, Divider, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { decidePublication } from '@bidhall/domain/announcement-effects';
import { ANNOUNCEMENT_TYPES } from '@bidhall/domain/announcement-types';
import { questionSetProblems, RESEARCH_STATUS, SURVEY_PROBLEM_LABELS } from '@bidhall/domain/research-survey';
import { publishRefusal } from '@bidhall/domain/research-window';
import { ROLES } from '@bidhall/domain/roles';
import { confirmDialog } from '../../components/dialog';
import { useLang } from '../../i18n/useLang';
import { getProject } from '../../layouts/project/api';
import { useCurrentRoute } from '../../permissions/route-context';
import { usePermission } from '../../permissions/usePermission';
import { NoticeEditor } from '../notice/NoticeEditor';
import { NoticeList } from '../notice/NoticeList';
import { useNotices } from '../notice/useNotices';
import { publishSurvey, type Survey } from './api';

/** The market research announcement (type 1): publishing it moves the project 4 -> 5. */
const MARKET_RESEARCH = 1;

interface Props {
  project: SprojectDto;
  survey: Survey | null;
  /** The builder holds changes not saved: publishing now would publish the stored survey. */
  dirty: boolean;
  reload: () => void;
}

/**
 * Publication of the survey. The announcement publishes the project (the api's Announcement
 * service); the survey itself is opened by Research/Publish right after, which the api
 * allows in state 5. Should that second call fail, the survey stays a draft of a published
 * project, and the "open the survey" button below retries it.
 */
export function SurveyPublish({ project, survey, dirty, reload }: Props) {
  const { t } = useTranslation();
  const { lang, label } = useLang();
  const { message } = App.useApp();
  const isAgency = useCurrentRoute()?.role === ROLES.agency;
  const canAnnounce = usePermission('announcement')('add');
  const canEdit = usePermission()('edit');
  const { notices, loading, reload: reloadNotices } = useNotices(project.id, MARKET_RESEARCH, project.state);
  const draftSurvey = survey?.status === RESEARCH_STATUS.draft;
  const may = isAgency && canAnnounce && canEdit;

  const precheck = () => {
    if (dirty) return t('research.publish.saveFirst');
    if (!survey) return t('research.survey.none');
    const problem = questionSetProblems(survey.questions)[0];
    if (problem) return SURVEY_PROBLEM_LABELS[problem.code][lang];
    const refusal = publishRefusal({ status: survey.status, deadline: Date.parse(survey.deadline) }, Date.now());
    return refusal ? t(`research.refusal.${refusal}`) : null;
  };

  const open = async () => {
    const moved = await getProject(project.id);
    if (moved.state === 5 && draftSurvey) await publishSurvey(project.id).then(() => void message.success(t('research.publish.opened')));
  };
  const done = () => {
    void open().finally(() => {
      reloadNotices();
      reload();
    });
  };
  const retry = async () => {
    if (!(await confirmDialog({ title: 'research.publish.openTitle', content: 'research.publish.openConfirm', ok: 'common.ok', cancel: 'common.cancel' }))) return;
    await publishSurvey(project.id);
    void message.success(t('research.publish.opened'));
    reload();
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="survey-publish">
      {may && project.state === 4 && draftSurvey && (
        <NoticeEditor
          projectId={project.id}
          type={MARKET_RESEARCH}
          draft={notices.find((n) => n.status === 0)}
          defaultTitle={`${project.projectName}${label(ANNOUNCEMENT_TYPES[MARKET_RESEARCH].labels)}`}
          precheck={precheck}
          publishable={decidePublication(MARKET_RESEARCH, project, ROLES.agency).ok}
          onPublished={done}
        />
      )}
      {may && project.state === 5 && draftSurvey && (
        <Button type="primary" onClick={() => void retry()} data-testid="survey-open">
          {t('research.publish.open')}
        </Button>
      )}
      {may && project.state < 4 && <span>{t('research.publish.notYet')}</span>}
      <Divider />
      {loading ? <Spin /> : <NoticeList notices={notices.filter((n) => n.status === 1)} />}
    </Space>
  );
}
