import { Button, Divider, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { canDraftAnnouncement, decidePublication } from '@bidhall/domain/announcement-effects';
import { ANNOUNCEMENT_TYPES } from '@bidhall/domain/announcement-types';
import { isRoleName } from '@bidhall/domain/roles';
import { useLang } from '../../i18n/useLang';
import { useCurrentRoute } from '../../permissions/route-context';
import { usePermission } from '../../permissions/usePermission';
import { RESULT_NOTICE_TYPE } from '../record/api';
import { RecordBox } from '../record/RecordBox';
import { ProjectPage } from '../workflow/ProjectPage';
import { draftFromResult } from './api';
import { NoticeEditor } from './NoticeEditor';
import { NoticeList } from './NoticeList';
import { useNotices } from './useNotices';
import { PROJECT_STATE } from '@bidhall/domain/project-states';

/** The result announcement of a normal project (5) or of a market research (7); a failed project's failure notice (6). */
const endType = (p: { mode: number; state: number }): 5 | 6 | 7 =>
  p.mode === 1 ? 7 : p.state === PROJECT_STATE.failed ? 6 : 5;

function ResultNotice({ project, reload }: { project: SprojectDto; reload: () => void }) {
  const { label } = useLang();
  const role = useCurrentRoute()?.role;
  const can = usePermission('announcement');
  const { t } = useTranslation();
  const type = endType(project);
  const { notices, loading, reload: reloadNotices } = useNotices(project.id, type, project.state);
  const actor = role !== undefined && isRoleName(role) ? role : undefined;
  const published = notices.some((n) => n.status === 1);
  const mayDraft =
    actor !== undefined && canDraftAnnouncement(actor) && can('add') && !published && [6, 7, 8].includes(project.state);
  const draft = notices.find((n) => n.status === 0);
  // The confirmation or the failure drafts the notice from the template; one made before either
  // (or thrown away since) is drafted again on request.
  const mayTemplate = mayDraft && !loading && draft === undefined && (type === 5 || type === 6) && project.state >= 7;
  const mayPublish = actor !== undefined && decidePublication(type, project, actor).ok;
  const done = () => {
    reloadNotices();
    reload();
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {mayTemplate && (
        <Button
          data-testid="notice-from-template"
          onClick={() => void draftFromResult(project.id, type).then(reloadNotices, () => undefined)}
        >
          {t('notice.fromTemplate')}
        </Button>
      )}
      {mayDraft && (
        <NoticeEditor
          projectId={project.id}
          type={type}
          draft={draft}
          defaultTitle={`${project.projectName}${label(ANNOUNCEMENT_TYPES[type].labels)}`}
          publishable={mayPublish}
          onPublished={done}
        />
      )}
      <Divider />
      {loading ? (
        <Spin data-testid="notices-loading" />
      ) : (
        <NoticeList notices={mayDraft ? notices.filter((n) => n.status === 1) : notices} />
      )}
      {published && type === RESULT_NOTICE_TYPE && <RecordBox projectId={project.id} />}
    </Space>
  );
}

/**
 * /projectResultNotice: the agency reviews the result notice the confirmation drafted from the
 * template (or the failure notice of a failed project), edits, previews and publishes it.
 */
export default function ResultNoticePage() {
  const { t } = useTranslation();
  return (
    <ProjectPage title={t('menu.projectResultNotice')}>
      {(project, reload) => <ResultNotice project={project} reload={reload} />}
    </ProjectPage>
  );
}
