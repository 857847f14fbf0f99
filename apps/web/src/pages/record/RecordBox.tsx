import { Card, Descriptions, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicRecord } from '@bidhall/contracts/public-record';
import { usePhone } from '../../layouts/usePhone';
import { getPublicRecord, publicRecordUrl, recordFileName } from './api';

const verifyPath = (record: Pick<PublicRecord, 'projectId' | 'publicHead'>) =>
  `/record/verify?projectId=${record.projectId}&head=${record.publicHead}`;

/**
 * A published result's record: both heads printed, so a copy of the notice is enough to check
 * a downloaded record against, the anonymous download and the verification page. Nothing
 * before the result notice: the api refuses the record then.
 */
export function RecordBox({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  // On a phone the label goes above its head: beside it, 64 hex digits broke into a column of six.
  const phone = usePhone();
  const [record, setRecord] = useState<PublicRecord | null>(null);
  useEffect(() => {
    let live = true;
    getPublicRecord(projectId).then(
      (r) => live && setRecord(r),
      () => live && setRecord(null),
    );
    return () => {
      live = false;
    };
  }, [projectId]);
  if (!record) return null;
  return (
    <Card size="small" title={t('record.box.title')} data-testid="record-box">
      <Descriptions column={1} size="small" layout={phone ? 'vertical' : 'horizontal'}>
        <Descriptions.Item label={t('record.box.head')}>
          <Typography.Text code copyable data-testid="record-head">
            {record.head}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('record.box.publicHead')}>
          <Typography.Text code copyable data-testid="record-public-head">
            {record.publicHead}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary">{t('record.box.hint')}</Typography.Paragraph>
      <Space>
        <a href={publicRecordUrl(projectId)} download={recordFileName(record.projectNum)} data-testid="record-download">
          {t('record.box.download')}
        </a>
        <Link to={verifyPath(record)} data-testid="record-verify-link">
          {t('record.box.verify')}
        </Link>
      </Space>
    </Card>
  );
}
