import { Card, Empty, List, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AnnouncementDto } from '@bidhall/contracts/announcement';
import { getResultNotices, publicRecordUrl, recordFileName } from './api';

const PAGE = 10;

/** /results (no sign-in): the published result announcements, newest first. */
export default function PublicResultsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ totalCount: number; items: AnnouncementDto[] } | null>(null);
  useEffect(() => {
    let live = true;
    getResultNotices((page - 1) * PAGE, PAGE).then((d) => live && setData(d));
    return () => {
      live = false;
    };
  }, [page]);
  return (
    <Card title={t('record.notices.title')} extra={<Link to="/user/login">{t('record.notices.signIn')}</Link>}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary">{t('record.notices.intro')}</Typography.Paragraph>
        <List
          loading={data === null}
          dataSource={data?.items ?? []}
          rowKey="id"
          locale={{ emptyText: <Empty description={t('record.notices.empty')} /> }}
          pagination={
            data && data.totalCount > PAGE
              ? { current: page, pageSize: PAGE, total: data.totalCount, onChange: setPage }
              : false
          }
          renderItem={(notice) => (
            <List.Item
              data-testid="public-result"
              actions={[
                <Link key="open" to={`/result?id=${notice.id}`}>
                  {t('record.notices.open')}
                </Link>,
                <a key="record" href={publicRecordUrl(notice.projectId)} download={recordFileName(notice.projectNum)}>
                  {t('record.box.download')}
                </a>,
              ]}
            >
              <List.Item.Meta
                title={<Link to={`/result?id=${notice.id}`}>{notice.title}</Link>}
                description={`${notice.projectNum} · ${notice.publishedAt?.slice(0, 10) ?? ''}`}
              />
            </List.Item>
          )}
        />
      </Space>
    </Card>
  );
}
