import { useState } from 'react';
import { Button, Select, Space, Upload, message } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FileDto } from '@bidhall/contracts/file';
import { FILE_STAGE_KEYS, FILE_STAGES } from '@bidhall/domain/file-access';
import type { FileStage } from '@bidhall/domain/file-access';
import { useLang } from '../../i18n/useLang';
import { uploadFile } from './api';

interface Props {
  projectId: number;
  /** A fixed stage (a contract's attachments): the stage picker is then left out. */
  stage?: FileStage;
  onUploaded: (file: FileDto) => void;
}

/** An upload (the agency's file pool, a contract's attachments): a stage, then one file, sent as multipart to File/Upload (refusals shown by the client). */
export function UploadBar({ projectId, stage: fixedStage, onUploaded }: Props) {
  const { t } = useTranslation();
  const { label } = useLang();
  const [picked, setStage] = useState<FileStage>('project');
  const stage = fixedStage ?? picked;
  const [busy, setBusy] = useState(false);
  const send = (file: File) => {
    setBusy(true);
    uploadFile(projectId, stage, file)
      .then((stored) => {
        void message.success(t('filePool.uploaded'));
        onUploaded(stored);
      })
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <Space data-testid="file-upload">
      {!fixedStage && (
        <Select<FileStage>
          value={stage}
          onChange={setStage}
          style={{ width: 180 }}
          aria-label={t('filePool.stage')}
          options={FILE_STAGE_KEYS.map((k) => ({ value: k, label: label(FILE_STAGES[k]) }))}
        />
      )}
      <Upload showUploadList={false} beforeUpload={(file) => (send(file), false)}>
        <Button type="primary" loading={busy}>
          {t('filePool.upload')}
        </Button>
      </Upload>
    </Space>
  );
}
