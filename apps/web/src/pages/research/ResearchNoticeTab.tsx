import type { ReactNode } from 'react';
import { Alert, Divider, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AnnouncementDto } from '@bidhall/contracts/announcement';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { ANNOUNCEMENT_EFFECTS, canDraftAnnouncement, decidePublication } from '@bidhall/domain/announcement-effects';
import { ANNOUNCEMENT_TYPES, type AnnouncementType } from '@bidhall/domain/announcement-types';
import { ROLES } from '@bidhall/domain/roles';
import { useLang } from '../../i18n/useLang';
import { useCurrentRoute } from '../../permissions/route-context';
import { usePermission } from '../../permissions/usePermission';
import type { NoticeDraft } from '../notice/api';
import { NoticeEditor } from '../notice/NoticeEditor';
import { NoticeList } from '../notice/NoticeList';
import { useNotices } from '../notice/useNotices';

/** Fields a notice carries beyond its text (a correction's deadline): drawn above the editor, read when it saves. */
export interface NoticeFields {
  render: (draft: AnnouncementDto | undefined) => ReactNode;
  /** The fields' part of the draft; undefined when one is wrong (its message is beside it). */
  extra: () => Partial<NoticeDraft> | undefined;
}

interface Props {
  project: SprojectDto;
  type: AnnouncementType;
  fields?: NoticeFields | undefined;
  /** Checks the survey allows publication now; a message to show instead (the builder's state). */
  precheck?: () => string | null;
  /** Only one notice of the type makes sense (the result, the termination). */
  once?: boolean;
  /** The page's own condition for writing (researchInfo: its edit permission, a survey still a draft). */
  editable?: boolean;
  reload: () => void;
}

/**
 * One research notice type: its published notices and, for the agency while the type fits
 * the project's state (the domain's announcement effects), the editor that drafts and
 * publishes it with a confirmation. Publishing is the one step: the api makes the notice's
 * effect on the project and on its survey together, as the line above the editor says.
 */
export function ResearchNoticeTab({ project, type, fields, precheck, once = false, editable = true, reload }: Props) {
  const { t } = useTranslation();
  const { label } = useLang();
  const isAgency = useCurrentRoute()?.role === ROLES.agency;
  const can = usePermission('announcement');
  const { notices, loading, reload: reloadNotices } = useNotices(project.id, type, project.state);
  const published = notices.filter((n) => n.status === 1);
  const draft = notices.find((n) => n.status === 0);
  const effect = ANNOUNCEMENT_EFFECTS[type];
  const fits = effect.moves[project.state as keyof typeof effect.moves] !== undefined;
  const mayWrite =
    editable && isAgency && can('add') && canDraftAnnouncement(ROLES.agency) && fits && !(once && published.length > 0);
  const done = () => {
    reloadNotices();
    reload();
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid={`notice-tab-${type}`}>
      {mayWrite && effect.survey && (
        <Alert
          type="info"
          showIcon
          title={t(`research.effect.${effect.survey}`)}
          data-testid={`notice-effect-${type}`}
        />
      )}
      {mayWrite && fields?.render(draft)}
      {mayWrite && (
        <NoticeEditor
          projectId={project.id}
          type={type}
          draft={draft}
          defaultTitle={`${project.projectName}${label(ANNOUNCEMENT_TYPES[type].labels)}`}
          precheck={precheck}
          publishable={decidePublication(type, project, ROLES.agency).ok}
          extra={fields?.extra}
          onPublished={done}
        />
      )}
      {mayWrite && <Divider />}
      {loading ? <Spin /> : <NoticeList notices={mayWrite ? published : notices} />}
    </Space>
  );
}
