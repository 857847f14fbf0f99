import { Alert, Card, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { AnnouncementDto } from '@bidhall/contracts/announcement';
import { RichTextView } from '../../components/rich-text/RichTextView';
import { RESULT_NOTICE_TYPE, getProjectResultNotice, getPublicNotice } from './api';
import { RecordBox } from './RecordBox';

/** /result?id= (no sign-in): one published result announcement with its auction record; /result?project= the project's. */
export default function PublicResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const byProject = params.has('project');
  const id = Number(params.get(byProject ? 'project' : 'id'));
  const [state, setState] = useState<
    { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; notice: AnnouncementDto }
  >({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    if (!Number.isInteger(id) || id <= 0) {
      setState({ kind: 'failed' });
      return;
    }
    (byProject ? getProjectResultNotice(id) : getPublicNotice(id)).then(
      (notice) => live && setState({ kind: 'ready', notice }),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [id, byProject]);
  return (
    <Card extra={<Link to="/results">{t('record.notices.back')}</Link>} title={t('menu.publicResult')}>
      {state.kind === 'loading' && <Spin />}
      {state.kind === 'failed' && <Alert type="error" showIcon title={t('project.loadFailed')} />}
      {state.kind === 'ready' && (
        <Space orientation="vertical" style={{ width: '100%' }} data-testid="public-result-notice">
          <Typography.Title level={4} style={{ textAlign: 'center' }}>
            {state.notice.title}
          </Typography.Title>
          <RichTextView html={state.notice.content} />
          {state.notice.type === RESULT_NOTICE_TYPE && <RecordBox projectId={state.notice.projectId} />}
        </Space>
      )}
    </Card>
  );
}
