import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AgreementDto } from '@bidhall/contracts/agreement';
import { formatTime } from '../../components/project/format-time';
import { RichTextView } from '../../components/rich-text/RichTextView';
import { AgreementAttachments } from './AgreementAttachments';

/** A contract's parties, both signatures, text (sanitized by the api on save) and attachments, for every party to read. */
export function AgreementDetail({ agreement }: { agreement: AgreementDto }) {
  const { t } = useTranslation();
  const signed = (at: string | null) => (at ? formatTime(at) : t('agreement.notSigned'));
  return (
    <Descriptions size="small" bordered column={1} data-testid={`agreement-detail-${agreement.id}`}>
      <Descriptions.Item label={t('agreement.field.contractNum')}>{agreement.contractNum ?? '-'}</Descriptions.Item>
      <Descriptions.Item label={t('agreement.purchaser')}>{agreement.purchaserName ?? '-'}</Descriptions.Item>
      <Descriptions.Item label={t('agreement.signedAt.purchaser')}>
        <span data-testid={`purchaser-signed-${agreement.id}`}>{signed(agreement.purchaserSignedAt)}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('agreement.signedAt.supplier')}>
        <span data-testid={`supplier-signed-${agreement.id}`}>{signed(agreement.supplierSignedAt)}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('agreement.field.content')}>
        <RichTextView html={agreement.content} />
      </Descriptions.Item>
      <Descriptions.Item label={t('agreement.attachments')}>
        <AgreementAttachments value={agreement.attachments} projectId={agreement.projectId} />
      </Descriptions.Item>
    </Descriptions>
  );
}
