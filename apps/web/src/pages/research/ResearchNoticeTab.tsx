import type { ReactNode } from 'react';
import { Divider, Space, Spin } from 'antd';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { ANNOUNCEMENT_EFFECTS, canDraftAnnouncement, decidePublication } from '@bidhall/domain/announcement-effects';
import { ANNOUNCEMENT_TYPES, type AnnouncementType } from '@bidhall/domain/announcement-types';
import { ROLES } from '@bidhall/domain/roles';
import { useLang } from '../../i18n/useLang';
import { useCurrentRoute } from '../../permissions/route-context';
import { usePermission } from '../../permissions/usePermission';
import { NoticeEditor } from '../notice/NoticeEditor';
import { NoticeList } from '../notice/NoticeList';
import { useNotices } from '../notice/useNotices';

interface Props {
  project: SprojectDto;
  type: AnnouncementType;
  /** What must happen before the notice may be written (the survey's own change), shown above it. */
  before?: ReactNode;
  /** Whether that step is done; the editor waits for it. */
  ready?: boolean;
  /** Only one notice of the type makes sense (the result). */
  once?: boolean;
  reload: () => void;
}

/**
 * One research notice type: its published notices and, for the agency while the type fits
 * the project's state (the domain's announcement effects), the editor that drafts and
 * publishes it with a confirmation.
 */
export function ResearchNoticeTab({ project, type, before, ready = true, once = false, reload }: Props) {
  const { label } = useLang();
  const isAgency = useCurrentRoute()?.role === ROLES.agency;
  const can = usePermission('announcement');
  const { notices, loading, reload: reloadNotices } = useNotices(project.id, type, project.state);
  const published = notices.filter((n) => n.status === 1);
  const fits = ANNOUNCEMENT_EFFECTS[type].moves[project.state as keyof (typeof ANNOUNCEMENT_EFFECTS)[typeof type]['moves']] !== undefined;
  const mayWrite = isAgency && can('add') && canDraftAnnouncement(ROLES.agency) && fits && !(once && published.length > 0);
  const done = () => {
    reloadNotices();
    reload();
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid={`notice-tab-${type}`}>
      {mayWrite && before}
      {mayWrite && ready && (
        <NoticeEditor
          projectId={project.id}
          type={type}
          draft={notices.find((n) => n.status === 0)}
          defaultTitle={`${project.projectName}${label(ANNOUNCEMENT_TYPES[type].labels)}`}
          publishable={decidePublication(type, project, ROLES.agency).ok}
          onPublished={done}
        />
      )}
      {mayWrite && <Divider />}
      {loading ? <Spin /> : <NoticeList notices={mayWrite ? published : notices} />}
    </Space>
  );
}
