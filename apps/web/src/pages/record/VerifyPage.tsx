import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Input, InputNumber, Space, Spin, Typography, Upload } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getPublicRecord } from './api';
import { checkRecordJson, hasWebCrypto, type BrowserVerdict } from './check';
import { CheckList } from './CheckList';

type State =
  { kind: 'idle' } | { kind: 'checking' } | { kind: 'error'; message: string } | (BrowserVerdict & { source: string });

/**
 * /record/verify (no sign-in): drop a record file or fetch a project's public record, and the
 * browser recomputes the chains, the ranking and the winner, saying what holds and what breaks.
 */
export default function VerifyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [projectId, setProjectId] = useState<number | null>(Number(params.get('projectId')) || null);
  const [noticeHead, setNoticeHead] = useState(params.get('head') ?? '');
  const [state, setState] = useState<State>({ kind: 'idle' });

  const check = useCallback(
    async (source: string, read: () => Promise<unknown>) => {
      if (!hasWebCrypto()) return setState({ kind: 'error', message: t('record.verify.noWebCrypto') });
      setState({ kind: 'checking' });
      let json: unknown;
      try {
        json = await read();
      } catch (error) {
        return setState({ kind: 'error', message: (error as Error).message });
      }
      setState({ ...(await checkRecordJson(json, noticeHead.trim())), source });
    },
    [noticeHead, t],
  );
  const fromFile = (file: File) =>
    check(file.name, async () => {
      const text = await file.text();
      try {
        return JSON.parse(text) as unknown;
      } catch (error) {
        throw new Error(t('record.verify.notJson', { message: (error as Error).message }), { cause: error });
      }
    });
  const fromServer = (id: number) =>
    check(`PublicRecord/Get?projectId=${id}`, () =>
      getPublicRecord(id).catch((error: Error) =>
        Promise.reject(new Error(t('record.verify.fetchFailed', { message: error.message }))),
      ),
    );

  const initial = Number(params.get('projectId')) || null;
  useEffect(() => {
    if (initial) void fromServer(initial);
    // Fetched once, for the project the link named: fromServer is new at every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the link's project counts
  }, [initial]);

  return (
    <Card title={t('record.verify.title')}>
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Typography.Paragraph type="secondary">{t('record.verify.intro')}</Typography.Paragraph>
        <Upload.Dragger
          accept=".json,application/json"
          showUploadList={false}
          beforeUpload={(file) => {
            void fromFile(file);
            return false;
          }}
          data-testid="record-drop"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('record.verify.drop')}</p>
          <p className="ant-upload-hint">{t('record.verify.dropHint')}</p>
        </Upload.Dragger>
        <Space wrap>
          <InputNumber
            min={1}
            precision={0}
            value={projectId}
            onChange={(v) => setProjectId(v)}
            placeholder={t('record.verify.projectId')}
            data-testid="record-project-id"
          />
          <Button onClick={() => projectId && fromServer(projectId)} disabled={!projectId} data-testid="record-fetch">
            {t('record.verify.fetch')}
          </Button>
        </Space>
        <Input
          value={noticeHead}
          onChange={(e) => setNoticeHead(e.target.value)}
          placeholder={t('record.verify.noticeHead')}
          allowClear
          data-testid="record-notice-head"
        />
        {state.kind === 'checking' && <Spin tip={t('record.verify.checking')} />}
        {state.kind === 'error' && <Alert type="error" showIcon title={state.message} data-testid="record-error" />}
        {state.kind === 'notRecord' && (
          <Alert type="error" showIcon title={t('record.verify.notRecord')} data-testid="record-error" />
        )}
        {state.kind === 'checked' && (
          <>
            <Typography.Text type="secondary">{t('record.verify.source', { source: state.source })}</Typography.Text>
            <CheckList projectId={state.projectId} checks={state.checks} />
          </>
        )}
      </Space>
    </Card>
  );
}
