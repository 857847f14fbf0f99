import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../components/rich-text/RichTextView';

interface Props {
  open: boolean;
  title: string;
  /** The editor's HTML: Tiptap's schema has already dropped anything it cannot hold. */
  content: string;
  /** Offered when the caller may publish now; publishing still asks for a confirmation. */
  onPublish?: () => void;
  busy?: boolean;
  onClose: () => void;
}

/** The notice as readers will see it, shown before it is published. */
export function NoticePreview({ open, title, content, onPublish, busy, onClose }: Props) {
  const { t } = useTranslation();
  const footer = [
    <Button key="back" onClick={onClose}>
      {t('notice.backToEdit')}
    </Button>,
    onPublish && (
      <Button key="publish" type="primary" loading={busy} onClick={onPublish} data-testid="preview-publish">
        {t('notice.publish')}
      </Button>
    ),
  ];
  return (
    <Modal open={open} title={t('notice.previewTitle')} footer={footer} onCancel={onClose} width={760} destroyOnHidden>
      <div data-testid="notice-preview">
        <Typography.Title level={4} style={{ textAlign: 'center' }}>
          {title}
        </Typography.Title>
        <RichTextView html={content} />
      </div>
    </Modal>
  );
}
