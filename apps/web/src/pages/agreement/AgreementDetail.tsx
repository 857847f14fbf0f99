import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AgreementDto } from '@bidhall/contracts/agreement';
import { RichTextView } from '../../components/rich-text/RichTextView';
import { AgreementAttachments } from './AgreementAttachments';

/** A contract's text (sanitized by the api on save) and its attachments, for every party to read. */
export function AgreementDetail({ agreement }: { agreement: AgreementDto }) {
  const { t } = useTranslation();
  return (
    <Descriptions size="small" bordered column={1} data-testid={`agreement-detail-${agreement.id}`}>
      <Descriptions.Item label={t('agreement.field.contractNum')}>{agreement.contractNum ?? '-'}</Descriptions.Item>
      <Descriptions.Item label={t('agreement.field.content')}>
        <RichTextView html={agreement.content} />
      </Descriptions.Item>
      <Descriptions.Item label={t('agreement.attachments')}>
        <AgreementAttachments value={agreement.attachments} projectId={agreement.projectId} />
      </Descriptions.Item>
    </Descriptions>
  );
}
