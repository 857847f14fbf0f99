import { Descriptions, Divider, Form, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AnnouncementDto } from '@bidhall/contracts/announcement';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { decidePublication } from '@bidhall/domain/announcement-effects';
import { ANNOUNCEMENT_TYPES } from '@bidhall/domain/announcement-types';
import { ROLES } from '@bidhall/domain/roles';
import { formatTime } from '../../components/project/format-time';
import { useLang } from '../../i18n/useLang';
import { useCurrentRoute } from '../../permissions/route-context';
import { usePermission } from '../../permissions/usePermission';
import { ProjectPage } from '../workflow/ProjectPage';
import { CorrectionTimes, correctedTimes } from './CorrectionTimes';
import type { TimeValues } from './CorrectionTimes';
import { NoticeEditor } from './NoticeEditor';
import { NoticeList } from './NoticeList';
import { useNotices } from './useNotices';
import { THREE_PAIRS } from '../../components/description-columns';

/** The correction announcement of a normal project (2) or of a market research (8). */
const correctionType = (mode: number) => (mode === 1 ? 8 : 2);

/** The window a published correction set, shown with it. */
function NewWindow({ notice }: { notice: AnnouncementDto }) {
  const { t } = useTranslation();
  if (!notice.applyToTime && !notice.uppriceFromTime && !notice.uppriceToTime) return null;
  return (
    <Descriptions
      size="small"
      bordered
      column={THREE_PAIRS}
      title={`${notice.title} · ${t('correction.newWindow')}`}
      data-testid={`window-${notice.id}`}
    >
      <Descriptions.Item label={t('projectInfo.field.applyToTime')}>{formatTime(notice.applyToTime)}</Descriptions.Item>
      <Descriptions.Item label={t('projectInfo.field.uppriceFromTime')}>
        {formatTime(notice.uppriceFromTime)}
      </Descriptions.Item>
      <Descriptions.Item label={t('projectInfo.field.uppriceToTime')}>
        {formatTime(notice.uppriceToTime)}
      </Descriptions.Item>
    </Descriptions>
  );
}

function CorrectionNotice({ project, reload }: { project: SprojectDto; reload: () => void }) {
  const { lang, label } = useLang();
  const can = usePermission('announcement');
  const [form] = Form.useForm<TimeValues>();
  const type = correctionType(project.mode);
  const { notices, loading, reload: reloadNotices } = useNotices(project.id, type, project.state);
  const mayCorrect =
    useCurrentRoute()?.role === ROLES.agency && can('add') && decidePublication(type, project, ROLES.agency).ok;
  const published = notices.filter((n) => n.status === 1);
  const done = () => {
    reloadNotices();
    reload();
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {mayCorrect && (
        <>
          <CorrectionTimes
            key={`${project.applyToTime}${project.uppriceFromTime}${project.uppriceToTime}`}
            form={form}
            project={project}
          />
          <NoticeEditor
            projectId={project.id}
            type={type}
            draft={notices.find((n) => n.status === 0)}
            defaultTitle={`${project.projectName}${label(ANNOUNCEMENT_TYPES[type].labels)}`}
            extra={() => correctedTimes(form, project, lang)}
            onPublished={done}
          />
        </>
      )}
      <Divider />
      {published.map((n) => (
        <NewWindow key={n.id} notice={n} />
      ))}
      {loading ? <Spin data-testid="notices-loading" /> : <NoticeList notices={mayCorrect ? published : notices} />}
    </Space>
  );
}

/** /projectCorrectionNotice: the agency corrects a published project, moving its times forward only. */
export default function CorrectionNoticePage() {
  const { t } = useTranslation();
  return (
    <ProjectPage title={t('menu.projectCorrectionNotice')}>
      {(project, reload) => <CorrectionNotice project={project} reload={reload} />}
    </ProjectPage>
  );
}
