import { useCallback } from 'react';
import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Announcement } from '@bidhall/contracts/routes/announcement';
import { call } from '../../../api/call';
import { RichTextView } from '../../../components/rich-text/RichTextView';
import { useLoad } from '../../../components/useLoad';

const BIDDING = 0;

/** The project's published bidding notice, for a supplier to read before it signs up. */
export function BiddingNotice({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const load = useCallback(() => call(Announcement.GetList, { projectId, type: BIDDING }), [projectId]);
  const { data, loading } = useLoad(load);
  const notice = data?.items.find((n) => n.status === 1);
  return (
    <Card size="small" title={notice?.title ?? t('hall.sign.notice')} loading={loading} data-testid="sign-notice">
      {notice ? <RichTextView html={notice.content} /> : <Empty description={t('hall.sign.noNotice')} />}
    </Card>
  );
}
