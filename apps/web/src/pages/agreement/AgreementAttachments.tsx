import { Button, Space, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FileDto } from '@bidhall/contracts/file';
import { formatTime } from '../../components/project/format-time';
import { downloadFile } from '../file-pool/api';
import { UploadBar } from '../file-pool/UploadBar';

interface Props {
  /** The attachments; set by the Form.Item when editing. */
  value?: readonly FileDto[];
  /** Given only while the contract may change: then files can be added and removed. */
  onChange?: (files: FileDto[]) => void;
  /** The project the uploads belong to (File/Upload checks the caller may see it). */
  projectId: number;
}

const kb = (size: number) => `${(size / 1024).toFixed(1)} KB`;

/**
 * A contract's attachments: each downloadable; while editable, an upload adds a file and a
 * removal drops one from the list. The contract's save sends the whole list (attachmentIds),
 * so nothing is linked or let go before the user saves.
 */
export function AgreementAttachments({ value = [], onChange, projectId }: Props) {
  const { t } = useTranslation();
  const files = [...value];
  const columns: TableColumnsType<FileDto> = [
    { title: t('filePool.fileName'), dataIndex: 'fileName', ellipsis: true },
    { title: t('filePool.size'), key: 'size', width: 100, render: (_, f) => kb(f.size) },
    { title: t('filePool.time'), key: 'time', width: 160, render: (_, f) => formatTime(f.creationTime) },
    {
      title: t('listing.actions'),
      key: 'actions',
      width: 150,
      render: (_, f) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            data-testid={`attachment-download-${f.id}`}
            onClick={() => void downloadFile(f).catch(() => undefined)}
          >
            {t('agreement.download')}
          </Button>
          {onChange && (
            <Button
              type="link"
              size="small"
              danger
              data-testid={`attachment-remove-${f.id}`}
              onClick={() => onChange(files.filter((x) => x.id !== f.id))}
            >
              {t('agreement.remove')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="agreement-attachments">
      {onChange && (
        <UploadBar projectId={projectId} stage="agreement" onUploaded={(file) => onChange([...files, file])} />
      )}
      <Table<FileDto>
        rowKey="id"
        size="small"
        pagination={false}
        columns={columns}
        dataSource={files}
        locale={{ emptyText: t('agreement.noAttachments') }}
      />
      {onChange && files.length > 0 && <Typography.Text type="secondary">{t('agreement.removeHint')}</Typography.Text>}
    </Space>
  );
}
