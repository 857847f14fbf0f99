import { Empty, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AnnouncementDto } from '@bidhall/contracts/announcement';
import { formatTime } from '../../components/project/format-time';
import { RichTextView } from '../../components/rich-text/RichTextView';

/** A project's notices of one type: published ones with their time, drafts marked. */
export function NoticeList({ notices }: { notices: readonly AnnouncementDto[] }) {
  const { t } = useTranslation();
  if (notices.length === 0) return <Empty description={t('notice.none')} />;
  return (
    <List
      data-testid="notice-list"
      dataSource={[...notices]}
      renderItem={(n) => (
        <List.Item>
          <List.Item.Meta
            title={
              <>
                {n.title}{' '}
                {n.status === 1 ? <Tag color="success">{t('notice.published')}</Tag> : <Tag>{t('notice.draft')}</Tag>}
              </>
            }
            description={
              <>
                <Typography.Text type="secondary">{formatTime(n.publishedAt ?? n.creationTime)}</Typography.Text>
                <RichTextView html={n.content} />
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}
