import { useEffect, useState } from 'react';
import { Descriptions, Divider, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AnnouncementDto } from '@bidhall/contracts/announcement';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { ANNOUNCEMENT_TYPES } from '@bidhall/domain/announcement-types';
import { checkPublicationTimes, timeRuleMessage } from '@bidhall/domain/project-times';
import { formatTime } from '../../components/project/format-time';
import { useLang } from '../../i18n/useLang';
import { usePermission } from '../../permissions/usePermission';
import { ProjectPage } from '../workflow/ProjectPage';
import { getNotices } from './api';
import { NoticeEditor } from './NoticeEditor';
import { NoticeList } from './NoticeList';
import { THREE_PAIRS } from '../../components/description-columns';
import { PROJECT_STATE } from '@bidhall/domain/project-states';

const BIDDING = 0;

function BidNotice({ project, reload }: { project: SprojectDto; reload: () => void }) {
  const { t } = useTranslation();
  const { lang, label } = useLang();
  const can = usePermission('announcement');
  const [notices, setNotices] = useState<AnnouncementDto[]>([]);
  useEffect(() => {
    getNotices(project.id, BIDDING).then(
      (r) => setNotices(r.items),
      () => setNotices([]),
    );
  }, [project.id, project.state]);
  const precheck = () => {
    const check = checkPublicationTimes({
      now: Date.now(),
      applyToTime: project.applyToTime ?? '',
      uppriceFromTime: project.uppriceFromTime ?? '',
      uppriceToTime: project.uppriceToTime ?? '',
    });
    return check.ok ? null : timeRuleMessage(check.reason, lang);
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Descriptions size="small" bordered column={THREE_PAIRS}>
        <Descriptions.Item label={t('projectInfo.field.applyToTime')}>
          {formatTime(project.applyToTime)}
        </Descriptions.Item>
        <Descriptions.Item label={t('projectInfo.field.uppriceFromTime')}>
          {formatTime(project.uppriceFromTime)}
        </Descriptions.Item>
        <Descriptions.Item label={t('projectInfo.field.uppriceToTime')}>
          {formatTime(project.uppriceToTime)}
        </Descriptions.Item>
      </Descriptions>
      {project.state === PROJECT_STATE.approved && can('add') && (
        <NoticeEditor
          projectId={project.id}
          type={BIDDING}
          draft={notices.find((n) => n.status === 0)}
          defaultTitle={`${project.projectName}${label(ANNOUNCEMENT_TYPES[BIDDING].labels)}`}
          precheck={precheck}
          onPublished={reload}
        />
      )}
      <Divider />
      <NoticeList notices={notices.filter((n) => n.status === 1 || project.state !== PROJECT_STATE.approved)} />
    </Space>
  );
}

/** /projectBidNotice: the agency publishes the passed project with the bidding announcement (4 -> 5). */
export default function BidNoticePage() {
  const { t } = useTranslation();
  return (
    <ProjectPage title={t('menu.projectBidNotice')}>
      {(project, reload) => <BidNotice project={project} reload={reload} />}
    </ProjectPage>
  );
}
